import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailingDraft } from '../../../../shared/contracts/bulk-mail';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import type { DraftSaveState } from './use-draft-autosave';

/** An unsent draft of the same e-mail, found when the compose screen opens: go on with it, or start afresh. */
export function DraftOffer({ draft, onContinue, onDismiss }: { draft: MailingDraft; onContinue: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('bulk-mail');
  const language = useLanguage();
  return (
    <Alert color="blue" title={t('bulk-mail:drafts.offerTitle')}>
      <Text size="sm" mb="sm">
        {t('bulk-mail:drafts.offer', {
          subject: draft.subject.trim() || t('bulk-mail:drafts.noSubject'),
          time: formatDateTime(draft.lastModificationTime, language),
        })}
      </Text>
      <Group gap="sm">
        <Button size="sm" onClick={onContinue}>
          {t('bulk-mail:drafts.continue')}
        </Button>
        <Button size="sm" variant="default" onClick={onDismiss}>
          {t('bulk-mail:drafts.startNew')}
        </Button>
      </Group>
    </Alert>
  );
}

/** Whether what is typed is kept: said quietly to screen readers as it changes. */
export function DraftStatus({ state }: { state: DraftSaveState }) {
  const { t } = useTranslation('bulk-mail');
  const language = useLanguage();
  const text =
    state.status === 'saving'
      ? t('bulk-mail:drafts.saving')
      : state.status === 'saved'
        ? t('bulk-mail:drafts.saved', { time: formatDateTime(state.savedAt, language) })
        : state.status === 'failed'
          ? t('bulk-mail:drafts.failed')
          : t('bulk-mail:drafts.idle');
  return (
    <Text size="sm" c={state.status === 'failed' ? 'red.8' : 'dimmed'} role="status" aria-live="polite">
      {text}
    </Text>
  );
}
