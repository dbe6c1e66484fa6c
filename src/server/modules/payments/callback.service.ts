import { PaymentStatus } from '../../../shared/enums';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { responseSignature, signaturesMatch, type PayPageCallback } from '../../adapters/payment-provider/pay-page-protocol';
import { fulfilPayment } from './fulfilment';
import { lockPaymentByCheckoutId, recordPaymentEvent, updatePayment } from './payments.queries';

export type CallbackOutcome =
  { accepted: true; fulfilled: boolean } | { accepted: false; reason: 'unknownOrder' | 'signature' | 'amount' | 'currency' | 'declined' };

/** What of a callback is kept: never more of the card than the provider's masked number. */
function recordable(fields: PayPageCallback) {
  const {
    ReferenceNumber,
    TransactionNumber,
    AuthorizationNumber,
    CardType,
    CardNumberMasked,
    Date: date,
    Amount,
    Currency,
    Status,
  } = fields;
  return { ReferenceNumber, TransactionNumber, AuthorizationNumber, CardType, CardNumberMasked, Date: date, Amount, Currency, Status };
}

/**
 * The provider's server-to-server callback (`Payment/ProcessPrivateUserByTokenValitor`). The
 * signature, the order, and the amount and currency where the provider states them must all
 * match before anything is granted; a refusal is recorded with its reason. The payment's row is
 * held while it is decided, so any number of replays, in parallel or not, fulfil it once.
 */
export async function processCallback(deps: ServiceDeps, fields: PayPageCallback, clientIp: string): Promise<CallbackOutcome> {
  const reference = typeof fields.ReferenceNumber === 'string' ? fields.ReferenceNumber.slice(0, 100) : '';
  const detail = recordable(fields);
  return withTransaction(deps.database.pool, async (tx) => {
    const refuse = async (reason: Exclude<CallbackOutcome, { accepted: true }>['reason'], paymentId: number | null) => {
      await recordPaymentEvent(tx.db, {
        paymentId,
        checkoutId: reference || null,
        kind: 'callbackRefused',
        detail: { reason, ...detail },
        clientIp,
      });
      return { accepted: false as const, reason };
    };
    const payment = reference ? await lockPaymentByCheckoutId(tx.db, reference) : undefined;
    if (!payment) return refuse('unknownOrder', null);
    if (!signaturesMatch(responseSignature(deps.paymentProvider.merchant, reference), fields.DigitalSignatureResponse)) {
      return refuse('signature', payment.id);
    }
    if (fields.Amount !== undefined && Number(fields.Amount) !== payment.amount) return refuse('amount', payment.id);
    if (fields.Currency !== undefined && fields.Currency !== payment.currency) return refuse('currency', payment.id);
    if (fields.Status === 'declined' || fields.Status === 'failed') {
      if (payment.status === PaymentStatus.Pending) {
        await updatePayment(tx.db, payment.id, {
          status: fields.Status === 'declined' ? PaymentStatus.Declined : PaymentStatus.Failed,
          error: fields.Status,
        });
      }
      await recordPaymentEvent(tx.db, { paymentId: payment.id, checkoutId: reference, kind: 'callbackDeclined', detail, clientIp });
      return { accepted: false, reason: 'declined' };
    }
    const fulfilled = await fulfilPayment(
      tx,
      payment,
      {
        transactionNumber: fields.TransactionNumber,
        authorizationNumber: fields.AuthorizationNumber,
        cardType: fields.CardType,
        cardNumberMasked: fields.CardNumberMasked,
      },
      deps.now(),
      'callback',
    );
    await recordPaymentEvent(tx.db, {
      paymentId: payment.id,
      checkoutId: reference,
      kind: fulfilled ? 'callback' : 'callbackReplay',
      detail,
      clientIp,
    });
    return { accepted: true, fulfilled };
  });
}
