// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import {
  api,
  bodyOf,
  callsTo,
  installFakeEventSource,
  notification,
  queryOf,
  serveNotifications,
  signInAsPilot,
} from '../notifications.test-support';

installFakeServer();
installFakeEventSource();

const bell = async (name: string | RegExp) => within(await screen.findByRole('banner')).findByRole('button', { name });

async function openPanel(name: string | RegExp = /^Notifications/) {
  fireEvent.click(await bell(name));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

const listIn = (panel: HTMLElement) => within(panel).findByRole('list', { name: 'Your notifications, newest first' });

describe('the notification bell', () => {
  it('answers the request a notification asks about in place, and then says it is answered (decision 0028)', async () => {
    signInAsPilot();
    const state = serveNotifications([
      notification(2, { message: 'Flugfélagið Þytur wants you as a pilot.', action: { kind: 'invitation', id: 34 } }),
      notification(1, { message: 'Old request.', action: { kind: 'recruitment', id: 12 }, isDone: true, isRead: true }),
    ]);
    fake.overrides[api('UserOrganization/AcceptInvitation')] = () => {
      state.items = state.items.map((item) => (item.id === 2 ? { ...item, isDone: true, isRead: true } : item));
      return { id: 90, organizationId: 6, organizationName: 'Flugfélagið Þytur', organizationRoleId: 1, recruitmentStatusId: 2 };
    };
    renderApp('/privacy');
    const panel = await openPanel();
    const list = await listIn(panel);
    const [fresh, old] = within(list).getAllByRole('listitem');
    expect(within(old!).getByText('Answered.')).toBeTruthy();
    expect(within(old!).queryByRole('button', { name: 'Accept' })).toBeNull();
    const accept = within(fresh!).getByRole('button', { name: 'Accept' });
    expect(accept.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(accept);
    await waitFor(() => expect(bodyOf('UserOrganization/AcceptInvitation')).toEqual({ id: 34 }));
    await waitFor(() => expect(within(list).getAllByText('Answered.')).toHaveLength(2));
  });

  it('shows the unread count in its name and on its corner', async () => {
    signInAsPilot();
    serveNotifications([notification(3), notification(2), notification(1, { isRead: true }), notification(0)]);
    renderApp('/privacy');
    const button = await bell('Notifications, 3 unread');
    // The figure on the corner is for the eye; the name already says it.
    const figure = within(button.parentElement!).getByText('3');
    expect(figure.getAttribute('aria-hidden')).toBe('true');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('is named without a count when nothing is unread', async () => {
    signInAsPilot();
    serveNotifications([notification(1, { isRead: true })]);
    renderApp('/privacy');
    expect(await bell('Notifications')).toBeTruthy();
  });

  it('is not in the header of a visitor who has not signed in', async () => {
    renderApp('/privacy');
    await within(await screen.findByRole('banner')).findByRole('link', { name: 'Sign in' });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(callsTo('Notification/GetTotalNotificationByCurrentUser')).toHaveLength(0);
  });

  it('lists the newest first with their details, and loads more a page at a time', async () => {
    signInAsPilot();
    const items = Array.from({ length: 12 }, (_, i) => notification(12 - i, { isRead: i > 0 }));
    items[0] = notification(12, {
      message: 'Your pilot registration was accepted.',
      organizationName: 'Flug ehf.',
      dynamicMessage: 'Welcome aboard.',
      creationTime: '2026-03-01T09:30:00Z',
    });
    serveNotifications(items);
    renderApp('/privacy');
    const panel = await openPanel('Notifications, 1 unread');
    expect(within(panel).getByText('1 unread')).toBeTruthy();
    const list = await listIn(panel);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(queryOf('Notification/GetNotificationByCurrentUser').get('pageNumber')).toBe('0');
    expect(queryOf('Notification/GetNotificationByCurrentUser').get('pageSize')).toBe('10');

    const first = within(rows[0]);
    expect(first.getByText('Your pilot registration was accepted.')).toBeTruthy();
    expect(first.getByText('Organisation: Flug ehf.')).toBeTruthy();
    expect(first.getByText(/Welcome aboard\./)).toBeTruthy();
    expect(first.getByText('Unread')).toBeTruthy();
    const time = rows[0].querySelector('time')!;
    expect(time.textContent).toBe('01/03/2026 09:30');
    expect(time.getAttribute('datetime')).toBe('2026-03-01T09:30:00Z');
    expect(within(rows[1]).getByText('Read')).toBeTruthy();
    expect(within(rows[1]).queryByText(/^Organisation/)).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(queryOf('Notification/GetNotificationByCurrentUser', 1).get('pageNumber')).toBe('1');
    // The last page is in: the button goes, and the focus moves on to the first notification it brought.
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.id).toBe('notification-2'));
  });

  it('says so when there are none', async () => {
    signInAsPilot();
    serveNotifications([]);
    renderApp('/privacy');
    const panel = await openPanel('Notifications');
    expect(await within(panel).findByText('You have no notifications.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('marks one read and unread again, and clears one, updating the count', async () => {
    signInAsPilot();
    serveNotifications([notification(3), notification(2), notification(1)]);
    renderApp('/privacy');
    const panel = await openPanel('Notifications, 3 unread');
    const list = await listIn(panel);
    const item = () => within(list).getAllByRole('listitem')[0];

    const markRead = within(item()).getByRole('button', { name: 'Mark as read' });
    expect(markRead.getAttribute('aria-describedby')).toBe('notification-3-message');
    fireEvent.click(markRead);
    await waitFor(() => expect(callsTo('Notification/MarkIsReadOrUnReadByNotificationId')).toHaveLength(1));
    expect(bodyOf('Notification/MarkIsReadOrUnReadByNotificationId')).toEqual({ notificationId: 3, isRead: true });
    expect(await within(item()).findByRole('button', { name: 'Mark as unread' })).toBeTruthy();
    expect(within(item()).getByText('Read')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 2 unread', hidden: true })).toBeTruthy());
    expect(await within(panel).findByText('The notification is marked as read.')).toBeTruthy();

    fireEvent.click(within(item()).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(callsTo('Notification/MarkIsReadOrUnReadByNotificationId')).toHaveLength(2));
    expect(bodyOf('Notification/MarkIsReadOrUnReadByNotificationId', 1)).toEqual({ notificationId: 3, isRead: false });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 3 unread', hidden: true })).toBeTruthy());

    fireEvent.click(within(item()).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(callsTo('Notification/ClearNotificationByNotifyId')).toHaveLength(1));
    expect(bodyOf('Notification/ClearNotificationByNotifyId')).toEqual({ notificationId: 3 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).queryByText('Message 3')).toBeNull();
    // The focus goes to the notification that took the cleared one's place.
    expect(document.activeElement?.id).toBe('notification-2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 2 unread', hidden: true })).toBeTruthy());
  });

  it('marks all read, and clears all only after asking', async () => {
    signInAsPilot();
    serveNotifications([notification(2), notification(1)]);
    renderApp('/privacy');
    const panel = await openPanel('Notifications, 2 unread');
    await listIn(panel);

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(callsTo('Notification/MarkAllReadNotificationByCurrentUser')).toHaveLength(1));
    expect(await within(panel).findByText('None unread')).toBeTruthy();
    expect(within(panel).getAllByText('Read')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy();
    expect(document.activeElement?.id).toBe('notification-summary');

    const clearAll = within(panel).getByRole('button', { name: 'Clear all' });
    fireEvent.click(clearAll);
    const question = within(panel).getByRole('group', { name: 'Clear all notifications? They leave the list for good.' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(clearAll);
    expect(callsTo('Notification/ClearAllNotificationByCurrentUser')).toHaveLength(0);

    fireEvent.click(clearAll);
    fireEvent.click(within(panel).getByRole('button', { name: 'Yes, clear all' }));
    await waitFor(() => expect(callsTo('Notification/ClearAllNotificationByCurrentUser')).toHaveLength(1));
    expect(await within(panel).findByText('You have no notifications.')).toBeTruthy();
    expect(await within(panel).findByText('All notifications were cleared.')).toBeTruthy();
  });

  it('gives the focus back to the bell when the panel closes', async () => {
    signInAsPilot();
    serveNotifications([notification(1)]);
    renderApp('/privacy');
    const button = await bell('Notifications, 1 unread');
    button.focus();
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('speaks Icelandic', async () => {
    signInAsPilot();
    serveNotifications([notification(2, { organizationName: 'Flug ehf.' }), notification(1)]);
    await i18n.changeLanguage('is');
    renderApp('/privacy');
    fireEvent.click(await bell('Tilkynningar, 2 ólesnar'));
    const panel = await screen.findByRole('dialog', { name: 'Tilkynningar' });
    const list = await within(panel).findByRole('list', { name: 'Tilkynningarnar þínar, þær nýjustu fyrst' });
    const first = within(list).getAllByRole('listitem')[0];
    expect(within(first).getByText('Ólesin')).toBeTruthy();
    expect(within(first).getByText('Fyrirtæki: Flug ehf.')).toBeTruthy();
    expect(first.querySelector('time')!.textContent).toBe('01.03.2026 09:30');
    expect(within(first).getByRole('button', { name: 'Merkja sem lesna' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Hreinsa' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Merkja allar sem lesnar' })).toBeTruthy();
    expect(within(panel).getByText('2 ólesnar')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Hreinsa allar' }));
    expect(within(panel).getByRole('group', { name: /^Hreinsa allar tilkynningar\?/ })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Hætta við' })).toBeTruthy();
  });

  it('counts one unread in the singular in both languages', async () => {
    signInAsPilot();
    serveNotifications([notification(1)]);
    await i18n.changeLanguage('is');
    renderApp('/privacy');
    expect(await bell('Tilkynningar, 1 ólesin')).toBeTruthy();
  });
});
