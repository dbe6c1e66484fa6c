import { Badge, Box, Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationDto } from '../../../../shared/contracts/notifications';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { useAnswerRequest } from '../api';

export const itemElementId = (id: number) => `notification-${id}`;

/** The answer a notification asks for, given in place; once given, anywhere, it says so instead. */
function RequestAnswer({ notification, messageId }: { notification: NotificationDto; messageId: string }) {
  const { t } = useTranslation(['notifications-web']);
  const answer = useAnswerRequest();
  const action = notification.action!;
  if (notification.isDone) {
    return (
      <Text size="sm" mt={4} fs="italic">
        {t('notifications-web:item.answered')}
      </Text>
    );
  }
  return (
    <Group gap="xs" mt="xs">
      <Button
        size="compact-sm"
        aria-describedby={messageId}
        loading={answer.isPending}
        onClick={() => answer.mutate({ action, accept: true })}
      >
        {t('notifications-web:actions.accept')}
      </Button>
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        aria-describedby={messageId}
        disabled={answer.isPending}
        onClick={() => answer.mutate({ action, accept: false })}
      >
        {t('notifications-web:actions.decline')}
      </Button>
    </Group>
  );
}

/**
 * One notification. Unread ones say so in words and in bold, besides their tint and edge; the
 * buttons are described by the message, so a screen reader's list of buttons tells them apart.
 */
export function NotificationItem({
  notification,
  onToggle,
  onClear,
}: {
  notification: NotificationDto;
  onToggle: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation(['notifications-web']);
  const language = useLanguage();
  const unread = !notification.isRead;
  const messageId = `${itemElementId(notification.id)}-message`;
  return (
    <Paper
      component="li"
      id={itemElementId(notification.id)}
      // The focus comes here when the notification before it is cleared or its page is loaded.
      tabIndex={-1}
      withBorder
      p="sm"
      bg={unread ? 'portal.0' : undefined}
      style={{ borderInlineStartWidth: unread ? 4 : 1, borderInlineStartColor: unread ? 'var(--mantine-color-portal-6)' : undefined }}
    >
      <Group justify="space-between" gap="xs" mb={4}>
        <Badge variant={unread ? 'filled' : 'default'} size="sm">
          {unread ? t('notifications-web:item.unread') : t('notifications-web:item.read')}
        </Badge>
        <Text component="time" dateTime={notification.creationTime} size="sm">
          {formatDateTime(notification.creationTime, language)}
        </Text>
      </Group>
      <Text id={messageId} fw={unread ? 700 : 400}>
        {notification.message}
      </Text>
      {notification.organizationName ? (
        <Text size="sm">{t('notifications-web:item.organization', { name: notification.organizationName })}</Text>
      ) : null}
      {notification.dynamicMessage ? (
        <Box mt={4} pl="sm" style={{ borderInlineStart: '3px solid var(--mantine-color-gray-5)' }}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <VisuallyHidden>{`${t('notifications-web:item.dynamicMessage')}: `}</VisuallyHidden>
            {notification.dynamicMessage}
          </Text>
        </Box>
      ) : null}
      {notification.action ? <RequestAnswer notification={notification} messageId={messageId} /> : null}
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button variant="subtle" size="compact-sm" aria-describedby={messageId} onClick={onToggle}>
          {unread ? t('notifications-web:actions.markRead') : t('notifications-web:actions.markUnread')}
        </Button>
        <Button variant="subtle" color="red" size="compact-sm" aria-describedby={messageId} onClick={onClear}>
          {t('notifications-web:actions.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
