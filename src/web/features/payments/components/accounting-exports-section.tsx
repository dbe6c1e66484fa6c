import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-fields';
import { FormProblem } from '../../../components/form-problem';
import { PagedTable } from '../../../components/paged-table';
import { defaultPageSize } from '../../../components/table-pager';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { businessMessageOf } from '../../../lib/errors';
import { formatIsk, formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { accountingExportsQuery, useExportToAccounting } from '../admin-api';
import { Form } from '../../../components/form';

/** Each day's file to the accounting system, how it went, and a day sent again by hand. */
export function AccountingExportsSection() {
  const { t } = useTranslation(['payments', 'errors']);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [day, setDay] = useState('');
  const exports = useQuery(accountingExportsQuery((page - 1) * defaultPageSize, defaultPageSize));
  const resend = useExportToAccounting();

  const submit = () => {
    resend.mutate(day || undefined);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="accounting-exports">
      <Stack gap="md">
        <Title order={2} size="h3" id="accounting-exports">
          {t('payments:admin.accounting.title')}
        </Title>
        <Text size="sm">{t('payments:admin.accounting.lead')}</Text>
        <PagedTable
          query={exports}
          caption={t('payments:admin.accounting.caption')}
          emptyText={t('payments:admin.accounting.empty')}
          minWidth={1000}
          page={page}
          onPageChange={setPage}
          rowKey={(e) => e.day}
          columns={[
            { header: t('payments:admin.accounting.columns.day'), key: true, cell: (e) => formatDate(e.day, language) },
            { header: t('payments:admin.accounting.columns.status'), cell: (e) => t(`payments:admin.accounting.status.${e.status}`) },
            { header: t('payments:admin.accounting.columns.attempts'), cell: (e) => formatNumber(e.attempts, language) },
            { header: t('payments:admin.accounting.columns.file'), cell: (e) => e.fileName ?? '—' },
            { header: t('payments:admin.accounting.columns.count'), cell: (e) => formatNumber(e.paymentCount, language) },
            { header: t('payments:admin.accounting.columns.total'), cell: (e) => formatIsk(e.totalAmount, language) },
            { header: t('payments:admin.accounting.columns.sentAt'), cell: (e) => formatDateTime(e.sentAt, language) || '—' },
            { header: t('payments:admin.accounting.columns.lastError'), cell: (e) => e.lastError ?? '—' },
          ]}
        />
        <Form onSubmit={submit} aria-labelledby="accounting-resend">
          <Stack gap="sm">
            <Title order={3} size="h4" id="accounting-resend">
              {t('payments:admin.accounting.resend.title')}
            </Title>
            <Group align="flex-end" wrap="wrap">
              <DateField
                label={t('payments:admin.accounting.resend.day')}
                description={t('payments:admin.accounting.resend.dayHint')}
                value={day}
                onChange={setDay}
                maw={220}
              />
              <Button type="submit" loading={resend.isPending}>
                {t('payments:admin.accounting.resend.submit')}
              </Button>
            </Group>
            {resend.isSuccess ? (
              <Alert color="green" role="status">
                {t('payments:admin.accounting.resend.done', {
                  day: formatDate(resend.data.day, language),
                  status: t(`payments:admin.accounting.status.${resend.data.status}`),
                })}
              </Alert>
            ) : null}
            <FormProblem
              title={t('payments:admin.accounting.resend.failed')}
              message={resend.isError ? (businessMessageOf(resend.error) ?? t('errors:unknown')) : null}
            />
          </Stack>
        </Form>
      </Stack>
    </Paper>
  );
}
