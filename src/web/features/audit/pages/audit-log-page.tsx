import { Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { defaultPageSize } from '../../../components/table-pager';
import { auditLogsQuery, emptyAuditFilter, type AuditFilter } from '../api';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** `/admin/audit-log`: who changed what, when and from where; searched by user, record, call and period. */
export function AuditLogPage() {
  const { t } = useTranslation(['audit', 'routes']);
  const [filter, setFilter] = useState<AuditFilter>(emptyAuditFilter);
  const [page, setPage] = useState(1);
  const logs = useQuery(auditLogsQuery(filter, (page - 1) * defaultPageSize, defaultPageSize));
  return (
    <>
      <PageHeader title={t('routes:adminAuditLog')} description={t('audit:lead')} />
      <Paper withBorder p="md" radius="md">
        <AuditFilters
          filter={filter}
          onChange={(changes) => {
            // Every change starts again from the first page.
            setFilter((current) => ({ ...current, ...changes }));
            setPage(1);
          }}
        />
        <AuditTable query={logs} page={page} onPageChange={setPage} />
      </Paper>
    </>
  );
}
