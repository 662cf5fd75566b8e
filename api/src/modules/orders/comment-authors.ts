// The names of the warehouse's people in an order's comment thread, for the merchant. A merchant's transaction
// sees only its client's users (row-level security), so a comment written by the operator's staff or admin came
// back with an author but no name. Their names (and roles) are read in the operator scope, for those authors only:
// users of the operator's client, which is whom the merchant talks to about the order.
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection.js';
import { asOperator } from '../../platform/db/scope.js';
import { rowsOf } from '../inventory/ledger.js';
import { OPERATOR_CLIENT_ID } from '../../seed/ids.js';
import type { OrderDetail } from './schemas.js';

/** The detail with every comment author it could not name named; the same object when all are named. */
export async function withCommentAuthors(database: Database, detail: OrderDetail): Promise<OrderDetail> {
  const unnamed = [
    ...new Set(detail.comments.flatMap((c) => (c.author && !c.author.name ? [c.author.id] : []))),
  ];
  if (unnamed.length === 0) return detail;
  const people = new Map(
    (
      await asOperator(database, async (tx) =>
        rowsOf<{ id: string; display_name: string; role: 'admin' | 'staff' | 'user' }>(
          await tx.execute(sql`
            SELECT id, display_name, role FROM users
             WHERE client_id = ${OPERATOR_CLIENT_ID} AND id IN (${sql.join(
               unnamed.map((id) => sql`${id}::uuid`),
               sql`, `,
             )})`),
        ),
      )
    ).map((u) => [u.id, u] as const),
  );
  return {
    ...detail,
    comments: detail.comments.map((c) => {
      const person = c.author ? people.get(c.author.id) : undefined;
      return person && c.author
        ? { ...c, author: { ...c.author, name: person.display_name, role: person.role } }
        : c;
    }),
  };
}
