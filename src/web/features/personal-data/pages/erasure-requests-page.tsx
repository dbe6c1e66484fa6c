import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErasureStatus, erasureStatusIds, type ErasureRequestDto } from '../../../../shared/contracts/personal-data';
import { confirmAction } from '../../../components/confirm-action';
import { PageHeader } from '../../../components/page-header';
import { PagedTable } from '../../../components/paged-table';
import { SearchField } from '../../../components/search-field';
import { defaultPageSize } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/dates';
import { erasureRequestsQuery, useApproveErasure } from '../api';
import { ErasureStatusBadge } from '../components/erasure-status-badge';
import { RejectModal } from '../components/reject-modal';
import { useLanguage } from '../../../lib/use-language';

/** `/admin/erasure-requests`: requests for erasure, pending first; approving or rejecting one, each confirmed. */
export function ErasureRequestsPage() {
  const { t } = useTranslation(['personal-data', 'common', 'routes']);
  const language = useLanguage();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<number | null>(ErasureStatus.Pending);
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<ErasureRequestDto | null>(null);
  const requests = useQuery(
    erasureRequestsQuery({ keyword, status, skipCount: (page - 1) * defaultPageSize, maxResultCount: defaultPageSize }),
  );
  const approve = useApproveErasure();
  const nameOf = (r: ErasureRequestDto) => r.fullName || r.userName;

  const askApprove = (r: ErasureRequestDto) =>
    confirmAction({
      title: t('personal-data:admin.confirmApproveTitle'),
      message: t('personal-data:admin.confirmApprove', { name: nameOf(r) }),
      details: [t('personal-data:admin.confirmApproveDetails')],
      confirmLabel: t('personal-data:admin.approve'),
      danger: true,
      onConfirm: () =>
        approve.mutate(r.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('personal-data:admin.approved', { name: nameOf(r) }) }),
        }),
    });

  return (
    <>
      <PageHeader title={t('routes:adminErasureRequests')} description={t('personal-data:admin.lead')} />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" mb="md">
          <SearchField
            onSearch={(k) => {
              setKeyword(k);
              setPage(1);
            }}
          />
          <NativeSelect
            label={t('personal-data:admin.filter')}
            value={status === null ? '' : String(status)}
            onChange={(e) => {
              setStatus(e.currentTarget.value === '' ? null : Number(e.currentTarget.value));
              setPage(1);
            }}
            data={[
              { value: '', label: t('personal-data:admin.all') },
              ...erasureStatusIds.map((s) => ({ value: String(s), label: t(`personal-data:status.${s}`) })),
            ]}
          />
        </Group>
        <PagedTable
          query={requests}
          caption={t('personal-data:admin.caption')}
          emptyText={t('personal-data:admin.none')}
          page={page}
          onPageChange={setPage}
          columns={[
            {
              header: t('personal-data:admin.person'),
              key: true,
              cell: (r) => (
                <Stack gap={0}>
                  <Text size="sm">{nameOf(r)}</Text>
                  <Text size="xs" c="dimmed">
                    {r.emailAddress}
                  </Text>
                </Stack>
              ),
            },
            { header: t('personal-data:admin.requestedAt'), cell: (r) => formatDateTime(r.requestTime, language) },
            { header: t('personal-data:admin.reason'), cell: (r) => r.reason ?? '—' },
            { header: t('personal-data:admin.status'), cell: (r) => <ErasureStatusBadge status={r.status} /> },
            {
              header: t('personal-data:admin.decision'),
              cell: (r) =>
                r.decisionTime ? [formatDateTime(r.decisionTime, language), r.decisionReason].filter(Boolean).join(' — ') : '—',
            },
            {
              header: t('personal-data:admin.actions'),
              cell: (r) =>
                r.status === ErasureStatus.Pending ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      color="red.8"
                      aria-label={t('personal-data:admin.approveFor', { name: nameOf(r) })}
                      onClick={() => askApprove(r)}
                    >
                      {t('personal-data:admin.approve')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('personal-data:admin.rejectFor', { name: nameOf(r) })}
                      onClick={() => setRejecting(r)}
                    >
                      {t('personal-data:admin.reject')}
                    </Button>
                  </Group>
                ) : null,
            },
          ]}
        />
      </Paper>
      <RejectModal request={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
