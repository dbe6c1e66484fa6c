import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ClientEndpoint, EndpointInput, EndpointResult } from '../../../shared/contracts/endpoint';
import type { NotificationDto, NotificationPage } from '../../../shared/contracts/notifications';
import type { NotificationMessageId } from '../../../shared/enums';
import { notificationsEndpoints } from '../../../shared/contracts/client/notifications';
import { organizationsEndpoints, userOrganizationsEndpoints } from '../../../shared/contracts/client/organizations';
import { call } from '../../lib/api-client';
import { refreshOrganizationPlaces } from '../../lib/organization-access';

/** Section 3: the list loads ten at a time, from the newest. */
export const notificationPageSize = 10;

/** How often the unread count is read when it does not arrive live. */
export const countPollMs = 30_000;

/** One root, so that any change reads the count and the list again together. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => call(notificationsEndpoints.getTotalNotificationByCurrentUser, undefined, signal),
    // The bell is on every page: a count that fails to load leaves the bell without a number
    // rather than opening the error dialog over whatever the reader is doing.
    meta: { silent: true },
  });

export const notificationListQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      call(notificationsEndpoints.getNotificationByCurrentUser, { pageNumber: pageParam, pageSize: notificationPageSize }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastPageNumber) => (last.isLoadMore ? lastPageNumber + 1 : undefined),
  });

type ListData = InfiniteData<NotificationPage, number>;

/**
 * The loaded pages as one list, each notification once: one that arrived live shifts the server's
 * pages by one, so the next page may repeat the last one of the page before.
 */
export function notificationsOf(data: InfiniteData<NotificationPage, unknown> | undefined): NotificationDto[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.items.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    }),
  );
}

function updateList(queryClient: QueryClient, change: (items: NotificationDto[], pageIndex: number) => NotificationDto[]): void {
  queryClient.setQueryData<ListData>(notificationKeys.list(), (data) =>
    data ? { ...data, pages: data.pages.map((page, index) => ({ ...page, items: change(page.items, index) })) } : data,
  );
}

export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData(notificationKeys.unreadCount(), count);
}

/** A notification that arrived live goes to the top of a list already loaded. */
export function prependNotification(queryClient: QueryClient, notification: NotificationDto): void {
  updateList(queryClient, (items, index) => {
    const others = items.filter((item) => item.id !== notification.id);
    return index === 0 ? [notification, ...others] : others;
  });
}

type Shown<E extends ClientEndpoint> = (result: EndpointResult<E>, input: EndpointInput<E>) => void;

/**
 * A change to the caller's notifications: what the answer says is shown at once, and then the count
 * and the list are read again, since one change (a read, a clear) moves both. `onShown` runs as soon
 * as it is shown, before the list is read again: a screen that moves the focus off a notification
 * that goes must do so before it goes, or the focus falls to the page.
 */
function useNotificationChange<E extends ClientEndpoint>(
  endpoint: E,
  show: (queryClient: QueryClient, result: EndpointResult<E>, input: EndpointInput<E>) => void,
  onShown?: Shown<E>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<E>) => (call as (e: E, i: EndpointInput<E>) => Promise<EndpointResult<E>>)(endpoint, input),
    onSuccess: (result, input) => {
      show(queryClient, result, input);
      onShown?.(result, input);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

const e = notificationsEndpoints;

export const useMarkNotification = (onShown?: Shown<typeof e.markIsReadOrUnReadByNotificationId>) =>
  useNotificationChange(
    e.markIsReadOrUnReadByNotificationId,
    (queryClient, updated) => updateList(queryClient, (items) => items.map((item) => (item.id === updated.id ? updated : item))),
    onShown,
  );

export const useClearNotification = (onShown?: Shown<typeof e.clearNotificationByNotifyId>) =>
  useNotificationChange(
    e.clearNotificationByNotifyId,
    (queryClient, _cleared, input) => updateList(queryClient, (items) => items.filter((item) => item.id !== input.notificationId)),
    onShown,
  );

export const useMarkAllRead = (onShown?: Shown<typeof e.markAllReadNotificationByCurrentUser>) =>
  useNotificationChange(
    e.markAllReadNotificationByCurrentUser,
    (queryClient) => {
      updateList(queryClient, (items) => items.map((item) => ({ ...item, isRead: true })));
      setUnreadCount(queryClient, 0);
    },
    onShown,
  );

export const useClearAll = (onShown?: Shown<typeof e.clearAllNotificationByCurrentUser>) =>
  useNotificationChange(
    e.clearAllNotificationByCurrentUser,
    (queryClient) => {
      const empty: NotificationPage = { items: [], totalCount: 0, totalPageCount: 0, isLoadMore: false };
      queryClient.setQueryData<ListData>(notificationKeys.list(), (data) => (data ? { pages: [empty], pageParams: [0] } : data));
      setUnreadCount(queryClient, 0);
    },
    onShown,
  );

/**
 * Answers the request a notification asks about, in place (decision 0028): a contact person a
 * pilot's request to join, a pilot an organisation's offer. The notification is then marked done
 * by the server, and everything about organisations and the person's places is read again.
 */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, accept }: { action: NonNullable<NotificationDto['action']>; accept: boolean }): Promise<unknown> => {
      const { id } = action;
      if (action.kind === 'recruitment') {
        return call(accept ? organizationsEndpoints.updateAcceptPilotRecruitment : organizationsEndpoints.updateRejectPilotRecruitment, {
          id,
        });
      }
      return call(accept ? userOrganizationsEndpoints.acceptInvitation : userOrganizationsEndpoints.declineInvitation, { id });
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: notificationKeys.all }), refreshOrganizationPlaces(queryClient)]),
  });
}

export type PushNoticeInput =
  | { target: 'user'; userId: number; messageId: NotificationMessageId; dynamicMessage?: string }
  | { target: 'organization'; organizationId: number; messageId: NotificationMessageId; dynamicMessage?: string }
  | { target: 'everyone'; messageId: NotificationMessageId; dynamicMessage?: string };

/**
 * The four Notification/Push* calls, picked by target and by whether the sender wrote words of
 * their own, and the notice to everyone. The sender's own bell is not among the recipients, so
 * nothing here is read again.
 */
export function pushNotice(input: PushNoticeInput): Promise<{ count: number }> {
  const { messageId, dynamicMessage } = input;
  if (input.target === 'everyone') {
    return call(notificationsEndpoints.pushNotificationToEveryone, { messageId, ...(dynamicMessage ? { dynamicMessage } : {}) });
  }
  if (input.target === 'user') {
    const { userId } = input;
    return dynamicMessage
      ? call(notificationsEndpoints.pushNotificationByUserIdAndDynamicMes, { userId, messageId, dynamicMessage })
      : call(notificationsEndpoints.pushNotificationByUserId, { userId, messageId });
  }
  const { organizationId } = input;
  return dynamicMessage
    ? call(notificationsEndpoints.pushNotificationDynamicMesByOrganizationId, { organizationId, messageId, dynamicMessage })
    : call(notificationsEndpoints.pushNotificationByOrganizationId, { organizationId, messageId });
}

/** The notice form says itself what went wrong. */
export const usePushNotice = () => useMutation({ mutationFn: pushNotice, meta: { silent: true } });
