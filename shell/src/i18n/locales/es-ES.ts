// The shell's es-ES texts: its core screens and the chrome, a chunk of their own (loadShellMessages).
import core from '../core/es-ES.json';
import chrome from '../chrome/es-ES.json';
import startDialogs from '../../features/start-dialogs/messages/es-ES.json';
import dashboard from '../../features/dashboard/messages/es-ES.json';
import onboardingSteps from '../../features/onboarding-steps/messages/es-ES.json';

const messages: Record<string, string> = {
  ...core,
  ...chrome,
  ...startDialogs,
  ...dashboard,
  ...onboardingSteps,
};
export default messages;
