// The operator's side of invoices (issue 18): staff list their warehouse's invoices (admins any warehouse's) and mark
// an issued one paid, writing invoice.paid in the same transaction. Paying is the last step an invoice takes: an open
// invoice is still gathering its month's charges, and a paid one stays paid.
import { asOperator } from '../../platform/db/scope.js';
import type { Database } from '../../platform/db/connection.js';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/outbox.js';
import type { Session } from '../accounts/service.js';
import { listStaffInvoices, lockStaffInvoice, markInvoicePaid } from './staff-repository.js';
import {
  DEFAULT_STAFF_INVOICES_PAGE_SIZE,
  type StaffInvoiceAnswer,
  type StaffInvoiceList,
  type StaffInvoicesQuery,
} from './staff-schemas.js';

export const STAFF_INVOICE_MESSAGES = {
  staffOnly: "Only the warehouse's staff and admins work with invoices here.",
  noWarehouse: 'Your user has no warehouse assigned. Ask an admin to assign one.',
  notFound: 'Invoice not found.',
  stillOpen:
    'This invoice is still open: its month is not over yet. It can be marked paid once it is issued at month end.',
  alreadyPaid: 'This invoice is already paid.',
} as const;

/** Staff: their warehouse, whatever they ask; admins: the warehouse they ask for (null: every warehouse). */
function staffScope(session: Session, warehouseId?: string | null): string | null {
  if (session.role === 'admin') return warehouseId?.trim() || null;
  if (session.role !== 'staff') throw new Forbidden(STAFF_INVOICE_MESSAGES.staffOnly);
  if (!session.warehouseId) throw new Forbidden(STAFF_INVOICE_MESSAGES.noWarehouse);
  return session.warehouseId;
}

export class StaffInvoicesService {
  constructor(private readonly database: Database) {}

  list(session: Session, query: StaffInvoicesQuery): Promise<StaffInvoiceList> {
    const warehouseId = staffScope(session, query.warehouseId);
    const limit = query.limit ?? DEFAULT_STAFF_INVOICES_PAGE_SIZE;
    return asOperator(this.database, (tx) =>
      listStaffInvoices(tx, {
        status: query.status ?? null,
        warehouseId,
        month: query.month ?? null,
        limit,
        offset: ((query.page ?? 1) - 1) * limit,
      }),
    );
  }

  markPaid(session: Session, invoiceId: string): Promise<StaffInvoiceAnswer> {
    const warehouseId = staffScope(session);
    return asOperator(this.database, async (tx) => {
      const invoice = await lockStaffInvoice(tx, invoiceId, warehouseId);
      if (!invoice) throw new NotFound(STAFF_INVOICE_MESSAGES.notFound);
      if (invoice.status === 'open') throw new Conflict(STAFF_INVOICE_MESSAGES.stillOpen);
      if (invoice.status === 'paid') throw new Conflict(STAFF_INVOICE_MESSAGES.alreadyPaid);
      // Locked above and issued: the update cannot miss it.
      const paid = (await markInvoicePaid(tx, invoiceId, session.userId))!;
      // The merchant's billing screens show Paid as it happens: the event commits with the change or not at all.
      await recordEvent(tx, {
        clientId: paid.clientId,
        name: 'invoice.paid',
        payload: {
          invoiceId: paid.id,
          clientId: paid.clientId,
          warehouseId: paid.warehouseId,
          periodMonth: paid.periodMonth,
          totalCents: paid.totalCents,
          currency: paid.currency,
          paidAt: paid.paidAt,
        },
      });
      return { invoice: paid };
    });
  }
}
