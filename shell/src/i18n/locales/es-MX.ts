// The shell's es-MX texts: its core screens and the chrome, a chunk of their own (loadShellMessages).
import core from '../core/es-MX.json';
import chrome from '../chrome/es-MX.json';
import startDialogs from '../../features/start-dialogs/messages/es-MX.json';
import dashboard from '../../features/dashboard/messages/es-MX.json';
import onboardingSteps from '../../features/onboarding-steps/messages/es-MX.json';

const messages: Record<string, string> = {
  ...core,
  ...chrome,
  ...startDialogs,
  ...dashboard,
  ...onboardingSteps,
};
export default messages;
