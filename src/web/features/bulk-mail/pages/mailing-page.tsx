import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { MailingDetail } from '../../../../shared/contracts/bulk-mail';
import { useBreadcrumbTitle } from '../../../components/breadcrumbs';
import { FactList } from '../../../components/fact-list';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { routePath } from '../../../lib/routes';
import { useLanguage } from '../../../lib/use-language';
import { mailingQuery } from '../api';
import { FailedRecipients } from '../components/failed-recipients';
import { MailingProgress } from '../components/mailing-progress';
import { MailingStatusBadge } from '../components/mailing-status-badge';
import { TargetName } from '../components/target-name';

/** `/admin/mailings/:id`: one send's progress, asked again every two seconds while it runs, its failed addresses and their retry. */
export function MailingPage() {
  const { t } = useTranslation(['bulk-mail', 'routes']);
  const id = Number(useParams().id);
  const known = Number.isInteger(id) && id > 0;
  const mailing = useQuery({ ...mailingQuery(id), enabled: known });
  useBreadcrumbTitle(mailing.data?.subject ?? null);
  if (!known)
    return (
      <Alert color="red" role="alert" title={t('bulk-mail:notFound')}>
        <Anchor component={Link} to={routePath('adminMailings')}>
          {t('bulk-mail:backToList')}
        </Anchor>
      </Alert>
    );
  if (mailing.isPending) return <LoadingState />;
  if (mailing.isError) return <ErrorState error={mailing.error} onRetry={() => void mailing.refetch()} />;
  return <Mailing mailing={mailing.data} />;
}

function Mailing({ mailing }: { mailing: MailingDetail }) {
  const { t } = useTranslation(['bulk-mail', 'routes']);
  const language = useLanguage();
  return (
    <>
      <PageHeader title={mailing.subject} description={t('bulk-mail:detail.lead')} actions={<MailingStatusBadge mailing={mailing} />} />
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="mailing-progress-title">
          <Title order={2} size="h3" id="mailing-progress-title" mb="sm">
            {t('bulk-mail:progress.title')}
          </Title>
          <MailingProgress mailing={mailing} />
        </Paper>
        <FailedRecipients mailing={mailing} />
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="mailing-message-title">
          <Title order={2} size="h3" id="mailing-message-title" mb="sm">
            {t('bulk-mail:detail.message')}
          </Title>
          <FactList
            facts={[
              [t('bulk-mail:fields.target'), <TargetName key="target" target={mailing.target} name={mailing.targetName} />],
              [t('bulk-mail:fields.creationTime'), formatDateTime(mailing.creationTime, language)],
              [t('bulk-mail:fields.creator'), mailing.creatorName ?? '—'],
              [t('bulk-mail:fields.finishedTime'), mailing.finishedTime ? formatDateTime(mailing.finishedTime, language) : '—'],
              [t('bulk-mail:fields.subjectIcelandic'), <Written key="sis" text={mailing.subject} lang="is" />],
              [t('bulk-mail:fields.contentIcelandic'), <Written key="is" text={mailing.contentIcelandic} lang="is" />],
              [t('bulk-mail:fields.subjectEnglish'), <Written key="sen" text={mailing.subjectEnglish} lang="en" subject />],
              [t('bulk-mail:fields.content'), <Written key="en" text={mailing.content} lang="en" />],
            ]}
          />
        </Paper>
      </Stack>
    </>
  );
}

function Written({ text, lang, subject }: { text: string; lang: 'is' | 'en'; subject?: boolean }) {
  const { t } = useTranslation('bulk-mail');
  if (!text.trim()) return <>{t(subject ? 'bulk-mail:compose.emptySubjectEnglish' : `bulk-mail:compose.emptyLanguage.${lang}`)}</>;
  return (
    <Text component="span" lang={lang} fw={400} style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );
}
