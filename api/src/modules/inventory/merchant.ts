// Products and their stock are the client area's: a merchant's users act on them. The operator's staff and
// admins reach stock through their own routes (stock adjustments, receiving), never as if they were a merchant.
import { Forbidden } from '../../platform/errors.js';
import type { Session } from '../accounts/service.js';

export const MERCHANT_ONLY = "Products and inventory are a merchant's: sign in with the merchant's user.";

/** The session, when it is a merchant's user's; a 403 for the operator's staff and admins. */
export function merchantSession(session: Session): Session {
  if (session.role !== 'user') throw new Forbidden(MERCHANT_ONLY);
  return session;
}
