import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { countPollMs, unreadCountQuery } from '../api';
import { useNotificationStream } from '../use-notification-stream';
import { LiveMessage, type Announcement } from './live-message';

// The panel (a drawer, the list with its dates, the answers to requests) comes with its first
// opening: the bell in the header of every signed-in page is only the icon and the count.
const NotificationPanel = lazy(async () => ({ default: (await import('./notification-panel')).NotificationPanel }));

function BellIcon() {
  return (
    <Icon>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </Icon>
  );
}

function Bell() {
  const { t } = useTranslation(['notifications-web']);
  const [opened, { open, close }] = useDisclosure(false);
  const bellButton = useRef<HTMLButtonElement>(null);
  // Kept once loaded, so that closing it still plays its transition before the focus goes back.
  const [panelLoaded, setPanelLoaded] = useState(false);
  if (opened && !panelLoaded) setPanelLoaded(true);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', place: 'header', n: 0 });
  const announce = (text: string) => setAnnouncement((last) => ({ text, place: opened ? 'panel' : 'header', n: last.n + 1 }));

  const stream = useNotificationStream((notification, unreadCount) =>
    announce(
      `${t('notifications-web:live.arrived', { message: notification.message })} ${t('notifications-web:live.unread', { count: unreadCount })}`,
    ),
  );
  const count = useQuery({ ...unreadCountQuery(), refetchInterval: stream.live ? false : countPollMs });
  const unread = count.data ?? 0;

  // A polled count that rose is the only sign of new notifications without the stream: say it once.
  const [heardCount, setHeardCount] = useState(count.data);
  if (count.data !== heardCount) {
    setHeardCount(count.data);
    if (!stream.live && heardCount !== undefined && count.data !== undefined && count.data > heardCount) {
      announce(t('notifications-web:live.unread', { count: count.data }));
    }
  }

  const name = unread > 0 ? t('notifications-web:bell.nameWithUnread', { count: unread }) : t('notifications-web:bell.name');
  return (
    <>
      {/* An icon with the count on its corner: at 320 px the header has room for little more. */}
      <Indicator
        inline
        disabled={unread === 0}
        label={<span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
        color="red.9"
        size={18}
        offset={3}
        withBorder
        zIndex={1}
      >
        <ActionIcon
          ref={bellButton}
          variant="outline"
          color="white"
          size={44}
          aria-label={name}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={open}
        >
          <BellIcon />
        </ActionIcon>
      </Indicator>
      <LiveMessage announcement={announcement} place="header" />
      {panelLoaded ? (
        <Suspense fallback={null}>
          <NotificationPanel
            opened={opened}
            onClose={close}
            onClosed={() => bellButton.current?.focus()}
            live={stream.live}
            unread={unread}
            announcement={announcement}
            announce={announce}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The bell in a header: the unread count, and the notifications in a panel. Its texts load with it,
 * so it waits for them on its own rather than holding up the header around it.
 */
export function NotificationBell() {
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}
