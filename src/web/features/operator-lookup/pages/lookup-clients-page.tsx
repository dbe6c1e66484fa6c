import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OperatorLookupClientDto } from '../../../../shared/contracts/operator-lookup';
import { confirmAction } from '../../../components/confirm-action';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { lookupClientsQuery, useRevokeLookupClient } from '../api';
import { NewClientForm, scopeKey } from '../components/new-client-form';

/**
 * `/admin/operator-lookup-clients` (the host's administrators): the authorities' systems that look
 * operator numbers up, a new one with its secret shown once, and revoking one (decision 0043).
 */
export function LookupClientsPage() {
  const { t } = useTranslation(['operator-lookup', 'routes']);
  const language = useLanguage();
  const clients = useQuery(lookupClientsQuery());
  const revoke = useRevokeLookupClient();

  const askRevoke = (client: OperatorLookupClientDto) =>
    confirmAction({
      title: t('operator-lookup:clients.revokeTitle', { name: client.name }),
      message: t('operator-lookup:clients.revokeMeaning'),
      confirmLabel: t('operator-lookup:clients.revoke'),
      danger: true,
      onConfirm: () => revoke.mutate(client.id),
    });

  const columns: Column<OperatorLookupClientDto>[] = [
    { header: t('operator-lookup:clients.name'), key: true, cellId: (c) => `lookup-client-${c.id}`, cell: (c) => c.name },
    {
      header: t('operator-lookup:clients.clientId'),
      cell: (c) => (
        <Text span ff="monospace" size="sm">
          {c.clientId}
        </Text>
      ),
    },
    { header: t('operator-lookup:clients.scopes'), cell: (c) => c.scopes.map((scope) => t(scopeKey(scope))).join(', ') },
    { header: t('operator-lookup:clients.requestsPerMinute'), cell: (c) => formatNumber(c.requestsPerMinute, language) },
    { header: t('operator-lookup:clients.createdAt'), cell: (c) => formatDateTime(c.creationTime, language) },
    {
      header: t('operator-lookup:clients.lastUsed'),
      cell: (c) => (c.lastUsedTime ? formatDateTime(c.lastUsedTime, language) : t('operator-lookup:clients.never')),
    },
    {
      header: t('operator-lookup:clients.state'),
      cell: (c) =>
        c.revokedTime ? (
          <Badge color="gray" variant="light">
            {t('operator-lookup:clients.revokedAt', { time: formatDateTime(c.revokedTime, language) })}
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            {t('operator-lookup:clients.active')}
          </Badge>
        ),
    },
    {
      header: t('operator-lookup:clients.actions'),
      hiddenHeader: true,
      cell: (c) =>
        c.revokedTime ? null : (
          <Button size="xs" color="red" variant="light" aria-describedby={`lookup-client-${c.id}`} onClick={() => askRevoke(c)}>
            {t('operator-lookup:clients.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('routes:adminOperatorLookupClients')} description={t('operator-lookup:clients.lead')} />
      <Stack gap="xl">
        <NewClientForm />
        <section aria-labelledby="lookup-clients-title">
          <Title order={2} size="h4" mb="xs" id="lookup-clients-title">
            {t('operator-lookup:clients.listTitle')}
          </Title>
          <Paper withBorder p="md" radius="md">
            {clients.isPending ? <LoadingState /> : null}
            {clients.isError ? <ErrorState error={clients.error} onRetry={() => void clients.refetch()} /> : null}
            {clients.data ? (
              <DataTable
                rows={clients.data.items}
                columns={columns}
                caption={t('operator-lookup:clients.caption')}
                rowKey={(c) => c.id}
                emptyText={t('operator-lookup:clients.none')}
                busy={clients.isFetching}
                minWidth={900}
              />
            ) : null}
          </Paper>
        </section>
      </Stack>
    </>
  );
}
