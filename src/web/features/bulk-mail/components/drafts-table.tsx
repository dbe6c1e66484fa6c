import { Anchor, Button, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MailingDraft } from '../../../../shared/contracts/bulk-mail';
import { confirmAction } from '../../../components/confirm-action';
import { PagedTable } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/dates';
import { routePath } from '../../../lib/routes';
import { useLanguage } from '../../../lib/use-language';
import { draftsQuery, useDeleteDraft } from '../api';
import { TargetName } from './target-name';

const pageSize = 5;

/** The compose screen a draft is written on, with the draft to open; none for a draft whose user or organisation is not chosen. */
function composePathOf(draft: MailingDraft): string | null {
  const query = `?draft=${draft.id}`;
  if (draft.target === 'allUsers') return routePath('adminMailingToAllUsers') + query;
  if (draft.target === 'user') return draft.userId ? routePath('adminMailingToUser', { userId: draft.userId }) + query : null;
  return draft.orgId ? routePath('adminMailingToOrganization', { orgId: draft.orgId }) + query : null;
}

/** The unsent drafts, to go on writing one or delete it; shown only when there are any. */
export function DraftsTable() {
  const { t } = useTranslation('bulk-mail');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const drafts = useQuery(draftsQuery({ skipCount: (page - 1) * pageSize, maxResultCount: pageSize }));
  const remove = useDeleteDraft();
  if (drafts.isSuccess && drafts.data.totalCount === 0) return null;
  const subjectOf = (draft: MailingDraft) => draft.subject.trim() || t('bulk-mail:drafts.noSubject');
  const confirmDelete = (draft: MailingDraft) =>
    confirmAction({
      title: t('bulk-mail:drafts.deleteTitle'),
      message: t('bulk-mail:drafts.deleteMessage', { subject: subjectOf(draft) }),
      confirmLabel: t('bulk-mail:drafts.delete'),
      danger: true,
      onConfirm: () =>
        remove.mutate(draft.id, { onSuccess: () => notifications.show({ color: 'green', message: t('bulk-mail:drafts.deleted') }) }),
    });
  return (
    <Paper withBorder p="md" radius="md" mb="lg" component="section" aria-labelledby="mailing-drafts">
      <Title order={2} size="h3" id="mailing-drafts" mb="sm">
        {t('bulk-mail:drafts.title')}
      </Title>
      <PagedTable
        query={drafts}
        caption={t('bulk-mail:drafts.caption')}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        columns={[
          { header: t('bulk-mail:drafts.lastSaved'), cell: (d) => formatDateTime(d.lastModificationTime, language) },
          {
            header: t('bulk-mail:fields.subject'),
            key: true,
            cell: (d) => {
              const path = composePathOf(d);
              return path ? (
                <Anchor component={Link} to={path} aria-label={t('bulk-mail:drafts.open', { subject: subjectOf(d) })}>
                  {subjectOf(d)}
                </Anchor>
              ) : (
                <Text span>{subjectOf(d)}</Text>
              );
            },
          },
          { header: t('bulk-mail:fields.target'), cell: (d) => <TargetName target={d.target} name={d.targetName} /> },
          {
            header: t('bulk-mail:drafts.delete'),
            cell: (d) => (
              <Button
                size="xs"
                variant="default"
                color="red"
                aria-label={t('bulk-mail:drafts.deleteLabel', { subject: subjectOf(d) })}
                onClick={() => confirmDelete(d)}
              >
                {t('bulk-mail:drafts.delete')}
              </Button>
            ),
          },
        ]}
      />
    </Paper>
  );
}
