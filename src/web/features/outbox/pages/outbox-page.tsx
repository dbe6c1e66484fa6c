import { Group, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailSummary } from '../../../../shared/contracts/outbox';
import { EyeIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, RowAction } from '../../../components/paged-table';
import { SearchField } from '../../../components/search-field';
import { defaultPageSize } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../lib/use-session';
import { mailsQuery } from '../api';
import { MailStatusBadge } from '../components/mail-status-badge';
import { MailViewer } from '../components/mail-viewer';
import { templateName } from '../template-name';
import { useLanguage } from '../../../lib/use-language';

/**
 * `/admin/outbox`: every e-mail the portal sent or kept, newest first. On the host a column names
 * each mail's tenant, since the portal's own administrator sees every tenant's kept mail.
 */
export function OutboxPage() {
  const { t } = useTranslation(['outbox', 'common', 'routes']);
  const language = useLanguage();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const onHost = useSession().configuration?.session.tenantId === null;
  const mails = useQuery(mailsQuery({ keyword, skipCount: (page - 1) * defaultPageSize, maxResultCount: defaultPageSize }));
  return (
    <>
      <PageHeader title={t('routes:adminOutbox')} description={t('outbox:lead')} />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" mb="md">
          <SearchField
            label={t('outbox:search')}
            onSearch={(k) => {
              setKeyword(k);
              setPage(1);
            }}
          />
        </Group>
        <PagedTable
          query={mails}
          caption={t('outbox:caption')}
          emptyText={t('outbox:empty')}
          page={page}
          onPageChange={setPage}
          columns={[
            { header: t('outbox:fields.creationTime'), cell: (mail) => formatDateTime(mail.creationTime, language) },
            ...(onHost ? [{ header: t('outbox:fields.tenant'), cell: (mail: MailSummary) => mail.tenancyName ?? t('outbox:host') }] : []),
            { header: t('outbox:fields.toAddress'), key: true, cell: (mail) => mail.toAddress },
            // The mail's own language, which may not be the reader's (WCAG 3.1.2).
            { header: t('outbox:fields.subject'), cell: (mail) => <span lang={mail.language}>{mail.subject}</span> },
            { header: t('outbox:fields.template'), cell: (mail) => templateName(t, mail) },
            { header: t('outbox:fields.status'), cell: (mail) => <MailStatusBadge status={mail.status} /> },
            {
              header: t('common:actions.label'),
              hiddenHeader: true,
              cell: (mail) => (
                <RowAction
                  tooltip={t('outbox:open')}
                  // Named by its address, not its subject: an aria-label cannot say that the subject is in
                  // another language than the screen's (WCAG 3.1.2).
                  label={t('outbox:openMail', { address: mail.toAddress })}
                  icon={<EyeIcon />}
                  onClick={() => setViewing(mail.id)}
                />
              ),
            },
          ]}
        />
      </Paper>
      <MailViewer mailId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
