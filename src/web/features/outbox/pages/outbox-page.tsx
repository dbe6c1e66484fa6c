import { ActionIcon, Group, Paper, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../shared/enums';
import { EyeIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { TablePager, defaultPageSize } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/dates';
import { mailsQuery } from '../api';
import { MailStatusBadge } from '../components/mail-status-badge';
import { MailViewer } from '../components/mail-viewer';

/** `/admin/outbox`: every e-mail the portal sent or kept, newest first, each viewable as sent. */
export function OutboxPage() {
  const { t, i18n } = useTranslation(['outbox', 'common', 'routes']);
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'is';
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
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
        {mails.isPending ? (
          <LoadingState />
        ) : mails.isError ? (
          <ErrorState error={mails.error} onRetry={() => void mails.refetch()} />
        ) : (
          <>
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-busy={mails.isFetching}>
                <Table.Caption>
                  <VisuallyHidden>{t('outbox:caption')}</VisuallyHidden>
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('outbox:fields.creationTime')}</Table.Th>
                    <Table.Th scope="col">{t('outbox:fields.toAddress')}</Table.Th>
                    <Table.Th scope="col">{t('outbox:fields.subject')}</Table.Th>
                    <Table.Th scope="col">{t('outbox:fields.template')}</Table.Th>
                    <Table.Th scope="col">{t('outbox:fields.status')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('common:actions.label')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {mails.data.items.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={6}>
                        <Text ta="center" py="md">
                          {t('outbox:empty')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    mails.data.items.map((mail) => (
                      <Table.Tr key={mail.id}>
                        <Table.Td>{formatDateTime(mail.creationTime, language)}</Table.Td>
                        <Table.Td>{mail.toAddress}</Table.Td>
                        <Table.Td>{mail.subject}</Table.Td>
                        <Table.Td>
                          {mail.template} ({mail.language})
                        </Table.Td>
                        <Table.Td>
                          <MailStatusBadge status={mail.status} />
                        </Table.Td>
                        <Table.Td>
                          <Tooltip label={t('outbox:open')}>
                            <ActionIcon variant="subtle" aria-label={t('outbox:openMail', { subject: mail.subject })} onClick={() => setViewing(mail.id)}>
                              <EyeIcon />
                            </ActionIcon>
                          </Tooltip>
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <TablePager page={page} total={mails.data.totalCount} onChange={setPage} />
          </>
        )}
      </Paper>
      <MailViewer mailId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
