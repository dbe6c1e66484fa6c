import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RecruitmentDto } from '../../../../shared/contracts/organization-members';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { recruitmentsQuery, useOrganizationChange } from '../api';
import { DataTable, type Column } from '../../../components/data-table';

/**
 * Section 4's recruitments: the pilots who asked to fly for the organisation, each waiting for a
 * contact person to accept (they then see the pilot's certificates) or decline (decision 0028).
 */
export function RecruitmentsSection({ organizationId, organizationName }: { organizationId: number; organizationName: string }) {
  const { t } = useTranslation('organizations');
  const language = useLanguage();
  const recruitments = useQuery(recruitmentsQuery(organizationId));
  const accept = useOrganizationChange(organizationsEndpoints.updateAcceptPilotRecruitment);
  const reject = useOrganizationChange(organizationsEndpoints.updateRejectPilotRecruitment);
  const busy = accept.isPending || reject.isPending;
  const onAccept = (r: RecruitmentDto) =>
    void accept
      .mutateAsync({ id: r.id })
      .then(() => notifications.show({ color: 'green', message: t('organizations:mySite.asked.accepted', { name: r.fullName }) }))
      .catch(() => undefined);
  const onReject = (r: RecruitmentDto) =>
    confirmAction({
      title: t('organizations:mySite.asked.rejectTitle'),
      message: t('organizations:mySite.asked.rejectMessage', { name: r.fullName, organization: organizationName }),
      confirmLabel: t('organizations:mySite.asked.reject'),
      danger: true,
      onConfirm: () =>
        void reject
          .mutateAsync({ id: r.id })
          .then(() => notifications.show({ color: 'green', message: t('organizations:mySite.asked.rejected', { name: r.fullName }) }))
          .catch(() => undefined),
    });
  const title = t('organizations:mySite.asked.title');
  const nameId = (r: RecruitmentDto) => `organization-asked-${r.id}`;
  const columns: Column<RecruitmentDto>[] = [
    {
      header: t('organizations:common.fields.fullName'),
      key: true,
      cellId: nameId,
      cell: (r) => (
        <>
          <Text fw={600} size="sm">
            {r.fullName}
          </Text>
          <Text size="sm">{r.emailAddress}</Text>
        </>
      ),
    },
    { header: t('organizations:mySite.asked.askedAt'), cell: (r) => formatDateTime(r.creationTime, language) },
    {
      header: t('organizations:mySite.asked.answer'),
      hiddenHeader: true,
      cell: (r) => (
        <Group gap="xs" wrap="wrap">
          <Button size="xs" onClick={() => onAccept(r)} disabled={busy} aria-describedby={nameId(r)}>
            {t('organizations:mySite.asked.accept')}
          </Button>
          <Button size="xs" variant="outline" color="red.9" onClick={() => onReject(r)} disabled={busy} aria-describedby={nameId(r)}>
            {t('organizations:mySite.asked.reject')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="organization-asked">
      <Title order={2} size="h3" id="organization-asked" mb="xs">
        {title}
      </Title>
      {recruitments.isPending ? (
        <LoadingState />
      ) : recruitments.isError ? (
        <ErrorState error={recruitments.error} onRetry={() => void recruitments.refetch()} />
      ) : recruitments.data.length === 0 ? (
        <Text>{t('organizations:mySite.asked.none')}</Text>
      ) : (
        <DataTable rows={recruitments.data} columns={columns} caption={title} rowKey={(r) => r.id} minWidth={480} />
      )}
    </Paper>
  );
}
