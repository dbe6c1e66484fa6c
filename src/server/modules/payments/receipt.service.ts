import { isLanguage, PaymentStatus } from '../../../shared/enums';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, notFound } from '../../kernel/errors';
import { renderReceiptPdf } from './receipt-pdf';
import { findPayment } from './payments.queries';
import { paymentsAdminPolicy } from './payments-admin.policy';

/**
 * GetPaymentReceipt: the receipt of a paid payment as an A4 PDF in the payer's language. Only the
 * payer and the tenant's administrators may have it; to anyone else, and across tenants, the
 * payment does not exist. A payment not (yet) paid has no receipt, which its payer is told.
 */
export async function getPaymentReceipt(deps: ServiceDeps, ctx: RequestContext, input: { id: number }): Promise<Buffer> {
  const actor = paymentsAdminPolicy.receiptReader(ctx);
  const payment = await findPayment(deps.database.db, ctx.tenantId, input.id);
  if (!payment || !paymentsAdminPolicy.mayReadReceipt(actor, payment)) throw notFound();
  if (payment.status !== PaymentStatus.Paid || !payment.paidAt) throw businessError('payments:receipt.notPaid');
  return renderReceiptPdf({
    language: isLanguage(payment.language) ? payment.language : 'is',
    receiptNumber: payment.id,
    reference: payment.checkoutId,
    payerName: payment.payerName,
    organizationName: payment.organizationName,
    organizationNumber: payment.organizationNumber,
    items: [{ description: payment.description, amount: payment.amount }],
    currency: payment.currency,
    paidAt: payment.paidAt,
    cardType: payment.cardType,
    cardNumberMasked: payment.cardNumberMasked,
    validFrom: payment.validFrom,
    validUntil: payment.validUntil,
  });
}
