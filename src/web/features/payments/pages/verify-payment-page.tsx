import { Alert, Button, Loader, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { checkoutId as checkoutIdSchema } from '../../../../shared/contracts/payments';
import { PaymentStatus } from '../../../../shared/enums';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { dropRegistrationToken } from '../../../lib/registration-token';
import { verifyGiveUpMs, verifyQuery } from '../api';
import { recallCheckoutOf, retryPathOf } from '../checkout-context';
import { failureKindOfStatus } from '../format';
import { PaymentFailure } from '../components/payment-failure';
import { PaymentPaid } from '../components/payment-paid';
import { AuthCard } from '../../../components/auth-card';

/** The checkout's id as the card company sends it back: the portal's own name, or the provider's. */
function checkoutIdOf(search: URLSearchParams): string | null {
  const value = search.get('checkoutId') ?? search.get('ReferenceNumber');
  return value !== null && checkoutIdSchema.safeParse(value).success ? value.trim() : null;
}

/**
 * `/verify-payment`, where the card company sends the browser after a payment: access is granted
 * only once the server holds the provider's verified word, so until then the page waits and asks
 * again, and after about a minute says plainly that the confirmation is late.
 */
export function VerifyPaymentPage() {
  const { t } = useTranslation(['payments', 'routes']);
  const [search] = useSearchParams();
  const checkoutId = checkoutIdOf(search);
  return (
    <AuthCard size={640} title={t('routes:verifyPayment')}>
      {checkoutId ? <Verification checkoutId={checkoutId} /> : <MissingReference />}
    </AuthCard>
  );
}

function Verification({ checkoutId }: { checkoutId: string }) {
  const { t } = useTranslation('payments');
  const [context] = useState(() => recallCheckoutOf(checkoutId));
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), verifyGiveUpMs);
    return () => clearTimeout(timer);
  }, []);
  // The checkout's reference names the payment; the step credential is not sent, since the payment it
  // opened ends the registration and the credential with it (decision 0024).
  const verification = useQuery(
    verifyQuery(
      {
        isOrgPayment: context?.isOrg ?? false,
        checkoutId,
        checkoutKey: context?.checkoutKey ?? undefined,
        orgId: context?.orgId ?? undefined,
      },
      !late,
    ),
  );
  const paid = verification.data?.latest?.status === PaymentStatus.Paid;
  useEffect(() => {
    if (paid) dropRegistrationToken();
  }, [paid]);

  if (verification.isPending) return <LoadingState label={t('payments:verify.checking')} />;
  if (!verification.data) return <ErrorState error={verification.error} onRetry={() => void verification.refetch()} />;
  const payment = verification.data.latest;
  if (payment?.status === PaymentStatus.Paid) return <PaymentPaid payment={payment} />;
  const failure = payment ? failureKindOfStatus(payment.status) : null;
  if (payment && failure) return <PaymentFailure kind={failure} reference={payment.checkoutId} retryTo={retryPathOf(context)} />;
  if (late) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="yellow" role="status" title={t('payments:verify.lateTitle')}>
          {t('payments:verify.late')}
        </Alert>
        <Text size="sm">{t('payments:error.reference', { reference: checkoutId })}</Text>
        <Button variant="default" onClick={() => void verification.refetch()} loading={verification.isFetching}>
          {t('payments:verify.checkAgain')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden="true" />
        <Text fw={600}>{t('payments:verify.waiting')}</Text>
      </Group>
      <Text size="sm">{t('payments:verify.waitingHint')}</Text>
    </Stack>
  );
}

function MissingReference() {
  const { t } = useTranslation('payments');
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="red" role="alert">
        {t('payments:verify.missingReference')}
      </Alert>
      <Button component={Link} to="/" variant="default">
        {t('payments:links.toFrontPage')}
      </Button>
    </Stack>
  );
}
