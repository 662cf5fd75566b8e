// The dashboard's onboarding steps (issue 20; spec: POST dashboard/steps/update {field:'integrate'}): request and
// response schemas, written once for Fastify, the OpenAPI document and the front end (through src/contract.ts).
// Only TypeBox here: the front end's type checker reads this file.
import Type, { type Static } from 'typebox';
import { NullableInstant, bearerSecurity, literals, routeErrors } from '../../platform/route-schemas.js';

/** The three steps, in the order the dashboard shows them (DOMAIN.md "onboarding steps"). */
export const ONBOARDING_STEPS = ['integrate', 'sendInventory', 'firstOrderShipped'] as const;
export type OnboardingStepName = (typeof ONBOARDING_STEPS)[number];

/** The steps a merchant marks done through POST dashboard/steps/update: only 'integrate', as the spec says. */
export const MARKABLE_STEPS = ['integrate'] as const;

export const OnboardingStep = Type.Object({
  step: literals([...ONBOARDING_STEPS], {
    description:
      'integrate: a store connected, a shipping-platform account integrated, or the step marked done; ' +
      'sendInventory: a receiving order sent (in transit or further, not cancelled); ' +
      'firstOrderShipped: an order shipped',
  }),
  done: Type.Boolean(),
  /** When it was first done; null while it is not. */
  doneAt: NullableInstant,
});
export type OnboardingStep = Static<typeof OnboardingStep>;

export const OnboardingSteps = Type.Object({
  steps: Type.Array(OnboardingStep, { description: 'The three steps, always in this order' }),
});
export type OnboardingSteps = Static<typeof OnboardingSteps>;

export const StepUpdateBody = Type.Object(
  { field: literals([...MARKABLE_STEPS], { description: "The onboarding step done: 'integrate'" }) },
  { additionalProperties: false },
);
export type StepUpdateBody = Static<typeof StepUpdateBody>;

export const StepUpdated = Type.Object({
  field: Type.String(),
  doneAt: Type.String({ format: 'date-time' }),
});
export type StepUpdated = Static<typeof StepUpdated>;

const tags = ['onboarding'];
const security = bearerSecurity;

export const listStepsSchema = {
  tags,
  summary: "The merchant's onboarding steps, each done or not from the merchant's own records",
  description: "403 for the operator's staff and admins, who have no onboarding.",
  security,
  response: { 200: OnboardingSteps, ...routeErrors },
};

export const stepUpdateSchema = {
  tags,
  summary: "Marks an onboarding step done (spec: {field: 'integrate'}); again: no change",
  description:
    "400 for any other field: the other steps follow from the merchant's receiving orders and orders.",
  security,
  body: StepUpdateBody,
  response: { 200: StepUpdated, ...routeErrors },
};
