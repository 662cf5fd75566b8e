// The shell's es-CL texts: its core screens and the chrome, a chunk of their own (loadShellMessages).
import core from '../core/es-CL.json';
import chrome from '../chrome/es-CL.json';
import startDialogs from '../../features/start-dialogs/messages/es-CL.json';
import dashboard from '../../features/dashboard/messages/es-CL.json';
import onboardingSteps from '../../features/onboarding-steps/messages/es-CL.json';

const messages: Record<string, string> = {
  ...core,
  ...chrome,
  ...startDialogs,
  ...dashboard,
  ...onboardingSteps,
};
export default messages;
