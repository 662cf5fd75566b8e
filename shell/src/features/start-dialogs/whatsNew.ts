// What's New's rules (spec point 4), as pure functions: the announcements' features are its steps, one at a time;
// back is disabled on the first, next on the last, and close is enabled only on the last.
import type { FeatureAnnouncement } from '@estiba/api/contract';

/** One step of the dialog: a feature, under its announcement's topic. */
export interface WhatsNewStep {
  id: string;
  topic: string;
  imageUrl: string | null;
  description: string;
}

export function featureSteps(announcements: readonly FeatureAnnouncement[]): WhatsNewStep[] {
  return announcements.flatMap(({ topic, characteristics }) =>
    characteristics.map(({ id, imageUrl, description }) => ({ id, topic, imageUrl, description })),
  );
}

export interface StepControls {
  canGoBack: boolean;
  canGoNext: boolean;
  /** Only on the last step: every feature has been seen by then. */
  canClose: boolean;
}

export function stepControls(index: number, total: number): StepControls {
  const last = index >= total - 1;
  return { canGoBack: index > 0, canGoNext: !last, canClose: last };
}

/** The ids the closing call sends: every step's, since closing is only possible once all have been shown. */
export const seenFeatureIds = (steps: readonly WhatsNewStep[]): string[] => steps.map((step) => step.id);
