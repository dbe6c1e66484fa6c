import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import type { OrganizationInvitationDto } from '../../../../shared/contracts/organization-members';
import { OrganizationRole } from '../../../../shared/enums';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { invitationsQuery, useOrganizationChange } from '../api';
import { DataTable, type Column } from '../../../components/data-table';

/**
 * The organisation's requests that wait for an answer (decision 0022), for pilots or for contact
 * persons: each as the name was typed, since the organisation learns who a person is only when
 * they accept. A contact person withdraws a request here.
 */
export function RequestsSection({
  organizationId,
  of,
  canAnswer = false,
}: {
  organizationId: number;
  of: 'pilots' | 'contacts';
  /** A main contact person answers people's own requests to speak for the organisation (decision 0028). */
  canAnswer?: boolean;
}) {
  const { t } = useTranslation('organizations');
  const language = useLanguage();
  const requests = useQuery(invitationsQuery(organizationId));
  const withdraw = useOrganizationChange(organizationsEndpoints.deleteInvitation);
  const acceptAsk = useOrganizationChange(organizationsEndpoints.acceptJoinRequest);
  const declineAsk = useOrganizationChange(organizationsEndpoints.declineJoinRequest);
  const onAcceptAsk = (request: OrganizationInvitationDto) =>
    void acceptAsk
      .mutateAsync({ id: request.id })
      .then(() =>
        notifications.show({ color: 'green', message: t('organizations:mySite.recruitments.askAccepted', { name: request.invitedAs }) }),
      )
      .catch(() => undefined);
  const onDeclineAsk = (request: OrganizationInvitationDto) =>
    confirmAction({
      title: t('organizations:mySite.recruitments.askDeclineTitle'),
      message: t('organizations:mySite.recruitments.askDeclineMessage', { name: request.invitedAs }),
      confirmLabel: t('organizations:mySite.recruitments.askDecline'),
      danger: true,
      onConfirm: () =>
        void declineAsk
          .mutateAsync({ id: request.id })
          .then(() =>
            notifications.show({
              color: 'green',
              message: t('organizations:mySite.recruitments.askDeclined', { name: request.invitedAs }),
            }),
          )
          .catch(() => undefined),
    });
  const isPilot = (r: OrganizationInvitationDto) => r.organizationRoleId === OrganizationRole.Pilot;
  const shown = (requests.data ?? []).filter((r) => (of === 'pilots' ? isPilot(r) : !isPilot(r)));
  const headingId = `organization-requests-${of}`;
  const onWithdraw = (request: OrganizationInvitationDto) =>
    confirmAction({
      title: t('organizations:mySite.recruitments.withdrawTitle'),
      message: t('organizations:mySite.recruitments.withdrawMessage', { name: request.invitedAs }),
      confirmLabel: t('organizations:mySite.recruitments.withdraw'),
      danger: true,
      onConfirm: () =>
        void withdraw
          .mutateAsync({ id: request.id })
          .then(() =>
            notifications.show({ color: 'green', message: t('organizations:mySite.recruitments.withdrawn', { name: request.invitedAs }) }),
          )
          .catch(() => undefined),
    });
  const title = t(of === 'pilots' ? 'organizations:mySite.recruitments.title' : 'organizations:mySite.recruitments.contactTitle');
  const columns: Column<OrganizationInvitationDto>[] = [
    { header: t('organizations:mySite.recruitments.invitedAs'), key: true, cell: (request) => request.invitedAs },
    ...(of === 'contacts'
      ? [
          {
            header: t('organizations:mySite.recruitments.role'),
            cell: (request: OrganizationInvitationDto) => t(`organizations:common.roles.${request.organizationRoleId}`),
          },
        ]
      : []),
    { header: t('organizations:mySite.recruitments.sent'), cell: (request) => formatDateTime(request.creationTime, language) },
    {
      header: t('organizations:mySite.recruitments.withdraw'),
      hiddenHeader: true,
      cell: (request) =>
        request.askedByUser ? (
          canAnswer ? (
            <Group
              gap="xs"
              wrap="wrap"
              role="group"
              aria-label={t('organizations:mySite.recruitments.askAnswerItem', { name: request.invitedAs })}
            >
              <Button size="xs" onClick={() => onAcceptAsk(request)} disabled={acceptAsk.isPending || declineAsk.isPending}>
                {t('organizations:mySite.recruitments.askAccept')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                onClick={() => onDeclineAsk(request)}
                disabled={acceptAsk.isPending || declineAsk.isPending}
              >
                {t('organizations:mySite.recruitments.askDecline')}
              </Button>
            </Group>
          ) : (
            <Text size="sm">{t('organizations:mySite.recruitments.askAsked')}</Text>
          )
        ) : (
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            aria-label={t('organizations:mySite.recruitments.withdrawItem', { name: request.invitedAs })}
            onClick={() => onWithdraw(request)}
          >
            {t('organizations:mySite.recruitments.withdraw')}
          </Button>
        ),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        {title}
      </Title>
      <Text size="sm" mb="sm">
        {t('organizations:mySite.recruitments.lead')}
      </Text>
      {requests.isPending ? (
        <LoadingState />
      ) : requests.isError ? (
        <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />
      ) : shown.length === 0 ? (
        <Text>{t('organizations:mySite.recruitments.none')}</Text>
      ) : (
        <DataTable rows={shown} columns={columns} caption={title} rowKey={(request) => request.id} minWidth={480} />
      )}
    </Paper>
  );
}
