import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { UserType, userTypeIds } from '../../../../shared/enums';
import { LoadingState } from '../../../components/query-state';
import { loginRedirect } from '../../../lib/guard';
import { heldRegistrationToken, holdRegistrationToken } from '../../../lib/registration-token';
import { useSession } from '../../../lib/use-session';
import { CheckoutForm } from '../components/checkout-form';
import { AuthCard } from '../../../components/auth-card';

const positiveIntOf = (value: string | null | undefined): number | null =>
  value !== null && value !== undefined && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** `/payment/:type?`: the fee of the type in the address, or of the signed-in person's own type. */
export function CheckoutPage() {
  return <Checkout titleKey="routes:payment" />;
}

/** `/payment-certificate/:pilotType?/:orgId?`: the same checkout with the type and organisation set. */
export function CertificateCheckoutPage() {
  return <Checkout titleKey="routes:paymentCertificate" />;
}

function Checkout({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(['payments', 'routes']);
  const params = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const session = useSession();
  const typeInAddress = positiveIntOf(params.type ?? params.pilotType);
  const type = typeInAddress ?? session.userTypeId;
  const orgId = positiveIntOf(params.orgId ?? search.get('orgId'));
  // The registration's step credential lives in this tab (decision 0024); one in the address, of an older link, moves there.
  const addressToken = search.get('token')?.trim() || null;
  const token = addressToken ?? heldRegistrationToken();

  const known = type !== null && (userTypeIds as readonly number[]).includes(type);
  // Without a session, only a registration link says who is paying.
  const canPay = known && (session.signedIn || token !== null);
  const here = `${location.pathname}${location.search}`;
  if (addressToken) {
    holdRegistrationToken(addressToken);
    const rest = new URLSearchParams(search);
    rest.delete('token');
    const query = rest.toString();
    return <Navigate replace to={`${location.pathname}${query ? `?${query}` : ''}`} />;
  }

  return (
    <AuthCard size={640} title={t(titleKey)} lead={t('payments:checkout.lead')}>
      {session.isLoading ? (
        <LoadingState />
      ) : canPay ? (
        <Stack gap="lg">
          <CheckoutForm type={type} givenOrgId={orgId} token={token} signedIn={session.signedIn} />
          {/* A pilot may use the portal before paying (section 4's PaymentAtHomePage). */}
          {type === UserType.Pilot && !session.signedIn ? (
            <Stack gap="xs" align="flex-start">
              <Text>{t('payments:checkout.payLater')}</Text>
              <Button component={Link} to="/account/login" variant="default">
                {t('payments:checkout.payLaterLink')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      ) : (
        <Stack gap="md" align="flex-start">
          <Alert color="yellow" role="alert">
            {t(known ? 'payments:checkout.signInToPay' : 'payments:checkout.unknownType')}
          </Alert>
          <Button component={Link} to={loginRedirect(here)}>
            {t('payments:links.signIn')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
