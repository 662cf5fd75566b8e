import { featureSteps, seenFeatureIds, stepControls } from './whatsNew';

const announcements = [
  {
    id: 'a1',
    topic: 'Integrations',
    publishedAt: '2026-11-01T00:00:00.000Z',
    characteristics: [
      { id: 'f1', imageUrl: '/one.png', description: 'One' },
      { id: 'f2', imageUrl: null, description: 'Two' },
    ],
  },
  {
    id: 'a2',
    topic: 'Billing',
    publishedAt: '2026-11-02T00:00:00.000Z',
    characteristics: [{ id: 'f3', imageUrl: null, description: 'Three' }],
  },
];

it('makes each feature a step, under its announcement’s topic, in order', () => {
  expect(featureSteps(announcements)).toEqual([
    { id: 'f1', topic: 'Integrations', imageUrl: '/one.png', description: 'One' },
    { id: 'f2', topic: 'Integrations', imageUrl: null, description: 'Two' },
    { id: 'f3', topic: 'Billing', imageUrl: null, description: 'Three' },
  ]);
});

it('disables back on the first step, next on the last, and allows closing only on the last', () => {
  expect(stepControls(0, 3)).toEqual({ canGoBack: false, canGoNext: true, canClose: false });
  expect(stepControls(1, 3)).toEqual({ canGoBack: true, canGoNext: true, canClose: false });
  expect(stepControls(2, 3)).toEqual({ canGoBack: true, canGoNext: false, canClose: true });
  // A single feature is both the first and the last.
  expect(stepControls(0, 1)).toEqual({ canGoBack: false, canGoNext: false, canClose: true });
});

it('sends every step’s id as seen', () => {
  expect(seenFeatureIds(featureSteps(announcements))).toEqual(['f1', 'f2', 'f3']);
});
