import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import {
  notificationStreamEvent,
  notificationStreamPath,
  sessionChangedStreamEvent,
  type NotificationDto,
} from '../../../shared/contracts/notifications';
import { sessionKeys, userConfigurationQuery } from '../../lib/app-session';
import { apiUrl } from '../../lib/http';
import { organizationMembershipsKey } from '../../lib/organization-access';
import { getEncryptedAccessToken } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import { notificationKeys, prependNotification, setUnreadCount } from './api';

/** Waits before connecting again after the stream fails: doubling from the first, up to the last. */
export const streamRetryMs = { first: 1_000, max: 60_000 };

/** After this many failures in a row the count is polled, while the stream keeps being tried. */
export const failuresBeforePolling = 3;

/** Setting 25: real-time delivery needs the real-time feature enabled; only an explicit `false` turns it off. */
export function realTimeEnabled(settings: Readonly<Record<string, string>> | undefined): boolean {
  return (settings?.EnableRealTimeNotifications ?? '').trim().toLowerCase() !== 'false';
}

function parseEvent(data: unknown) {
  try {
    const parsed = notificationStreamEvent.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The session's encrypted token, read again whenever the query cache changes or another tab
 * changes storage: every way out of a session clears the token and then the cache, so the stream
 * closes on sign-out even while the header still shows the bell.
 */
function useEncryptedAccessToken(): string | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = queryClient.getQueryCache().subscribe(onChange);
      window.addEventListener('storage', onChange);
      return () => {
        unsubscribe();
        window.removeEventListener('storage', onChange);
      };
    },
    [queryClient],
  );
  return useSyncExternalStore(subscribe, getEncryptedAccessToken);
}

/**
 * Keeps the bell's count and list current from the server's event stream, named by the session's
 * encrypted token. Closes when the session or the component goes; after errors it connects again
 * with backoff. `live` is false while the setting is off, the browser has no EventSource or the
 * stream keeps failing: the caller then polls the count instead.
 */
export function useNotificationStream(onArrive: (notification: NotificationDto, unreadCount: number) => void): { live: boolean } {
  const queryClient = useQueryClient();
  const configuration = useQuery(userConfigurationQuery());
  const token = useEncryptedAccessToken();
  // New notifications come rendered in the language on the screen; a switch connects again in the other.
  const language = useLanguage();
  const canStream = realTimeEnabled(configuration.data?.setting.values) && token !== null && typeof EventSource !== 'undefined';
  const [failing, setFailing] = useState(false);
  const arrive = useEffectEvent(onArrive);

  useEffect(() => {
    if (!canStream || token === null) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const connect = () => {
      let first = true;
      source = new EventSource(apiUrl(notificationStreamPath, { encryptedAccessToken: token, culture: language }));
      source.addEventListener('notification', (event) => {
        const data = parseEvent((event as MessageEvent).data);
        if (!data) return;
        failures = 0;
        setFailing(false);
        setUnreadCount(queryClient, data.unreadCount);
        if (data.notification) {
          prependNotification(queryClient, data.notification);
          arrive(data.notification, data.unreadCount);
          // A notice about an organisation tells of a change in the reader's place in it (an
          // invitation, a removed role): the menu and the guard read the places again.
          if (data.notification.organizationId !== null) void queryClient.invalidateQueries({ queryKey: organizationMembershipsKey });
        }
        // A read or a clear made elsewhere, or what was missed while disconnected: the list is
        // read again if it is on the screen (the first event after connecting carries the count only).
        if (!data.notification || first) void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
        first = false;
      });
      // The person changed on the server (a payment confirmed): the guard, the menus and the
      // screens read the session again at once instead of waiting for the next poll.
      source.addEventListener(sessionChangedStreamEvent, () => {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      });
      source.onerror = () => {
        // Closed here rather than left to the browser's own retry, which knows no backoff and
        // gives up for good on an answer that is not a stream.
        source?.close();
        failures += 1;
        if (failures >= failuresBeforePolling) setFailing(true);
        retry = setTimeout(connect, Math.min(streamRetryMs.max, streamRetryMs.first * 2 ** (failures - 1)));
      };
    };

    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [canStream, token, language, queryClient]);

  return { live: canStream && !failing };
}
