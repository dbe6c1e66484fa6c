import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { organizationQuery } from '../api';
import { AddressForm } from '../components/address-form';
import { InsuranceSection } from '../components/insurance-section';
import { OperatorNumberSection } from '../components/operator-number-section';
import { RegisteredDetailsForm } from '../components/registered-details-form';
import { useOrganizationId } from '../components/use-organization-id';

/** `/my-site/organization-information/:orgId`: a contact person sees the organisation's operator number and keeps its details, address and insurances. */
export function OrganizationInformationPage() {
  const { t } = useTranslation(['organizations', 'routes']);
  const organization = useQuery(organizationQuery(useOrganizationId()));
  return (
    <>
      <PageHeader
        title={t('routes:mySiteOrganizationInformation')}
        description={organization.data ? t('organizations:mySite.information.lead', { name: organization.data.name }) : undefined}
      />
      {organization.isPending ? (
        <LoadingState />
      ) : organization.isError ? (
        <ErrorState error={organization.error} onRetry={() => void organization.refetch()} />
      ) : (
        <Stack>
          <OperatorNumberSection organization={organization.data} />
          <RegisteredDetailsForm organization={organization.data} />
          <AddressForm organization={organization.data} />
          <InsuranceSection organization={organization.data} audience="mySite" />
        </Stack>
      )}
    </>
  );
}
