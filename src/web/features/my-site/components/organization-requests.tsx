import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { organizationsEndpoints, userOrganizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import type { OrganizationInvitationDto } from '../../../../shared/contracts/organization-members';
import { OrganizationRole } from '../../../../shared/enums';
import { confirmAction } from '../../../components/confirm-action';
import { call } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/app-session';
import { organizationMembershipsKey } from '../../../lib/organization-access';

const requestsKey = [...sessionKeys.all, 'organization-requests'] as const;

/**
 * The organisations asking the person to speak for them (decision 0022): they become a contact
 * person only by accepting here. A request to fly for one shows with that organisation instead.
 */
export function OrganizationRequests() {
  const { t } = useTranslation('my-site');
  const queryClient = useQueryClient();
  const requests = useQuery({
    queryKey: requestsKey,
    queryFn: async ({ signal }) => (await call(userOrganizationsEndpoints.getInvitationsOfCurrentUser, undefined, signal)).items,
    meta: { silent: true },
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestsKey }),
      queryClient.invalidateQueries({ queryKey: organizationMembershipsKey }),
    ]);
  const accept = useMutation({
    mutationFn: (id: number) => call(organizationsEndpoints.updateAcceptPilotRecruitment, { id }),
    onSuccess: refresh,
  });
  const decline = useMutation({
    mutationFn: (id: number) => call(organizationsEndpoints.updateRejectPilotRecruitment, { id }),
    onSuccess: refresh,
  });
  const shown = (requests.data ?? []).filter((r) => r.organizationRoleId !== OrganizationRole.Pilot);
  if (shown.length === 0) return null;

  const roleOf = (r: OrganizationInvitationDto) => t(`my-site:requests.roles.${r.organizationRoleId}`);
  const onAccept = (r: OrganizationInvitationDto) =>
    void accept
      .mutateAsync(r.id)
      .then(() =>
        notifications.show({ color: 'green', message: t('my-site:requests.accepted', { name: r.organizationName, role: roleOf(r) }) }),
      )
      .catch(() => undefined);
  const onDecline = (r: OrganizationInvitationDto) =>
    confirmAction({
      title: t('my-site:requests.declineTitle'),
      message: t('my-site:requests.declineMessage', { name: r.organizationName }),
      confirmLabel: t('my-site:requests.decline'),
      danger: true,
      onConfirm: () =>
        void decline
          .mutateAsync(r.id)
          .then(() => notifications.show({ color: 'green', message: t('my-site:requests.declined', { name: r.organizationName }) }))
          .catch(() => undefined),
    });

  return (
    <section aria-labelledby="my-site-requests">
      <Title order={2} size="h3" id="my-site-requests" mb="sm">
        {t('my-site:requests.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((r) => {
          const headingId = `my-site-request-${r.id}`;
          const busy = accept.isPending || decline.isPending;
          return (
            <li key={r.id}>
              <Card withBorder padding="md" radius="md" h="100%" bg="blue.0">
                <Title order={3} size="h4" id={headingId}>
                  {r.organizationName}
                </Title>
                <Text size="sm" mt={4}>
                  {t('my-site:requests.lead', { name: r.organizationName, role: roleOf(r) })}
                </Text>
                <Group mt="sm">
                  <Button size="sm" onClick={() => onAccept(r)} disabled={busy} aria-describedby={headingId}>
                    {t('my-site:requests.accept')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    color="red.9"
                    onClick={() => onDecline(r)}
                    disabled={busy}
                    aria-describedby={headingId}
                  >
                    {t('my-site:requests.decline')}
                  </Button>
                </Group>
              </Card>
            </li>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
