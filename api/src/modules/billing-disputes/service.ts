// Charge disputes (issue 18, "Dispute a charge"): a merchant flags one of their charges with a reason (once per
// Idempotency-Key; one open dispute per charge), both sides write in its thread, and staff either reject it or issue
// a credit line (a negative charge pointing at the disputed one, at most what is left to credit). Every change
// writes `charge_dispute.changed` in its transaction; its payload names the warehouse, so the relay sends it to the
// client's room and to that warehouse's staff and the admins. The merchant's queries run as their client
// (asClient: row-level security), the staff's in the operator scope filtered by their warehouse (admins: any).
// No HTTP here.
import type { AppDatabase, Database } from '../../platform/db/connection.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { isPostgresError } from '../../platform/database-errors.js';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { withIdempotencyKey, type IdempotentAnswer } from '../../platform/idempotency.js';
import type { Session } from '../accounts/service.js';
import { createCredit } from '../billing/charges.js';
import { assertBillingVisible, type BillingVisibilitySettings } from '../billing/visibility.js';
import {
  findCharge,
  findDispute,
  findMessages,
  hasOpenDispute,
  insertDispute,
  insertMessage,
  listDisputes,
  resolveDispute,
  type DisputeScope,
} from './repository.js';
import type {
  CreditDisputeBody,
  DisputeDetail,
  DisputeList,
  DisputeMessageBody,
  DisputeStatus,
  OpenDisputeBody,
  OpenedDispute,
  RejectDisputeBody,
  StaffDisputeQuery,
} from './schemas.js';
import { MIN_DISPUTE_REASON_LENGTH } from './schemas.js';

export const DISPUTE_MESSAGES = {
  operatorsUseStaffRoutes: 'Disputes are opened by the merchant; staff answer them from the billing desk',
  staffOnly: 'Only staff and admins answer disputes',
  noWarehouse: 'Your user works in no warehouse yet: an admin must assign you one',
  notFound: 'Dispute not found',
  chargeNotFound: 'Charge not found',
  alreadyOpen: 'This charge already has an open dispute: add to its thread instead',
  creditLine: 'A credit line cannot be disputed',
  fullyCredited: 'This charge has already been credited in full',
  reasonTooShort: `Say in at least ${MIN_DISPUTE_REASON_LENGTH} characters what is wrong with the charge`,
  blankMessage: 'Write a message',
  closed: (status: Exclude<DisputeStatus, 'open'>) =>
    status === 'credited'
      ? 'This dispute was settled with a credit line and is closed'
      : 'This dispute was rejected and is closed',
  creditTooMuch: (left: number) => `At most ${left} cents of this charge can still be credited`,
} as const;

/** How many disputes a list answers: a merchant's or a desk's disputes are tens, not thousands. */
const LIST_LIMIT = 500;

/** The operator's users answer disputes from the staff routes, never in a merchant's name. */
function merchantOf(session: Session): { clientId: string; userId: string } {
  if (session.role === 'admin' || session.role === 'staff')
    throw new Forbidden(DISPUTE_MESSAGES.operatorsUseStaffRoutes);
  return { clientId: session.clientId, userId: session.userId };
}

/** Staff: their warehouse's disputes, whatever they ask; admins: any, or the warehouse they ask for. */
function staffScope(session: Session, warehouseId?: string | null): DisputeScope {
  if (session.role === 'admin') return { warehouseId: warehouseId || null };
  if (session.role !== 'staff') throw new Forbidden(DISPUTE_MESSAGES.staffOnly);
  if (!session.warehouseId) throw new Forbidden(DISPUTE_MESSAGES.noWarehouse);
  return { warehouseId: session.warehouseId };
}

/** A unique violation of charge_disputes_one_open: another request opened a dispute of the charge first. */
function isOneOpenViolation(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth += 1) {
    if (isPostgresError(cause) && cause.code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

async function recordDisputeChange(
  tx: AppDatabase,
  dispute: { id: string; chargeId: string; clientId: string; warehouseId: string; status: DisputeStatus },
): Promise<void> {
  await recordEvent(tx, {
    clientId: dispute.clientId,
    name: 'charge_dispute.changed',
    payload: {
      disputeId: dispute.id,
      chargeId: dispute.chargeId,
      clientId: dispute.clientId,
      warehouseId: dispute.warehouseId,
      status: dispute.status,
    },
  });
}

export class BillingDisputesService {
  constructor(
    private readonly database: Database,
    /** Spec point 6: the merchant's dispute routes answer only a client who may see billing (403 otherwise). */
    private readonly visibility: BillingVisibilitySettings,
  ) {}

  /** The merchant's work as their client, behind billing's visibility guard (in the same transaction). */
  private asMerchant<T>(
    session: Session,
    work: (tx: AppDatabase, actor: { clientId: string; userId: string }) => Promise<T>,
  ) {
    const actor = merchantOf(session);
    return asClient(this.database, actor.clientId, async (tx) => {
      await assertBillingVisible(tx, session, this.visibility);
      return work(tx, actor);
    });
  }

  private async detailOf(tx: AppDatabase, disputeId: string, scope: DisputeScope): Promise<DisputeDetail> {
    const dispute = await findDispute(tx, disputeId, scope);
    if (!dispute) throw new NotFound(DISPUTE_MESSAGES.notFound);
    const found = await findCharge(tx, dispute.chargeId);
    if (!found) throw new NotFound(DISPUTE_MESSAGES.chargeNotFound);
    const { clientId: _clientId, ...charge } = found;
    return { dispute, charge, messages: await findMessages(tx, disputeId) };
  }

  /** A message in an open dispute's thread, with its event; a closed one refuses (409). */
  private async reply(
    tx: AppDatabase,
    disputeId: string,
    scope: DisputeScope,
    author: { userId: string; role: 'merchant' | 'staff' },
    body: string,
  ): Promise<DisputeDetail> {
    const dispute = await findDispute(tx, disputeId, scope, { lock: true });
    if (!dispute) throw new NotFound(DISPUTE_MESSAGES.notFound);
    if (dispute.status !== 'open') throw new Conflict(DISPUTE_MESSAGES.closed(dispute.status));
    const text = body.trim();
    if (text === '') throw new ValidationFailed(DISPUTE_MESSAGES.blankMessage, { field: 'body' });
    await insertMessage(tx, {
      clientId: dispute.client.id,
      disputeId,
      authorId: author.userId,
      role: author.role,
      body: text,
    });
    await recordDisputeChange(tx, { ...dispute, clientId: dispute.client.id });
    return this.detailOf(tx, disputeId, scope);
  }

  // ----- The merchant's -----

  /**
   * Opens a dispute of one of the caller's charges, once per Idempotency-Key (the same key and body answer the
   * first 201 again; another body 422). A charge with an open dispute refuses another (409): checked first, and
   * the table's unique index settles two requests with different keys racing for it.
   */
  async open(
    session: Session,
    chargeId: string,
    idempotencyKey: string,
    body: OpenDisputeBody,
  ): Promise<IdempotentAnswer<OpenedDispute>> {
    const actor = merchantOf(session);
    const reason = body.reason.trim();
    if (reason.length < MIN_DISPUTE_REASON_LENGTH)
      throw new ValidationFailed(DISPUTE_MESSAGES.reasonTooShort, { field: 'reason' });
    try {
      return await this.asMerchant(session, (tx) =>
        withIdempotencyKey(
          tx,
          {
            clientId: actor.clientId,
            scope: 'charge-disputes.open',
            key: idempotencyKey,
            request: { chargeId, reason: body.reason },
          },
          async () => {
            const charge = await findCharge(tx, chargeId, { clientId: actor.clientId });
            if (!charge) throw new NotFound(DISPUTE_MESSAGES.chargeNotFound);
            if (charge.kind === 'credit') throw new Conflict(DISPUTE_MESSAGES.creditLine);
            if (charge.creditableCents <= 0) throw new Conflict(DISPUTE_MESSAGES.fullyCredited);
            if (await hasOpenDispute(tx, chargeId)) throw new Conflict(DISPUTE_MESSAGES.alreadyOpen);
            const disputeId = await insertDispute(tx, {
              clientId: actor.clientId,
              chargeId,
              reason,
              openedBy: actor.userId,
            });
            // The reason is the thread's first message: both sides read the conversation from its start.
            await insertMessage(tx, {
              clientId: actor.clientId,
              disputeId,
              authorId: actor.userId,
              role: 'merchant',
              body: reason,
            });
            await recordDisputeChange(tx, {
              id: disputeId,
              chargeId,
              clientId: actor.clientId,
              warehouseId: charge.warehouseId,
              status: 'open',
            });
            const dispute = await findDispute(tx, disputeId, { clientId: actor.clientId });
            return { status: 201, body: { dispute: dispute! } };
          },
        ),
      );
    } catch (error) {
      if (isOneOpenViolation(error)) throw new Conflict(DISPUTE_MESSAGES.alreadyOpen);
      throw error;
    }
  }

  list(session: Session): Promise<DisputeList> {
    return this.asMerchant(session, async (tx, actor) => ({
      disputes: await listDisputes(tx, { clientId: actor.clientId }, null, LIST_LIMIT),
    }));
  }

  detail(session: Session, disputeId: string): Promise<DisputeDetail> {
    return this.asMerchant(session, (tx, actor) =>
      this.detailOf(tx, disputeId, { clientId: actor.clientId }),
    );
  }

  addMessage(session: Session, disputeId: string, body: DisputeMessageBody): Promise<DisputeDetail> {
    return this.asMerchant(session, (tx, actor) =>
      this.reply(
        tx,
        disputeId,
        { clientId: actor.clientId },
        { userId: actor.userId, role: 'merchant' },
        body.body,
      ),
    );
  }

  // ----- Staff -----

  staffList(session: Session, query: StaffDisputeQuery): Promise<DisputeList> {
    const scope = staffScope(session, query.warehouseId?.trim() || null);
    return asOperator(this.database, async (tx) => ({
      disputes: await listDisputes(tx, scope, query.status ?? null, LIST_LIMIT),
    }));
  }

  staffDetail(session: Session, disputeId: string): Promise<DisputeDetail> {
    const scope = staffScope(session);
    return asOperator(this.database, (tx) => this.detailOf(tx, disputeId, scope));
  }

  staffMessage(session: Session, disputeId: string, body: DisputeMessageBody): Promise<DisputeDetail> {
    const scope = staffScope(session);
    return asOperator(this.database, (tx) =>
      this.reply(tx, disputeId, scope, { userId: session.userId, role: 'staff' }, body.body),
    );
  }

  /** Rejects an open dispute with staff's explanation, which joins the thread. */
  reject(session: Session, disputeId: string, body: RejectDisputeBody): Promise<DisputeDetail> {
    const scope = staffScope(session);
    return asOperator(this.database, async (tx) => {
      const dispute = await this.openForResolution(tx, disputeId, scope, body.message);
      await insertMessage(tx, {
        clientId: dispute.client.id,
        disputeId,
        authorId: session.userId,
        role: 'staff',
        body: body.message.trim(),
      });
      await resolveDispute(tx, {
        disputeId,
        status: 'rejected',
        resolvedBy: session.userId,
        creditChargeId: null,
      });
      await recordDisputeChange(tx, { ...dispute, clientId: dispute.client.id, status: 'rejected' });
      return this.detailOf(tx, disputeId, scope);
    });
  }

  /**
   * Settles an open dispute with a credit line of `amountCents` (positive; at most what is left to credit of the
   * charge: 409 with the figure otherwise), staff's message joining the thread; the credit's `charge.created` and
   * the dispute's `charge_dispute.changed` are written in the same transaction.
   */
  credit(session: Session, disputeId: string, body: CreditDisputeBody): Promise<DisputeDetail> {
    const scope = staffScope(session);
    return asOperator(this.database, async (tx) => {
      const dispute = await this.openForResolution(tx, disputeId, scope, body.message);
      const charge = await findCharge(tx, dispute.chargeId);
      if (!charge) throw new NotFound(DISPUTE_MESSAGES.chargeNotFound);
      if (charge.creditableCents <= 0) throw new Conflict(DISPUTE_MESSAGES.fullyCredited);
      if (body.amountCents > charge.creditableCents)
        throw new Conflict(DISPUTE_MESSAGES.creditTooMuch(charge.creditableCents), { field: 'amountCents' });
      // Billing-core writes the credit line and its charge.created (the one place charges are written); the
      // figure was checked above to answer with the dispute's words, and createCredit checks it again under the
      // charge's lock.
      const credit = await createCredit(tx, {
        chargeId: charge.id,
        amountCents: body.amountCents,
        reason: body.message.trim(),
        disputeId,
        createdBy: session.userId,
      });
      await insertMessage(tx, {
        clientId: dispute.client.id,
        disputeId,
        authorId: session.userId,
        role: 'staff',
        body: body.message.trim(),
      });
      await resolveDispute(tx, {
        disputeId,
        status: 'credited',
        resolvedBy: session.userId,
        creditChargeId: credit.id,
      });
      await recordDisputeChange(tx, { ...dispute, clientId: dispute.client.id, status: 'credited' });
      return this.detailOf(tx, disputeId, scope);
    });
  }

  /** The dispute, locked and still open, and a message that says something. */
  private async openForResolution(tx: AppDatabase, disputeId: string, scope: DisputeScope, message: string) {
    const dispute = await findDispute(tx, disputeId, scope, { lock: true });
    if (!dispute) throw new NotFound(DISPUTE_MESSAGES.notFound);
    if (dispute.status !== 'open') throw new Conflict(DISPUTE_MESSAGES.closed(dispute.status));
    if (message.trim() === '')
      throw new ValidationFailed(DISPUTE_MESSAGES.blankMessage, { field: 'message' });
    return dispute;
  }
}
