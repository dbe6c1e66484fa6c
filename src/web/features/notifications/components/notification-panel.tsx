import { Button, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationDto } from '../../../../shared/contracts/notifications';
import { ErrorState, LoadingState } from '../../../components/query-state';
import {
  countPollMs,
  notificationListQuery,
  notificationsOf,
  useClearAll,
  useClearNotification,
  useMarkAllRead,
  useMarkNotification,
} from '../api';
import { LiveMessage, type Announcement } from './live-message';
import { itemElementId, NotificationItem } from './notification-item';

interface PanelProps {
  opened: boolean;
  onClose: () => void;
  /** Told when the drawer has gone, to give the focus back to what opened it. */
  onClosed: () => void;
  live: boolean;
  unread: number;
  announcement: Announcement;
  announce: (text: string) => void;
}

/**
 * The notifications in a drawer from the bell. The bell takes the focus back itself once the drawer
 * has gone: the drawer, loaded after the bell was pressed, may not have seen what had the focus.
 */
export function NotificationPanel({ opened, onClose, onClosed, ...props }: PanelProps) {
  const { t } = useTranslation(['notifications-web', 'common']);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      onExitTransitionEnd={onClosed}
      position="right"
      size="md"
      title={t('notifications-web:panel.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <PanelBody {...props} />
    </Drawer>
  );
}

/** Moves the focus to an element that is already on the screen, when the one that had it goes. */
const focusById = (id: string) => document.getElementById(id)?.focus();
const focusOnMount = (element: HTMLElement | null) => element?.focus();
const summaryId = 'notification-summary';

function PanelBody({ live, unread, announcement, announce }: Omit<PanelProps, 'opened' | 'onClose' | 'onClosed'>) {
  const { t } = useTranslation(['notifications-web', 'common']);
  const list = useInfiniteQuery({ ...notificationListQuery(), refetchInterval: live ? false : countPollMs });
  const items = notificationsOf(list.data);
  const [confirming, setConfirming] = useState(false);
  const clearAllButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes when a cleared notification leaves: the one that takes its place, or the one before, or the summary.
  const afterClear = useRef(summaryId);

  const mark = useMarkNotification((updated) =>
    announce(t(updated.isRead ? 'notifications-web:live.markedRead' : 'notifications-web:live.markedUnread')),
  );
  const clear = useClearNotification(() => {
    focusById(afterClear.current);
    announce(t('notifications-web:live.cleared'));
  });
  // The buttons that asked go with what they changed: the focus goes to the summary.
  const markAll = useMarkAllRead(() => {
    focusById(summaryId);
    announce(t('notifications-web:live.allRead'));
  });
  const clearAll = useClearAll(() => {
    setConfirming(false);
    focusById(summaryId);
    announce(t('notifications-web:live.allCleared'));
  });

  const clearOne = (item: NotificationDto, index: number) => {
    const next = items[index + 1] ?? items[index - 1];
    afterClear.current = next ? itemElementId(next.id) : summaryId;
    clear.mutate({ notificationId: item.id });
  };
  const cancelClearAll = () => {
    setConfirming(false);
    clearAllButton.current?.focus();
  };

  // The load-more button goes with the last page: the focus moves on to the first notification
  // loaded, once it is on the screen.
  const pendingFocus = useRef<string | null>(null);
  const focusPending = () => {
    if (pendingFocus.current && document.getElementById(pendingFocus.current)) {
      focusById(pendingFocus.current);
      pendingFocus.current = null;
    }
  };
  useEffect(focusPending);
  const loadMore = () => {
    const firstNew = items.length;
    void list.fetchNextPage().then((result) => {
      const added = notificationsOf(result.data)[firstNew];
      if (!added) return;
      pendingFocus.current = itemElementId(added.id);
      focusPending();
    });
  };

  return (
    <Stack gap="sm">
      <LiveMessage announcement={announcement} place="panel" />
      <Text id={summaryId} tabIndex={-1} fw={600}>
        {unread > 0 ? t('notifications-web:panel.unread', { count: unread }) : t('notifications-web:panel.noneUnread')}
      </Text>
      {live ? null : <Text size="sm">{t('notifications-web:panel.notLive')}</Text>}
      {items.length > 0 ? (
        <Group gap="xs">
          {unread > 0 ? (
            <Button variant="default" size="compact-sm" onClick={() => !markAll.isPending && markAll.mutate()}>
              {t('notifications-web:actions.markAllRead')}
            </Button>
          ) : null}
          <Button ref={clearAllButton} variant="default" size="compact-sm" onClick={() => setConfirming(true)} aria-expanded={confirming}>
            {t('notifications-web:actions.clearAll')}
          </Button>
        </Group>
      ) : null}
      {confirming && items.length > 0 ? (
        <Paper withBorder p="sm" role="group" aria-labelledby="notification-clear-all-question">
          <Text id="notification-clear-all-question" mb="xs">
            {t('notifications-web:clearAll.question')}
          </Text>
          <Group gap="xs">
            <Button color="red" size="compact-sm" onClick={() => !clearAll.isPending && clearAll.mutate()}>
              {t('notifications-web:clearAll.confirm')}
            </Button>
            {/* The least harmful answer takes the focus when the question appears. */}
            <Button ref={focusOnMount} variant="default" size="compact-sm" onClick={cancelClearAll}>
              {t('common:actions.cancel')}
            </Button>
          </Group>
        </Paper>
      ) : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Text>{t('notifications-web:panel.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" aria-label={t('notifications-web:panel.list')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item, index) => (
            <NotificationItem
              key={item.id}
              notification={item}
              onToggle={() => mark.mutate({ notificationId: item.id, isRead: !item.isRead })}
              onClear={() => clearOne(item, index)}
            />
          ))}
        </Stack>
      )}
      {list.hasNextPage ? (
        // Not `loading`: that disables the button, and the focus on it would fall to the page.
        <Button variant="default" onClick={() => !list.isFetchingNextPage && loadMore()}>
          {t('notifications-web:actions.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
