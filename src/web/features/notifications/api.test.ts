import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationKeys, notificationListQuery, notificationsOf, prependNotification } from './api';
import { notification } from './notifications.test-support';

const page = (ids: number[], isLoadMore: boolean) => ({
  items: ids.map((id) => notification(id)),
  totalCount: 20,
  totalPageCount: 2,
  isLoadMore,
});

describe('the notification list in the cache', () => {
  it('asks for the next page while the server says there are more', () => {
    const { getNextPageParam } = notificationListQuery();
    expect(getNextPageParam(page([3], true), [], 0, [0])).toBe(1);
    expect(getNextPageParam(page([3], false), [], 1, [0, 1])).toBeUndefined();
  });

  it('puts a notification that arrived live on top, once, and shows each once when pages overlap', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notificationKeys.list(), { pages: [page([5, 4], true), page([4, 3], false)], pageParams: [0, 1] });
    prependNotification(queryClient, notification(6));
    prependNotification(queryClient, notification(6, { isRead: true }));
    const ids = notificationsOf(queryClient.getQueryData(notificationKeys.list())).map((item) => item.id);
    expect(ids).toEqual([6, 5, 4, 3]);
    expect(notificationsOf(queryClient.getQueryData(notificationKeys.list()))[0].isRead).toBe(true);
  });

  it('leaves a list that was never loaded alone', () => {
    const queryClient = new QueryClient();
    prependNotification(queryClient, notification(1));
    expect(queryClient.getQueryData(notificationKeys.list())).toBeUndefined();
  });
});
