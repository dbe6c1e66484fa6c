import type { Db } from '../../db/client';
import { notFound } from '../../kernel/errors';
import { organizationsOfContact } from '../organizations';
import type { Payer } from './payer';
import { findPaymentByCheckoutId, type PaymentRow } from './payments.queries';

/**
 * The payer of a checkout, or one who speaks for its organisation, may follow it; anyone else is
 * told it does not exist. Without a session or token the reference itself, which only the payer's
 * browser was given, is what names it.
 */
export async function reachPayment(db: Db, viewer: Payer | null, checkoutId: string): Promise<PaymentRow> {
  const payment = await findPaymentByCheckoutId(db, checkoutId);
  if (!payment) throw notFound();
  if (viewer) {
    const own = payment.userId === viewer.id;
    const forOrganization =
      !own &&
      payment.organizationId !== null &&
      (await organizationsOfContact(db, viewer.tenantId, viewer.id)).some((o) => o.id === payment.organizationId);
    if (!own && !forOrganization) throw notFound();
  }
  return payment;
}
