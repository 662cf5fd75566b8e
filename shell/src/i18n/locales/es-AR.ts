// The shell's es-AR texts: its core screens and the chrome, a chunk of their own (loadShellMessages).
import core from '../core/es-AR.json';
import chrome from '../chrome/es-AR.json';
import startDialogs from '../../features/start-dialogs/messages/es-AR.json';
import dashboard from '../../features/dashboard/messages/es-AR.json';
import onboardingSteps from '../../features/onboarding-steps/messages/es-AR.json';

const messages: Record<string, string> = {
  ...core,
  ...chrome,
  ...startDialogs,
  ...dashboard,
  ...onboardingSteps,
};
export default messages;
