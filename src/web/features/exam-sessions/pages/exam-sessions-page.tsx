import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamSessionDto } from '../../../../shared/contracts/exam-sessions';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { activeSessionsQuery, examSettingsQuery, settingValue } from '../api';
import { ActiveSessionCard } from '../components/active-session-card';
import { PreviousSessionsTable } from '../components/previous-sessions-table';
import { SessionDetailPanel } from '../components/session-detail-panel';
import { SessionFormModal } from '../components/session-form-modal';

/** The default length, when the supervisor may read the exam settings; otherwise the server applies it. */
function useDefaultSessionLength(): number | undefined {
  const settings = useQuery({ ...examSettingsQuery(), meta: { silent: true }, retry: false });
  const value = Number(settingValue(settings.data, 'DefaultSessionLengthForA2'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** `/admin/exam/sessions`: open A2 exam sessions, show their code and PIN to the room, watch the candidates. */
export function ExamSessionsPage() {
  const { t } = useTranslation(['exam-sessions', 'routes']);
  const active = useQuery(activeSessionsQuery());
  const defaultLength = useDefaultSessionLength();
  const [form, setForm] = useState<{ session: ExamSessionDto | null } | null>(null);
  const [watched, setWatched] = useState<number | null>(null);

  return (
    <>
      <PageHeader
        title={t('routes:adminExamSessions')}
        description={t('exam-sessions:sessions.lead')}
        actions={<Button onClick={() => setForm({ session: null })}>{t('exam-sessions:sessions.open')}</Button>}
      />
      <Stack gap="xl">
        <section aria-labelledby="active-sessions">
          <Title order={2} size="h3" id="active-sessions" mb="sm">
            {t('exam-sessions:sessions.active')}
          </Title>
          {active.isPending ? (
            <LoadingState />
          ) : active.isError ? (
            <ErrorState error={active.error} onRetry={() => void active.refetch()} />
          ) : active.data.length === 0 ? (
            <Paper withBorder p="md" radius="md">
              <Text>{t('exam-sessions:sessions.noActive')}</Text>
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 1, xl: active.data.length > 1 ? 2 : 1 }} spacing="md">
              {active.data.map((session) => (
                <ActiveSessionCard
                  key={session.id}
                  session={session}
                  watching={watched === session.id}
                  onWatch={() => setWatched(session.id)}
                  onEdit={() => setForm({ session })}
                />
              ))}
            </SimpleGrid>
          )}
        </section>
        {watched !== null ? <SessionDetailPanel sessionId={watched} onClose={() => setWatched(null)} /> : null}
        <section aria-labelledby="previous-sessions">
          <Title order={2} size="h3" id="previous-sessions" mb="sm">
            {t('exam-sessions:sessions.previous.title')}
          </Title>
          <Paper withBorder p="md" radius="md">
            <PreviousSessionsTable onWatch={setWatched} />
          </Paper>
        </section>
      </Stack>
      {form ? (
        <SessionFormModal
          key={form.session?.id ?? 'new'}
          session={form.session}
          defaultLength={defaultLength}
          opened
          onClose={() => setForm(null)}
          onSaved={(saved) => {
            if (!form.session) setWatched(saved.id);
          }}
        />
      ) : null}
    </>
  );
}
