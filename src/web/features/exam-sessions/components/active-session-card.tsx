import { Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ExamSessionDto } from '../../../../shared/contracts/exam-sessions';
import { confirmDelete } from '../../../components/confirm';
import { formatDateTime } from '../../../lib/dates';
import { useDeleteSession, useEndSession, useSaveSession } from '../api';
import { formatClock, secondsUntil, useLanguage, useNow } from '../format';
import { confirmAction } from '../../../components/confirm-action';

/** Large, spaced, monospaced: read from the back of an exam room on a projector. */
function BigValue({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text component="dt" size="lg" fw={600}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        ff="monospace"
        fw={700}
        lh={1.1}
        style={{ fontSize: 'clamp(2.5rem, 6vw, 4.5rem)', letterSpacing: '0.12em' }}
      >
        {value}
      </Text>
    </Box>
  );
}

/** One open session: its code and PIN for the room, its time, and what the supervisor can do with it. */
export function ActiveSessionCard({
  session,
  watching,
  onWatch,
  onEdit,
}: {
  session: ExamSessionDto;
  watching: boolean;
  onWatch: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation(['exam-sessions', 'common']);
  const language = useLanguage();
  const renew = useSaveSession();
  const end = useEndSession();
  const remove = useDeleteSession();
  const title = session.name || t('exam-sessions:sessions.unnamed', { code: session.examCode });
  const headingId = `session-${session.id}-title`;
  const left = secondsUntil(session.endTime, useNow());

  const askRenew = () =>
    confirmAction({
      title: t('exam-sessions:sessions.renewPin.title'),
      message: t('exam-sessions:sessions.renewPin.message'),
      confirmLabel: t('exam-sessions:sessions.renewPin.confirm'),
      onConfirm: () =>
        renew.mutate(
          { id: session.id, name: session.name, renewPin: true },
          {
            onSuccess: (saved) =>
              notifications.show({ color: 'green', message: t('exam-sessions:sessions.renewPin.done', { pin: saved.pin }) }),
          },
        ),
    });

  const askEnd = () =>
    confirmAction({
      title: t('exam-sessions:sessions.end.title'),
      message: t('exam-sessions:sessions.end.message', { name: title }),
      details: [t('exam-sessions:sessions.end.details')],
      confirmLabel: t('exam-sessions:sessions.end.confirm'),
      danger: true,
      // Not `mutate`'s onSuccess: the list is read again first and this card is gone by then, and an
      // unmounted caller's callbacks never run. The promise settles all the same; errors show globally.
      onConfirm: () =>
        void end.mutateAsync(session.id).then(
          () => notifications.show({ color: 'green', message: t('exam-sessions:sessions.end.done', { name: title }) }),
          () => undefined,
        ),
    });

  const askDelete = () =>
    confirmDelete({
      title: t('exam-sessions:sessions.delete.title'),
      message: t('exam-sessions:sessions.delete.message', { name: title }),
      onConfirm: () =>
        void remove.mutateAsync(session.id).then(
          () => notifications.show({ color: 'green', message: t('exam-sessions:sessions.delete.done', { name: title }) }),
          () => undefined,
        ),
    });

  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={3} id={headingId}>
            {title}
          </Title>
          {watching ? (
            <Badge color="blue.8" variant="filled">
              {t('exam-sessions:sessions.watching')}
            </Badge>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
          <BigValue label={t('exam-sessions:sessions.examCode')} value={session.examCode} />
          <BigValue label={t('exam-sessions:sessions.pin')} value={session.pin} />
        </SimpleGrid>
        <Text size="lg">
          {t('exam-sessions:sessions.endsAt', { time: formatDateTime(session.endTime, language) })}
          {' · '}
          <span>{t('exam-sessions:sessions.timeLeft', { time: formatClock(left) })}</span>
          {' · '}
          {t('exam-sessions:sessions.candidateCount', { count: session.candidateCount })}
        </Text>
        <Group gap="sm">
          <Button variant={watching ? 'filled' : 'light'} onClick={onWatch} aria-pressed={watching} aria-describedby={headingId}>
            {t('exam-sessions:sessions.watch')}
          </Button>
          <Button variant="default" onClick={askRenew} loading={renew.isPending} aria-describedby={headingId}>
            {t('exam-sessions:sessions.renewPin.button')}
          </Button>
          <Button variant="default" onClick={onEdit} aria-describedby={headingId}>
            {t('exam-sessions:sessions.edit')}
          </Button>
          <Button color="red.9" variant="outline" onClick={askEnd} loading={end.isPending} aria-describedby={headingId}>
            {t('exam-sessions:sessions.end.button')}
          </Button>
          {/* A subtle button draws its text at shade 6 at most (3.3:1 for red); the text colour is set to red.9 itself. */}
          <Button color="red.9" c="red.9" variant="subtle" onClick={askDelete} loading={remove.isPending} aria-describedby={headingId}>
            {t('common:actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
