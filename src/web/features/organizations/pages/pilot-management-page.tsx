import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { organizationMembershipsQuery, ownOrganizationIn } from '../../../lib/organization-access';
import { NoticeMembersSection } from '../components/notice-members-section';
import { OrganizationPilotsSection } from '../components/organization-pilots-section';
import { RecruitmentsSection } from '../components/recruitments-section';
import { RequestsSection } from '../components/requests-section';
import { RecruitPilotForm } from '../components/recruit-pilot-form';
import { useOrganizationId } from '../components/use-organization-id';

/**
 * `/my-site/pilot-management/:orgId`: a contact person invites pilots, sees the invitations still
 * unanswered, keeps the organisation's pilots, their certificates and when those end, and sends
 * the members a notice.
 */
export function PilotManagementPage() {
  const { t } = useTranslation(['organizations', 'routes']);
  const organizationId = useOrganizationId();
  const memberships = useQuery(organizationMembershipsQuery());
  const organizationName = (memberships.data && ownOrganizationIn(memberships.data, organizationId)?.organizationName) ?? '';
  return (
    <>
      <PageHeader
        title={t('routes:mySitePilotManagement')}
        description={organizationName ? t('organizations:mySite.pilots.lead', { name: organizationName }) : undefined}
      />
      <Stack>
        <RecruitmentsSection organizationId={organizationId} organizationName={organizationName} />
        <RecruitPilotForm organizationId={organizationId} />
        <RequestsSection organizationId={organizationId} of="pilots" />
        <OrganizationPilotsSection organizationId={organizationId} organizationName={organizationName} />
        <NoticeMembersSection organizationId={organizationId} organizationName={organizationName} />
      </Stack>
    </>
  );
}
