// The onboarding steps' rules (issue 20): each step is done from the merchant's own records, so the dashboard
// ticks it whichever way it happened (a store connected from /new-integration, from outside the portal or through
// the API; inventory sent from the wizard or the API; an order shipped by the floor).
import type { Database } from '../../platform/db/connection.js';
import { asClient } from '../../platform/db/scope.js';
import { Forbidden } from '../../platform/errors.js';
import type { Session } from '../accounts/service.js';
import { markStep, stepTimes, type StepTimes } from './repository.js';
import type { OnboardingStep, OnboardingSteps, StepUpdateBody, StepUpdated } from './schemas.js';

export const DASHBOARD_MESSAGES = {
  merchantsOnly: 'Only merchants have onboarding steps.',
} as const;

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The earliest of the times given (a step done several ways was done at the first). */
function earliest(...times: (Date | string | null)[]): string | null {
  const instants = times.filter((time): time is Date | string => time !== null).map(iso);
  return instants.length === 0 ? null : instants.sort()[0]!;
}

const step = (name: OnboardingStep['step'], doneAt: string | null): OnboardingStep => ({
  step: name,
  done: doneAt !== null,
  doneAt,
});

/**
 * The three steps from the times the repository read. A shipping-platform account counts as integrating: the
 * spec's integration flow marks the step after any platform is integrated, and reading it here (rather than
 * writing the flag from the shipping platform's module) keeps one place that decides.
 */
export function stepsFrom(times: StepTimes): OnboardingSteps {
  return {
    steps: [
      step('integrate', earliest(times.integrateFlag, times.firstShop, times.shippingPlatform)),
      step('sendInventory', earliest(times.firstSent)),
      step('firstOrderShipped', earliest(times.firstShipped)),
    ],
  };
}

function merchantOf(session: Session): Session {
  if (session.role === 'admin' || session.role === 'staff')
    throw new Forbidden(DASHBOARD_MESSAGES.merchantsOnly);
  return session;
}

export class DashboardService {
  constructor(private readonly database: Database) {}

  async steps(caller: Session): Promise<OnboardingSteps> {
    const { clientId } = merchantOf(caller);
    return stepsFrom(await asClient(this.database, clientId, (tx) => stepTimes(tx, clientId)));
  }

  async completeStep(caller: Session, body: StepUpdateBody): Promise<StepUpdated> {
    const { clientId } = merchantOf(caller);
    const doneAt = await asClient(this.database, clientId, (tx) => markStep(tx, clientId, body.field));
    return { field: body.field, doneAt: iso(doneAt) };
  }
}
