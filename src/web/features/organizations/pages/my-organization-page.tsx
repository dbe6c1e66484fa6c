import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrganizationDto } from '../../../../shared/contracts/organizations';
import { userOrganizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { confirmAction } from '../../../components/confirm-action';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { organizationMembershipsQuery, ownOrganizationIn } from '../../../lib/organization-access';
import { routePath } from '../../../lib/routes';
import { contactPersonsQuery, organizationQuery, useOrganizationChange } from '../api';
import { ContactPersonsTable } from '../components/contact-persons-table';
import { InvitationPanel } from '../components/invitation-panel';
import { OrganizationFacts } from '../components/organization-facts';
import { useOrganizationId } from '../components/use-organization-id';

/**
 * `/my-site/organization/:orgId`: the organisation as its pilot sees it, its details and contact
 * persons, and the way out of it. An invited pilot sees only the invitation: the organisation
 * opens its details to its pilots once they accept.
 */
export function MyOrganizationPage() {
  const { t } = useTranslation(['organizations', 'routes']);
  const organizationId = useOrganizationId();
  const memberships = useQuery(organizationMembershipsQuery());
  const membership = memberships.data ? ownOrganizationIn(memberships.data, organizationId) : null;
  const isPilot = membership?.abilities.isPilot ?? false;
  const organization = useQuery({ ...organizationQuery(organizationId), enabled: isPilot });
  const name = organization.data?.name ?? membership?.organizationName;
  return (
    <>
      <PageHeader title={name ?? t('routes:mySiteOrganization')} description={t('organizations:mySite.organization.lead')} />
      {memberships.isPending ? (
        <LoadingState />
      ) : memberships.isError ? (
        <ErrorState error={memberships.error} onRetry={() => void memberships.refetch()} />
      ) : membership?.abilities.isWaitingPilot ? (
        <InvitationPanel organizationId={organizationId} name={membership.organizationName} />
      ) : !isPilot ? (
        // Left or disconnected while the page was open.
        <Text>{t('organizations:mySite.organization.notMember')}</Text>
      ) : organization.isPending ? (
        <LoadingState />
      ) : organization.isError ? (
        <ErrorState error={organization.error} onRetry={() => void organization.refetch()} />
      ) : (
        <MyOrganization organization={organization.data} />
      )}
    </>
  );
}

function MyOrganization({ organization }: { organization: OrganizationDto }) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const { id: organizationId, name } = organization;
  const contacts = useQuery(contactPersonsQuery(organizationId));
  const leave = useOrganizationChange(userOrganizationsEndpoints.removeCurrentUserFromOrganization, {
    leaves: (input) => input.organizationId,
  });

  const askLeave = () =>
    confirmAction({
      title: t('organizations:mySite.leave.confirmTitle', { name }),
      message: t('organizations:mySite.leave.confirmMessage', { name }),
      confirmLabel: t('organizations:mySite.leave.confirm'),
      danger: true,
      // On the promise, not the mutation's callbacks: the person's roles, read again, unmount this view first.
      onConfirm: () =>
        void leave
          .mutateAsync({ organizationId })
          .then(() => {
            notifications.show({ color: 'green', message: t('organizations:mySite.leave.done', { name }) });
            return navigate(routePath('mySiteDefault'));
          })
          .catch(() => undefined),
    });

  return (
    <Stack>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="organization-details">
        <Title order={2} size="h3" id="organization-details" mb="sm">
          {t('organizations:mySite.details.title')}
        </Title>
        <OrganizationFacts organization={organization} />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="organization-contacts">
        <Title order={2} size="h3" id="organization-contacts" mb="sm">
          {t('organizations:mySite.contacts.title')}
        </Title>
        {contacts.isPending ? (
          <LoadingState />
        ) : contacts.isError ? (
          <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} />
        ) : (
          <ContactPersonsTable people={contacts.data} caption={t('organizations:mySite.contacts.caption', { name })} />
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="organization-membership">
        <Title order={2} size="h3" id="organization-membership" mb="xs">
          {t('organizations:mySite.leave.title')}
        </Title>
        <Text mb="sm">{t('organizations:mySite.leave.lead', { name })}</Text>
        <Button variant="outline" color="red.9" onClick={askLeave} loading={leave.isPending}>
          {t('organizations:mySite.leave.button')}
        </Button>
      </Paper>
    </Stack>
  );
}
