import { Alert, Code, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../shared/enums';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { mailQuery } from '../api';
import { MailStatusBadge } from './mail-status-badge';

/**
 * One mail as it was sent. The HTML body is shown in a sandboxed frame (no scripts, no same-origin
 * access, no forms), so a mail's content can never act on the admin's session.
 */
export function MailViewer({ mailId, onClose }: { mailId: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['outbox', 'common']);
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'is';
  const [view, setView] = useState<'html' | 'text'>('html');
  const mail = useQuery({ ...mailQuery(mailId ?? 0), enabled: mailId !== null });
  return (
    <Modal
      opened={mailId !== null}
      onClose={onClose}
      size="xl"
      title={mail.data?.subject ?? t('outbox:viewer.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {mail.isPending ? (
        <LoadingState />
      ) : mail.isError ? (
        <ErrorState error={mail.error} onRetry={() => void mail.refetch()} />
      ) : (
        <Stack>
          <Stack gap={4}>
            <Text size="sm">
              <strong>{t('outbox:fields.toAddress')}:</strong> {mail.data.toAddress}
            </Text>
            <Text size="sm">
              <strong>{t('outbox:fields.template')}:</strong> <Code>{mail.data.template}</Code> ({mail.data.language})
            </Text>
            <Group gap="xs">
              <Text size="sm">
                <strong>{t('outbox:fields.status')}:</strong>
              </Text>
              <MailStatusBadge status={mail.data.status} />
            </Group>
            <Text size="sm">
              <strong>{t('outbox:fields.creationTime')}:</strong> {formatDateTime(mail.data.creationTime, language)}
              {mail.data.sentTime ? ` · ${t('outbox:fields.sentTime')}: ${formatDateTime(mail.data.sentTime, language)}` : ''}
            </Text>
          </Stack>
          {mail.data.lastError ? (
            <Alert color="red" title={t('outbox:viewer.lastError')}>
              <Code block>{mail.data.lastError}</Code>
            </Alert>
          ) : null}
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v as 'html' | 'text')}
            data={[
              { value: 'html', label: t('outbox:viewer.html') },
              { value: 'text', label: t('outbox:viewer.text') },
            ]}
            aria-label={t('outbox:viewer.format')}
            w="fit-content"
          />
          {view === 'html' ? (
            <iframe className="mail-frame" title={t('outbox:viewer.frameTitle', { subject: mail.data.subject })} sandbox="" srcDoc={mail.data.html} />
          ) : (
            <Code block style={{ whiteSpace: 'pre-wrap' }} data-testid="mail-text">
              {mail.data.text}
            </Code>
          )}
        </Stack>
      )}
    </Modal>
  );
}
