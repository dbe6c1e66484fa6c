// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fake, installFakeServer, renderApp } from '../../test/harness';
import { countPollMs } from './api';
import {
  api,
  callsTo,
  FakeEventSource,
  installFakeEventSource,
  notification,
  serveNotifications,
  signInAsPilot,
} from './notifications.test-support';
import { failuresBeforePolling, realTimeEnabled, streamRetryMs } from './use-notification-stream';

installFakeServer();
installFakeEventSource();
afterEach(() => vi.useRealTimers());

const banner = () => within(screen.getByRole('banner'));
const bell = async (name: string) => within(await screen.findByRole('banner')).findByRole('button', { name });
const countCalls = () => callsTo('Notification/GetTotalNotificationByCurrentUser').length;
/** The polite region beside the bell. */
const headerAnnouncement = () => banner().getByRole('status').textContent?.trim();

async function streamOpened(): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
  return FakeEventSource.latest();
}

describe('notifications in real time', () => {
  it('opens the stream with the session’s encrypted token, and follows its count and new notifications', async () => {
    signInAsPilot();
    serveNotifications([notification(1)]);
    renderApp('/privacy');
    const source = await streamOpened();
    const url = new URL(source.url, 'http://localhost');
    expect(url.pathname).toBe('/api/notifications/stream');
    expect(url.searchParams.get('encryptedAccessToken')).toBe('encrypted-token');
    expect(url.searchParams.get('culture')).toBe('en');

    // The first event carries the count as it stands.
    source.emit({ notification: null, unreadCount: 5 });
    expect(await banner().findByRole('button', { name: 'Notifications, 5 unread' })).toBeTruthy();
    expect(headerAnnouncement()).toBe('');

    const arrived = notification(9, { message: 'Flug ehf. has added you as one of its pilots.', organizationName: 'Flug ehf.' });
    source.emit({ notification: arrived, unreadCount: 6 });
    expect(await banner().findByRole('button', { name: 'Notifications, 6 unread' })).toBeTruthy();
    expect(headerAnnouncement()).toBe('New notification: Flug ehf. has added you as one of its pilots. 6 unread notifications');
    // Said once: a later change of the count alone does not repeat it.
    source.emit({ notification: null, unreadCount: 5 });
    expect(await banner().findByRole('button', { name: 'Notifications, 5 unread' })).toBeTruthy();
    expect(headerAnnouncement()).toBe('New notification: Flug ehf. has added you as one of its pilots. 6 unread notifications');
    // Nothing polls while the stream carries the count.
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reads the person’s organisations again when a notice about an organisation arrives', async () => {
    signInAsPilot();
    serveNotifications([]);
    renderApp('/my-site/default');
    const source = await streamOpened();
    const listCalls = () => callsTo('Organization/GetListOrganizationByCurrentUser').length;
    await waitFor(() => expect(listCalls()).toBeGreaterThan(0));
    source.emit({ notification: null, unreadCount: 0 });
    source.emit({ notification: notification(3, { organizationId: null }), unreadCount: 1 });
    await banner().findByRole('button', { name: 'Notifications, 1 unread' });
    const before = listCalls();
    source.emit({ notification: notification(4, { organizationId: 7, organizationName: 'Flug ehf.' }), unreadCount: 2 });
    await waitFor(() => expect(listCalls()).toBe(before + 1));
  });

  it('puts a notification that arrives while the panel is open at the top of the list, and says so inside the panel', async () => {
    signInAsPilot();
    const server = serveNotifications([notification(2), notification(1, { isRead: true })]);
    renderApp('/privacy');
    const source = await streamOpened();
    fireEvent.click(await bell('Notifications, 1 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(panel).findByRole('list', { name: 'Your notifications, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    server.items = [notification(3, { message: 'You were accepted.' }), ...server.items];
    source.emit({ notification: server.items[0], unreadCount: 2 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(within(list).getAllByRole('listitem')[0]).getByText('You were accepted.')).toBeTruthy();
    expect(within(panel).getByText('2 unread')).toBeTruthy();
    expect(within(panel).getByRole('status', { name: '' }).textContent).toContain('New notification: You were accepted.');
    expect(within(panel).queryByText(/not delivered live/)).toBeNull();
  });

  it('closes the stream when the bell goes and when the user signs out', async () => {
    signInAsPilot();
    serveNotifications([]);
    renderApp('/privacy');
    const first = await streamOpened();
    cleanup();
    expect(first.readyState).toBe(FakeEventSource.CLOSED);

    signInAsPilot();
    fake.overrides[api('/api/TokenAuth/Logout')] = () => {
      fake.signedIn = false;
      return true;
    };
    const router = renderApp('/privacy');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    const second = FakeEventSource.latest();
    await act(() => router.navigate('/logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(second.readyState).toBe(FakeEventSource.CLOSED));
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('connects again after errors with a growing wait, and polls the count while the stream keeps failing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAsPilot();
    serveNotifications([notification(1)]);
    renderApp('/privacy');
    await streamOpened();
    expect(await bell('Notifications, 1 unread')).toBeTruthy();

    for (let failure = 1; failure <= failuresBeforePolling; failure++) {
      FakeEventSource.latest().fail();
      expect(FakeEventSource.latest().readyState).toBe(FakeEventSource.CLOSED);
      const wait = streamRetryMs.first * 2 ** (failure - 1);
      await act(() => vi.advanceTimersByTimeAsync(wait / 2));
      expect(FakeEventSource.instances).toHaveLength(failure);
      await act(() => vi.advanceTimersByTimeAsync(wait / 2));
      expect(FakeEventSource.instances).toHaveLength(failure + 1);
    }

    // Polling now: the count is read every 30 seconds until the stream answers again.
    const before = countCalls();
    await act(() => vi.advanceTimersByTimeAsync(countPollMs));
    await waitFor(() => expect(countCalls()).toBeGreaterThan(before));
    fireEvent.click(banner().getByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText(/Notifications are not delivered live at the moment/)).toBeTruthy();

    FakeEventSource.latest().emit({ notification: null, unreadCount: 1 });
    await waitFor(() => expect(within(panel).queryByText(/not delivered live/)).toBeNull());
  });

  it('polls the count every 30 seconds and opens no stream while real-time notifications are off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAsPilot();
    fake.settingValues = { EnableRealTimeNotifications: 'False' };
    const server = serveNotifications([notification(1)]);
    renderApp('/privacy');
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
    const before = countCalls();

    server.items = [notification(2), ...server.items];
    await act(() => vi.advanceTimersByTimeAsync(countPollMs));
    expect(await banner().findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(countCalls()).toBeGreaterThan(before);
    // Without the stream, the risen count is what is said.
    expect(headerAnnouncement()).toBe('2 unread notifications');
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('polls when the session holds no encrypted token', async () => {
    signInAsPilot();
    localStorage.removeItem('auth.encryptedAccessToken');
    serveNotifications([notification(1)]);
    renderApp('/privacy');
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('reads setting 25 as on unless it says false', () => {
    expect(realTimeEnabled(undefined)).toBe(true);
    expect(realTimeEnabled({ EnableRealTimeNotifications: 'true' })).toBe(true);
    expect(realTimeEnabled({ EnableRealTimeNotifications: 'false' })).toBe(false);
    expect(realTimeEnabled({ EnableRealTimeNotifications: ' FALSE ' })).toBe(false);
  });
});
