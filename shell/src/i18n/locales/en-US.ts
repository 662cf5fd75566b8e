// The shell's en-US texts: its core screens and the chrome, a chunk of their own (loadShellMessages).
import core from '../core/en-US.json';
import chrome from '../chrome/en-US.json';
import startDialogs from '../../features/start-dialogs/messages/en-US.json';
import dashboard from '../../features/dashboard/messages/en-US.json';
import onboardingSteps from '../../features/onboarding-steps/messages/en-US.json';

const messages: Record<string, string> = {
  ...core,
  ...chrome,
  ...startDialogs,
  ...dashboard,
  ...onboardingSteps,
};
export default messages;
