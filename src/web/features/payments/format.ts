import { PaymentStatus } from '../../../shared/enums';

export { formatAmount } from '../../lib/numbers';

/** Why a payment did not go through, as the error page explains it. */
export type FailureKind = 'declined' | 'failed' | 'cancelled' | 'expired';
const failureKinds: readonly FailureKind[] = ['declined', 'failed', 'cancelled', 'expired'];

/** The card company's word in the way back's address; anything else it may send counts as a failure. */
export function failureKindOf(error: string | null): FailureKind {
  const word = (error ?? '').trim().toLowerCase();
  return (failureKinds as readonly string[]).includes(word) ? (word as FailureKind) : 'failed';
}

/** A payment that ended without being paid, by its status; null while it may still be paid. */
export function failureKindOfStatus(status: number): FailureKind | null {
  switch (status) {
    case PaymentStatus.Declined:
      return 'declined';
    case PaymentStatus.Failed:
      return 'failed';
    case PaymentStatus.Expired:
      return 'expired';
    default:
      return null;
  }
}
