// The contract of the operator's invoice routes (issue 18, billing-contract "Staff"): the issued invoices staff
// follow up and mark paid. Only TypeBox here: the front end's type checker reads this file through contract.ts.
import Type, { type Static } from 'typebox';

export const STAFF_INVOICE_STATUSES = ['open', 'issued', 'paid'] as const;
export const DEFAULT_STAFF_INVOICES_PAGE_SIZE = 50;
export const MAX_STAFF_INVOICES_PAGE_SIZE = 200;

const IsoInstant = Type.String({ format: 'date-time', examples: ['2026-11-01T06:05:00.000Z'] });
const NullableInstant = Type.Union([IsoInstant, Type.Null()]);
const NullableCents = Type.Union([Type.Integer(), Type.Null()]);
const Day = Type.String({ format: 'date', examples: ['2026-11-16'] });

export const StaffInvoiceStatus = Type.Enum(STAFF_INVOICE_STATUSES, {
  description: 'open (the month is running) → issued (at month end) → paid (marked by staff)',
});
export type StaffInvoiceStatus = Static<typeof StaffInvoiceStatus>;

export const StaffInvoicesQuery = Type.Object({
  status: Type.Optional(StaffInvoiceStatus),
  warehouseId: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description: "Admins: one warehouse's invoices (staff always see their own warehouse's)",
    }),
  ),
  month: Type.Optional(
    Type.String({
      pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$',
      description: "One month's invoices, as YYYY-MM",
      examples: ['2026-10'],
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_STAFF_INVOICES_PAGE_SIZE,
      default: DEFAULT_STAFF_INVOICES_PAGE_SIZE,
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1, description: 'From 1' })),
});
export type StaffInvoicesQuery = Static<typeof StaffInvoicesQuery>;

export const StaffInvoice = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    number: Type.Integer({ examples: [1042] }),
    clientId: Type.String(),
    clientName: Type.String({ examples: ['Demo Store Co.'] }),
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    periodMonth: Type.String({
      format: 'date',
      description: 'First day of the month',
      examples: ['2026-10-01'],
    }),
    status: StaffInvoiceStatus,
    currency: Type.String({ examples: ['MXN'] }),
    subtotalCents: NullableCents,
    taxRateBasisPoints: Type.Union([Type.Integer(), Type.Null()]),
    taxCents: NullableCents,
    totalCents: Type.Union([Type.Integer({ examples: [1_234_567] }), Type.Null()]),
    issuedAt: NullableInstant,
    dueOn: Type.Union([Day, Type.Null()]),
    paidAt: NullableInstant,
  },
  { description: "An invoice's figures are null while it is open (they are fixed when it is issued)" },
);
export type StaffInvoice = Static<typeof StaffInvoice>;

export const StaffInvoiceList = Type.Object({
  invoices: Type.Array(StaffInvoice),
  totalRows: Type.Integer(),
});
export type StaffInvoiceList = Static<typeof StaffInvoiceList>;

export const StaffInvoiceParams = Type.Object({ invoiceId: Type.String({ format: 'uuid' }) });
export type StaffInvoiceParams = Static<typeof StaffInvoiceParams>;

export const StaffInvoiceAnswer = Type.Object({ invoice: StaffInvoice });
export type StaffInvoiceAnswer = Static<typeof StaffInvoiceAnswer>;
