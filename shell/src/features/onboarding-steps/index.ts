export { OnboardingSteps } from './OnboardingSteps';
