import { PaymentStatus, UserStatus } from '../../../shared/enums';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { JobHandler } from '../../jobs/queue';
import { calendarDay } from '../../kernel/calendar';
import { setUserStatus } from '../accounts';
import { fulfilPayment } from './fulfilment';
import {
  expireAbandoned,
  findLapsedPayers,
  findUnsettled,
  lockPaymentByCheckoutId,
  recordPaymentEvent,
  updatePayment,
  type PaymentRow,
} from './payments.queries';

const minute = 60_000;
/** A callback normally comes within seconds; after this long the provider is asked. */
export const settleAfterMs = 10 * minute;
/** The pay page's session is 15 minutes; an order the provider never saw by then was abandoned. */
export const abandonedAfterMs = 60 * minute;
/** Orders still pending after this long are given up as expired. */
export const giveUpAfterMs = 3 * 24 * 60 * minute;

/** How one pending payment ended, by the provider's answer (`browserError` names what the payer's browser said). */
export async function settlePayment(
  deps: ServiceDeps,
  pending: PaymentRow,
  now: Date,
  report: SettlementReport = emptyReport(),
  browserError?: string,
): Promise<SettlementReport> {
  report.asked++;
  let answer;
  try {
    answer = await deps.paymentProvider.queryStatus(pending.checkoutId);
  } catch (error) {
    report.unanswered++;
    await recordPaymentEvent(deps.database.db, {
      paymentId: pending.id,
      checkoutId: pending.checkoutId,
      kind: 'settlementUnanswered',
      detail: { error: (error as Error).message },
    });
    return report;
  }
  await withTransaction(deps.database.pool, async (tx) => {
    const payment: PaymentRow | undefined = await lockPaymentByCheckoutId(tx.db, pending.checkoutId);
    if (!payment || payment.status !== PaymentStatus.Pending) return;
    const event = (kind: string, detail: Record<string, unknown> = {}) =>
      recordPaymentEvent(tx.db, {
        paymentId: payment.id,
        checkoutId: payment.checkoutId,
        kind,
        detail: { outcome: answer.outcome, ...detail },
      });
    await updatePayment(tx.db, payment.id, { settleAttempts: payment.settleAttempts + 1 });
    if (answer.outcome === 'paid') {
      if (
        (answer.amount !== undefined && answer.amount !== payment.amount) ||
        (answer.currency !== undefined && answer.currency !== payment.currency)
      ) {
        await event('settlementRefused', { amount: answer.amount, currency: answer.currency });
        return;
      }
      await fulfilPayment(tx, payment, answer, now, 'settlement');
      await event('settled');
      report.paid++;
    } else if (answer.outcome === 'declined' || answer.outcome === 'failed') {
      await updatePayment(tx.db, payment.id, {
        status: answer.outcome === 'declined' ? PaymentStatus.Declined : PaymentStatus.Failed,
        error: answer.outcome,
      });
      await event('settled');
      report.declined++;
    } else if (browserError === 'cancelled') {
      // The payer left the pay page and the provider holds no charge: the attempt is over. A charge
      // that still came would be fulfilled by its callback all the same.
      await updatePayment(tx.db, payment.id, { status: PaymentStatus.Expired, error: 'cancelled' });
      await event('settled', { browserError });
      report.expired++;
    } else if (now.getTime() - payment.creationTime.getTime() > abandonedAfterMs) {
      await updatePayment(tx.db, payment.id, { status: PaymentStatus.Expired, error: 'expired' });
      await event('settled');
      report.expired++;
    }
  });
  return report;
}

const emptyReport = (): SettlementReport => ({ asked: 0, paid: 0, declined: 0, expired: 0, unanswered: 0 });

export interface SettlementReport {
  asked: number;
  paid: number;
  declined: number;
  expired: number;
  unanswered: number;
}

/**
 * Settles payments whose callback never came by asking the provider, as it would have said in
 * the callback: a charge it confirms (for the same amount and currency) is fulfilled once, under
 * the same row lock as callbacks; a decline or failure is recorded; an order it never saw is
 * expired once the pay page's time is well past.
 */
export async function settlePayments(deps: ServiceDeps, batch = 50): Promise<SettlementReport> {
  const now = deps.now();
  const report = emptyReport();
  const due = await findUnsettled(
    deps.database.db,
    new Date(now.getTime() - settleAfterMs),
    new Date(now.getTime() - giveUpAfterMs),
    batch,
  );
  for (const pending of due) {
    // An order made through the sandbox is no question for a merchant configured since, nor the other way.
    if (pending.provider !== deps.paymentProvider.name) continue;
    await settlePayment(deps, pending, now, report);
  }
  report.expired += await expireAbandoned(deps.database.db, new Date(now.getTime() - giveUpAfterMs));
  return report;
}

/**
 * Those whose fee has run out are asked to pay again at their home page (section 4's
 * PaymentAtHomePage); nobody is locked out by an expiry.
 */
export async function markLapsedFees(deps: ServiceDeps): Promise<number> {
  const lapsed = await findLapsedPayers(deps.database.db, calendarDay(deps.now()));
  for (const { userId } of lapsed) await setUserStatus(deps.database.db, userId, UserStatus.PaymentAtHomePage);
  return lapsed.length;
}

export const settlementJob = 'payments.settle';
export const validityJob = 'payments.validity';

export const paymentJobs = (deps: ServiceDeps): JobHandler<object>[] => [
  { name: settlementJob, schedule: '*/5 * * * *', retryLimit: 0, run: async () => void (await settlePayments(deps)) },
  { name: validityJob, schedule: '15 3 * * *', retryLimit: 3, run: async () => void (await markLapsedFees(deps)) },
];
