// Request and response schemas of charge disputes (issue 18, DOMAIN.md "Dispute"), written once: Fastify validates
// and documents with them, the service returns their types, and the front end (mf-billing) reads the types. Only
// TypeBox here: the front end's type checker reads this file.
import Type, { type Static } from 'typebox';

export const DISPUTE_STATUS = ['open', 'rejected', 'credited'] as const;
export const DISPUTE_AUTHOR_ROLES = ['merchant', 'staff'] as const;

/** The reason a merchant gives (the first message of the thread): the dialog's rule and the table's. */
export const MIN_DISPUTE_REASON_LENGTH = 10;
export const MAX_DISPUTE_REASON_LENGTH = 2000;
/** A message of the thread (migration 020's CHECK). */
export const MAX_DISPUTE_MESSAGE_LENGTH = 4000;

const Uuid = (description?: string) =>
  Type.String({ format: 'uuid', ...(description ? { description } : {}) });
const IsoInstant = Type.String({ format: 'date-time', examples: ['2026-11-25T18:00:00.000Z'] });
const NullableInstant = Type.Union([IsoInstant, Type.Null()]);
const Cents = (description: string) => Type.Integer({ description, examples: [12550] });

export const DisputeStatus = Type.Enum(DISPUTE_STATUS, {
  description: 'open → rejected (staff said no) | credited (staff issued a credit line)',
});
export type DisputeStatus = Static<typeof DisputeStatus>;

export const DisputeAuthorRole = Type.Enum(DISPUTE_AUTHOR_ROLES);
export type DisputeAuthorRole = Static<typeof DisputeAuthorRole>;

/** The disputed charge as both sides read it next to the thread. */
export const DisputedCharge = Type.Object({
  id: Uuid(),
  kind: Type.String({ examples: ['process_order'] }),
  occurredAt: IsoInstant,
  quantity: Type.String({ description: 'Decimal string', examples: ['1.000'] }),
  unit: Type.String({ examples: ['order'] }),
  unitPriceCents: Cents('Unit price in cents'),
  amountCents: Cents('The charge, in cents'),
  currency: Type.String({ examples: ['MXN'] }),
  rule: Type.Record(Type.String(), Type.Unknown(), { description: 'The rule that priced it' }),
  sourceType: Type.String({ examples: ['order'] }),
  sourceId: Type.String(),
  sourceLabel: Type.String({ examples: ['order #100042'] }),
  warehouseId: Type.String(),
  warehouseName: Type.String(),
  invoiceId: Uuid(),
  invoiceNumber: Type.Integer(),
  invoiceStatus: Type.String({ examples: ['open'] }),
  creditedCents: Cents('The credits against it so far (0 or negative)'),
  creditableCents: Cents('What may still be credited: the amount plus the credits so far'),
});
export type DisputedCharge = Static<typeof DisputedCharge>;

export const DisputeSummary = Type.Object({
  id: Uuid(),
  chargeId: Uuid(),
  client: Type.Object({ id: Type.String(), name: Type.String() }),
  warehouseId: Type.String(),
  warehouseName: Type.String(),
  status: DisputeStatus,
  reason: Type.String(),
  openedByName: Type.String(),
  chargeKind: Type.String(),
  chargeAmountCents: Cents('The disputed charge'),
  currency: Type.String(),
  sourceLabel: Type.String(),
  creditChargeId: Type.Union([Uuid(), Type.Null()]),
  creditCents: Type.Union([Cents('The credit line issued (negative)'), Type.Null()]),
  resolvedByName: Type.Union([Type.String(), Type.Null()]),
  resolvedAt: NullableInstant,
  createdAt: IsoInstant,
  lastMessageAt: IsoInstant,
  messageCount: Type.Integer(),
});
export type DisputeSummary = Static<typeof DisputeSummary>;

export const DisputeMessage = Type.Object({
  id: Uuid(),
  authorName: Type.String({ description: "The author's display name, staff's included" }),
  authorRole: DisputeAuthorRole,
  body: Type.String(),
  createdAt: IsoInstant,
});
export type DisputeMessage = Static<typeof DisputeMessage>;

export const DisputeDetail = Type.Object({
  dispute: DisputeSummary,
  charge: DisputedCharge,
  messages: Type.Array(DisputeMessage, { description: "Oldest first; the first is the merchant's reason" }),
});
export type DisputeDetail = Static<typeof DisputeDetail>;

export const DisputeList = Type.Object({ disputes: Type.Array(DisputeSummary) });
export type DisputeList = Static<typeof DisputeList>;

export const OpenedDispute = Type.Object({ dispute: DisputeSummary });
export type OpenedDispute = Static<typeof OpenedDispute>;

export const ChargeParams = Type.Object({ chargeId: Uuid('The charge disputed') });
export type ChargeParams = Static<typeof ChargeParams>;
export const DisputeParams = Type.Object({ id: Uuid('The dispute id') });
export type DisputeParams = Static<typeof DisputeParams>;

export const StaffDisputeQuery = Type.Object({
  status: Type.Optional(DisputeStatus),
  warehouseId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 40, description: "Admins: one warehouse's disputes" }),
  ),
});
export type StaffDisputeQuery = Static<typeof StaffDisputeQuery>;

export const OpenDisputeBody = Type.Object(
  {
    reason: Type.String({
      minLength: MIN_DISPUTE_REASON_LENGTH,
      maxLength: MAX_DISPUTE_REASON_LENGTH,
      examples: ['This order was shipped in one box, not two'],
    }),
  },
  { additionalProperties: false },
);
export type OpenDisputeBody = Static<typeof OpenDisputeBody>;

export const DisputeMessageBody = Type.Object(
  {
    body: Type.String({
      minLength: 1,
      maxLength: MAX_DISPUTE_MESSAGE_LENGTH,
      examples: ['We checked the packing record: it was one box.'],
    }),
  },
  { additionalProperties: false },
);
export type DisputeMessageBody = Static<typeof DisputeMessageBody>;

export const RejectDisputeBody = Type.Object(
  {
    message: Type.String({
      minLength: 1,
      maxLength: MAX_DISPUTE_MESSAGE_LENGTH,
      examples: ['The packing record shows two boxes, so the charge stands.'],
    }),
  },
  { additionalProperties: false },
);
export type RejectDisputeBody = Static<typeof RejectDisputeBody>;

export const CreditDisputeBody = Type.Object(
  {
    amountCents: Type.Integer({
      minimum: 1,
      maximum: 1_000_000_000_000,
      description: 'Positive; at most what is left to credit of the charge',
      examples: [4500],
    }),
    message: Type.String({
      minLength: 1,
      maxLength: MAX_DISPUTE_MESSAGE_LENGTH,
      examples: ['You are right: we credited the second box.'],
    }),
  },
  { additionalProperties: false },
);
export type CreditDisputeBody = Static<typeof CreditDisputeBody>;
