import { Alert, Button, Code, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailDetail } from '../../../../shared/contracts/outbox';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { mailQuery, useResendMail } from '../api';
import { MailStatusBadge } from './mail-status-badge';
import { templateName } from '../template-name';
import { useLanguage } from '../../../lib/use-language';

/**
 * One mail as it was sent. The HTML body is shown in a sandboxed frame (no scripts, no same-origin
 * access, no forms), so a mail's content can never act on the admin's session. The server sends a
 * body only to the portal's own administrator and only for mail it keeps; otherwise the viewer says
 * why the text is hidden, and the mail can be sent again to its recipient.
 */
export function MailViewer({ mailId, onClose }: { mailId: number | null; onClose: () => void }) {
  const { t } = useTranslation(['outbox', 'common']);
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
          <MailFacts mail={mail.data} />
          {mail.data.lastError ? (
            <Alert color="red" title={t('outbox:viewer.lastError')}>
              <Code block>{mail.data.lastError}</Code>
            </Alert>
          ) : null}
          <ResendButton mail={mail.data} />
          {mail.data.html !== null && mail.data.text !== null ? (
            <MailBody subject={mail.data.subject} html={mail.data.html} text={mail.data.text} />
          ) : (
            <Alert color="gray" title={t('outbox:viewer.bodyHiddenTitle')}>
              {t('outbox:viewer.bodyHidden')}
            </Alert>
          )}
        </Stack>
      )}
    </Modal>
  );
}

function MailFacts({ mail }: { mail: MailDetail }) {
  const { t } = useTranslation('outbox');
  const language = useLanguage();
  return (
    <Stack gap={4}>
      <Text size="sm">
        <strong>{t('fields.toAddress')}:</strong> {mail.toAddress}
      </Text>
      <Text size="sm">
        <strong>{t('fields.tenant')}:</strong> {mail.tenancyName ?? t('host')}
      </Text>
      <Text size="sm">
        <strong>{t('fields.template')}:</strong> {templateName(t, mail)}
      </Text>
      <Group gap="xs">
        <Text size="sm">
          <strong>{t('fields.status')}:</strong>
        </Text>
        <MailStatusBadge status={mail.status} />
        <Text size="sm">
          {t('fields.attempts')}: {mail.attempts}
        </Text>
      </Group>
      <Text size="sm">
        <strong>{t('fields.creationTime')}:</strong> {formatDateTime(mail.creationTime, language)}
        {mail.sentTime ? ` · ${t('fields.sentTime')}: ${formatDateTime(mail.sentTime, language)}` : ''}
      </Text>
    </Stack>
  );
}

function ResendButton({ mail }: { mail: MailDetail }) {
  const { t } = useTranslation('outbox');
  const resend = useResendMail();
  const queued = mail.status === 'queued';
  return (
    <Group gap="sm">
      <Button
        variant="default"
        loading={resend.isPending}
        disabled={queued}
        onClick={() =>
          resend.mutate(mail.id, {
            onSuccess: () => notifications.show({ color: 'green', message: t('resend.done', { address: mail.toAddress }) }),
          })
        }
      >
        {t('resend.action')}
      </Button>
      {queued ? <Text size="sm">{t('resend.queuedHint')}</Text> : null}
    </Group>
  );
}

function MailBody({ subject, html, text }: { subject: string; html: string; text: string }) {
  const { t } = useTranslation('outbox');
  const [view, setView] = useState<'html' | 'text'>('html');
  return (
    <>
      <SegmentedControl
        value={view}
        onChange={(v) => setView(v as 'html' | 'text')}
        data={[
          { value: 'html', label: t('viewer.html') },
          { value: 'text', label: t('viewer.text') },
        ]}
        aria-label={t('viewer.format')}
        w="fit-content"
      />
      {view === 'html' ? (
        <iframe className="mail-frame" title={t('viewer.frameTitle', { subject })} sandbox="" srcDoc={html} />
      ) : (
        <Code block style={{ whiteSpace: 'pre-wrap' }} data-testid="mail-text">
          {text}
        </Code>
      )}
    </>
  );
}
