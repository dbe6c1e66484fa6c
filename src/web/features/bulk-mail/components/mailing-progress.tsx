import { Alert, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailingSummary } from '../../../../shared/contracts/bulk-mail';
import { FactList } from '../../../components/fact-list';
import { formatNumber, formatPercent } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { isRunning } from '../api';

/** The quarters a screen reader hears about; every tick of the poll would drown the page. */
const milestones = [25, 50, 75] as const;

export const processedOf = (m: MailingSummary) => m.sentCount + m.keptCount + m.failedCount;
export const percentOf = (m: MailingSummary) =>
  m.recipientCount === 0 ? 100 : Math.floor((processedOf(m) / m.recipientCount) * 1000) / 10;
const milestoneOf = (m: MailingSummary) => milestones.filter((step) => percentOf(m) >= step).pop() ?? 0;

/**
 * How far a send has come: a progress bar that reads "4,000 of 10,000 handled (40 %)", the
 * counts, and a polite live region that says each quarter reached and the end, once each. What
 * was already reached when the screen opened is not said again.
 */
export function MailingProgress({ mailing }: { mailing: MailingSummary }) {
  const { t } = useTranslation('bulk-mail');
  const language = useLanguage();
  const announcement = useMilestoneAnnouncement(mailing);
  const percent = percentOf(mailing);
  const running = isRunning(mailing);
  const number = (n: number) => formatNumber(n, language);
  const valueText = t('bulk-mail:progress.valueText', {
    processed: number(processedOf(mailing)),
    total: number(mailing.recipientCount),
    percent: formatPercent(percent, language),
  });
  return (
    <Stack gap="md">
      <Progress.Root size="xl" radius="md">
        <Progress.Section
          value={percent}
          color={mailing.failedCount > 0 && !running ? 'red.8' : 'portal.7'}
          animated={running}
          withAria={false}
          role="progressbar"
          aria-label={t('bulk-mail:progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={valueText}
        />
      </Progress.Root>
      <Text size="sm" aria-hidden="true">
        {valueText}
      </Text>
      <FactList
        cols={3}
        facts={[
          [t('bulk-mail:progress.sent'), number(mailing.sentCount + mailing.keptCount)],
          [t('bulk-mail:progress.failed'), number(mailing.failedCount)],
          [t('bulk-mail:progress.remaining'), number(mailing.remainingCount)],
        ]}
      />
      {mailing.keptCount > 0 ? (
        <Alert color="gray" title={t('bulk-mail:progress.keptTitle')}>
          {t('bulk-mail:progress.kept', { count: mailing.keptCount })}
        </Alert>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

function useMilestoneAnnouncement(mailing: MailingSummary): string {
  const { t } = useTranslation('bulk-mail');
  const language = useLanguage();
  const [announcement, setAnnouncement] = useState('');
  // What was already true when the screen opened, so that only what happens while watching is said.
  const said = useRef<{ id: number; milestone: number; done: boolean } | null>(null);
  const milestone = milestoneOf(mailing);
  const done = !isRunning(mailing);
  useEffect(() => {
    const before = said.current;
    said.current = { id: mailing.id, milestone, done };
    if (!before || before.id !== mailing.id) return;
    if (done && !before.done) {
      const counts = {
        sent: formatNumber(mailing.sentCount + mailing.keptCount, language),
        failed: formatNumber(mailing.failedCount, language),
      };
      setAnnouncement(t(mailing.failedCount > 0 ? 'bulk-mail:progress.doneWithFailures' : 'bulk-mail:progress.done', counts));
    } else if (!done && milestone > before.milestone) {
      setAnnouncement(t('bulk-mail:progress.milestone', { percent: formatPercent(milestone, language) }));
    } else if (!done && before.done) {
      setAnnouncement(t('bulk-mail:progress.restarted'));
    }
  }, [mailing.id, milestone, done, mailing.sentCount, mailing.keptCount, mailing.failedCount, language, t]);
  return announcement;
}
