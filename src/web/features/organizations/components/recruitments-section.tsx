import { Button, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
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
import { ScrollTable } from '../../../components/scroll-table';

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
        <ScrollTable minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Caption>
              <VisuallyHidden>{title}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('organizations:common.fields.fullName')}</Table.Th>
                <Table.Th scope="col">{t('organizations:mySite.asked.askedAt')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('organizations:mySite.asked.answer')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recruitments.data.map((r) => {
                const nameId = `organization-asked-${r.id}`;
                return (
                  <Table.Tr key={r.id}>
                    <Table.Th scope="row" id={nameId}>
                      <Text fw={600} size="sm">
                        {r.fullName}
                      </Text>
                      <Text size="sm">{r.emailAddress}</Text>
                    </Table.Th>
                    <Table.Td>{formatDateTime(r.creationTime, language)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" onClick={() => onAccept(r)} disabled={busy} aria-describedby={nameId}>
                          {t('organizations:mySite.asked.accept')}
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          color="red.9"
                          onClick={() => onReject(r)}
                          disabled={busy}
                          aria-describedby={nameId}
                        >
                          {t('organizations:mySite.asked.reject')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}
