import { Anchor, Button, Group, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedTable } from '../../../components/paged-table';
import { defaultPageSize } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { isRouteGranted, routeById, routePath } from '../../../lib/routes';
import { useLanguage } from '../../../lib/use-language';
import { useSession } from '../../../lib/use-session';
import { mailingsQuery } from '../api';
import { DraftsTable } from '../components/drafts-table';
import { processedOf } from '../components/mailing-progress';
import { MailingStatusBadge } from '../components/mailing-status-badge';
import { TargetName } from '../components/target-name';

/** `/admin/mailings`: the unsent drafts, then every bulk e-mail of the tenant, newest first, with how far each has come. */
export function MailingsPage() {
  const { t } = useTranslation(['bulk-mail', 'routes', 'notifications-web']);
  const session = useSession();
  // The notices beside the bulk e-mail, for those who may open them.
  const mayNotice = isRouteGranted(routeById('adminNotices'), session.granted);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const mailings = useQuery(mailingsQuery({ skipCount: (page - 1) * defaultPageSize, maxResultCount: defaultPageSize }));
  return (
    <>
      <PageHeader
        title={t('routes:adminMailings')}
        description={t('bulk-mail:lead')}
        actions={
          <Group gap="sm">
            {mayNotice ? (
              <Button variant="default" component={Link} to={routePath('adminNotices')}>
                {t('notifications-web:send.open')}
              </Button>
            ) : null}
            <Button component={Link} to={routePath('adminMailingToAllUsers')}>
              {t('bulk-mail:toAllUsers')}
            </Button>
          </Group>
        }
      />
      <DraftsTable />
      <Paper withBorder p="md" radius="md">
        <PagedTable
          query={mailings}
          caption={t('bulk-mail:caption')}
          emptyText={t('bulk-mail:empty')}
          page={page}
          onPageChange={setPage}
          columns={[
            { header: t('bulk-mail:fields.creationTime'), cell: (m) => formatDateTime(m.creationTime, language) },
            {
              header: t('bulk-mail:fields.subject'),
              key: true,
              cell: (m) => (
                <Anchor component={Link} to={routePath('adminMailing', { id: m.id })}>
                  {m.subject}
                </Anchor>
              ),
            },
            { header: t('bulk-mail:fields.target'), cell: (m) => <TargetName target={m.target} name={m.targetName} /> },
            {
              header: t('bulk-mail:fields.progress'),
              cell: (m) =>
                t('bulk-mail:list.progress', {
                  processed: formatNumber(processedOf(m), language),
                  total: formatNumber(m.recipientCount, language),
                  failed: formatNumber(m.failedCount, language),
                }),
            },
            { header: t('bulk-mail:fields.status'), cell: (m) => <MailingStatusBadge mailing={m} /> },
          ]}
        />
      </Paper>
    </>
  );
}
