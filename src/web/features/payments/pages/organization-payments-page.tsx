import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/use-session';
import { organizationQuery } from '../api';
import { checkoutPath } from '../checkout-context';
import { PaymentsOverview } from '../components/payments-overview';

/** `/my-site/payment/:orgId`: an organisation's fee, payments and receipts, for its contact persons. */
export function OrganizationPaymentsPage() {
  const { t } = useTranslation(['payments', 'routes']);
  const organizationId = Number(useParams().orgId);
  const session = useSession();
  const organization = useQuery(organizationQuery(organizationId));
  // The account of an organisation pays as its size; a contact person chooses the account at the checkout.
  const type = session.userTypeId ?? organization.data?.userTypeId ?? null;
  const name = organization.data?.name;
  return (
    <>
      <PageHeader
        title={t('routes:mySitePaymentOrganization')}
        description={name ? t('payments:history.organizationLead', { name }) : undefined}
      />
      <PaymentsOverview
        organizationId={organizationId}
        payTo={type === null ? '/payment' : checkoutPath({ type, orgId: organizationId })}
        caption={name ? t('payments:history.organizationCaption', { name }) : t('payments:history.caption')}
      />
    </>
  );
}
