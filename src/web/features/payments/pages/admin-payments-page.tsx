import { Alert, Button, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { defaultPageSize } from '../../../components/table-pager';
import { adminPaymentsQuery, emptyFilter, exportPaymentsCsv, type AdminPaymentFilter } from '../admin-api';
import { AccountingExportsSection } from '../components/accounting-exports-section';
import { AdminPaymentFilters } from '../components/admin-payment-filters';
import { AdminPaymentsTable } from '../components/admin-payments-table';
import { useProblem, refusalOf } from '../../../lib/use-problem';

/**
 * `/admin/organization-payments`: the payments register, searched, filtered, totalled and paged; its
 * CSV export with the same filter; and the daily files to the accounting system.
 */
export function AdminPaymentsPage() {
  const { t } = useTranslation(['payments', 'errors', 'routes']);
  const [filter, setFilter] = useState<AdminPaymentFilter>(emptyFilter);
  const [page, setPage] = useState(1);
  const payments = useQuery(adminPaymentsQuery(filter, (page - 1) * defaultPageSize, defaultPageSize));
  const [exporting, setExporting] = useState(false);
  // A failed export is said plainly, never swallowed: the file would otherwise silently not arrive.
  const [exportProblem, setExportProblem] = useProblem();

  const exportCsv = async () => {
    setExporting(true);
    setExportProblem(null);
    try {
      await exportPaymentsCsv(filter);
    } catch (error) {
      setExportProblem(refusalOf(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('routes:adminOrganizationPayments')}
        description={t('payments:admin.lead')}
        actions={
          <Button variant="default" onClick={() => void exportCsv()} loading={exporting}>
            {t('payments:admin.exportCsv')}
          </Button>
        }
      />
      <Stack gap="lg">
        {exportProblem ? (
          <Alert
            color="red"
            role="alert"
            title={t('payments:admin.exportFailed')}
            withCloseButton
            closeButtonLabel={t('payments:admin.dismiss')}
            onClose={() => setExportProblem(null)}
          >
            {exportProblem}
          </Alert>
        ) : null}
        <Paper withBorder p="md" radius="md">
          <AdminPaymentFilters
            filter={filter}
            onChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
          <AdminPaymentsTable query={payments} page={page} onPageChange={setPage} />
        </Paper>
        <AccountingExportsSection />
      </Stack>
    </>
  );
}
