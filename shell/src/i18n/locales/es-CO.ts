// The shell's es-CO texts: its core screens and the chrome, a chunk of their own (loadShellMessages).
import core from '../core/es-CO.json';
import chrome from '../chrome/es-CO.json';
import startDialogs from '../../features/start-dialogs/messages/es-CO.json';
import dashboard from '../../features/dashboard/messages/es-CO.json';
import onboardingSteps from '../../features/onboarding-steps/messages/es-CO.json';

const messages: Record<string, string> = {
  ...core,
  ...chrome,
  ...startDialogs,
  ...dashboard,
  ...onboardingSteps,
};
export default messages;
