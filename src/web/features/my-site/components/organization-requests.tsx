import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { organizationsEndpoints, userOrganizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import type { OrganizationInvitationDto } from '../../../../shared/contracts/organization-members';
import { confirmAction } from '../../../components/confirm-action';
import { call } from '../../../lib/api-client';
import { refreshOrganizationPlaces } from '../../../lib/organization-access';
import { organizationRequestsQuery } from '../api';

/** After any answer or request, the person's requests and places are read again. */
export function useRequestsRefresh() {
  const queryClient = useQueryClient();
  return () => refreshOrganizationPlaces(queryClient);
}

/**
 * What waits between the person and organisations (decisions 0022 and 0028): the places
 * organisations offer them, which they join only by accepting here, and their own requests to
 * speak for one, which wait for its main contact person and can be withdrawn.
 */
export function OrganizationRequests() {
  const { t } = useTranslation('my-site');
  const refresh = useRequestsRefresh();
  const requests = useQuery(organizationRequestsQuery());
  const accept = useMutation({ mutationFn: (id: number) => call(userOrganizationsEndpoints.acceptInvitation, { id }), onSuccess: refresh });
  const decline = useMutation({
    mutationFn: (id: number) => call(userOrganizationsEndpoints.declineInvitation, { id }),
    onSuccess: refresh,
  });
  const withdraw = useMutation({ mutationFn: (id: number) => call(organizationsEndpoints.deleteInvitation, { id }), onSuccess: refresh });
  const shown = requests.data ?? [];
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
  const onWithdraw = (r: OrganizationInvitationDto) =>
    confirmAction({
      title: t('my-site:requests.withdrawTitle'),
      message: t('my-site:requests.withdrawMessage', { name: r.organizationName }),
      confirmLabel: t('my-site:requests.withdraw'),
      danger: true,
      onConfirm: () =>
        void withdraw
          .mutateAsync(r.id)
          .then(() => notifications.show({ color: 'green', message: t('my-site:requests.withdrawn', { name: r.organizationName }) }))
          .catch(() => undefined),
    });
  const busy = accept.isPending || decline.isPending || withdraw.isPending;

  return (
    <section aria-labelledby="my-site-requests">
      <Title order={2} size="h3" id="my-site-requests" mb="sm">
        {t('my-site:requests.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((r) => {
          const headingId = `my-site-request-${r.id}`;
          return (
            <li key={r.id}>
              <Card withBorder padding="md" radius="md" h="100%" bg="blue.0">
                <Title order={3} size="h4" id={headingId}>
                  {r.organizationName}
                </Title>
                <Text size="sm" mt={4}>
                  {r.askedByUser
                    ? t('my-site:requests.ownLead', { name: r.organizationName, role: roleOf(r) })
                    : t(`my-site:requests.${r.organizationRoleId === 1 ? 'pilotLead' : 'lead'}`, {
                        name: r.organizationName,
                        role: roleOf(r),
                      })}
                </Text>
                <Group mt="sm">
                  {r.askedByUser ? (
                    <Button
                      size="sm"
                      variant="outline"
                      color="red.9"
                      onClick={() => onWithdraw(r)}
                      disabled={busy}
                      aria-describedby={headingId}
                    >
                      {t('my-site:requests.withdraw')}
                    </Button>
                  ) : (
                    <>
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
                    </>
                  )}
                </Group>
              </Card>
            </li>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
