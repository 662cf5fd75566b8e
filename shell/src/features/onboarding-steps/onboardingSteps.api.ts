// The onboarding steps' call (issue 20): GET dashboard/steps, each step done or not from the merchant's records.
import type { OnboardingStep, OnboardingSteps } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

export type { OnboardingStep, OnboardingStepName } from '@estiba/api/contract';

export async function fetchOnboardingSteps(): Promise<OnboardingStep[]> {
  return (await apiClient.get<OnboardingSteps>('dashboard/steps')).data.steps;
}
