import type { Db } from '../../db/client';
import { notFound } from '../../kernel/errors';
import { organizationsOfContact } from '../organizations';
import type { Payer } from './payer';
import { findPaymentByCheckoutId, type PaymentRow } from './payments.queries';

/**
 * The payer of a checkout, or one who speaks for its organisation, may follow it, and so may the
 * browser that opened it, by the checkout's key (decision 0025); anyone else, holding only the
 * reference that an address carries, is told it does not exist.
 */
export async function reachPayment(db: Db, viewer: Payer | null, checkoutId: string, holdsKey: boolean): Promise<PaymentRow> {
  const payment = await findPaymentByCheckoutId(db, checkoutId);
  if (!payment) throw notFound();
  if (holdsKey) return payment;
  if (!viewer) throw notFound();
  const own = payment.userId === viewer.id;
  const forOrganization =
    !own &&
    payment.organizationId !== null &&
    (await organizationsOfContact(db, viewer.tenantId, viewer.id)).some((o) => o.id === payment.organizationId);
  if (!own && !forOrganization) throw notFound();
  return payment;
}
