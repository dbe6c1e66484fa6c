import { Anchor, List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserType } from '../../../../shared/enums';
import { PageHeader } from '../../../components/page-header';
import { useOwnOrganizations } from '../../../lib/organization-access';
import { routePath } from '../../../lib/routes';
import { useSession } from '../../../lib/use-session';
import { checkoutPath } from '../checkout-context';
import { PaymentsOverview } from '../components/payments-overview';

/** `/my-site/payment`: the person's own fee, their payments and receipts, and their organisations' payments. */
export function MyPaymentsPage() {
  const { t } = useTranslation(['payments', 'routes']);
  const session = useSession();
  const organizations = useOwnOrganizations(session.signedIn).filter((m) => m.abilities.manageOrganization);
  return (
    <>
      <PageHeader title={t('routes:mySitePayment')} description={t('payments:history.lead')} />
      <Stack gap="lg">
        <PaymentsOverview
          organizationId={null}
          payTo={checkoutPath({ type: session.userTypeId ?? UserType.Pilot, orgId: null })}
          caption={t('payments:history.caption')}
        />
        {organizations.length > 0 ? (
          <Stack gap="sm" component="section" aria-labelledby="payment-organizations">
            <Title order={2} size="h3" id="payment-organizations">
              {t('payments:history.organizations')}
            </Title>
            <List spacing="xs">
              {organizations.map((m) => (
                <List.Item key={m.organizationId}>
                  <Anchor component={Link} to={routePath('mySitePaymentOrganization', { orgId: m.organizationId })}>
                    {t('payments:history.organizationLink', { name: m.organizationName })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </>
  );
}
