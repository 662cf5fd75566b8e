export { StartDialogs } from './StartDialogs';
export { featureSteps, stepControls, seenFeatureIds, type WhatsNewStep } from './whatsNew';
