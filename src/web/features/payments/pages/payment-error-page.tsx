import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { checkoutId as checkoutIdSchema } from '../../../../shared/contracts/payments';
import { failureQuery } from '../api';
import { recallCheckout, recallCheckoutOf, retryPathOf } from '../checkout-context';
import { failureKindOf } from '../format';
import { PaymentFailure } from '../components/payment-failure';
import { AuthCard } from '../../../components/auth-card';

/**
 * `/paymentError=1`, where the card company sends the browser when a payment does not go through:
 * the server is told (once), and the reader is told why, that nothing was charged, and how to try
 * again with the same checkout.
 */
export function PaymentErrorPage() {
  const { t } = useTranslation(['payments', 'routes']);
  const [search] = useSearchParams();
  const raw = search.get('checkoutId') ?? search.get('ReferenceNumber');
  const checkoutId = raw !== null && checkoutIdSchema.safeParse(raw).success ? raw.trim() : null;
  const error = search.get('error');
  const kind = failureKindOf(error);
  // Try again with what was being paid, even when the card company's address names no checkout.
  const [context] = useState(() => recallCheckout());
  // Told with the key this tab was given, or not at all: the reference in the address alone reaches nothing.
  const checkoutKey = recallCheckoutOf(checkoutId)?.checkoutKey ?? undefined;
  useQuery({
    ...failureQuery(checkoutId ?? '', error?.trim().slice(0, 500) || kind, checkoutKey),
    enabled: checkoutId !== null,
  });

  return (
    <AuthCard size={640} title={t('routes:paymentError')}>
      <PaymentFailure kind={kind} reference={checkoutId} retryTo={retryPathOf(context)} />
    </AuthCard>
  );
}
