import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { NotificationDto, NotificationStreamEvent } from '../../../shared/contracts/notifications';
import { Permission } from '../../../shared/permissions';
import { fake } from '../../test/harness';
import { api } from '../../test/calls';

export { api, bodyOf, callsTo, queryOf } from '../../test/calls';

/** A notification as the server sends it; `id` also orders them, the highest being the newest. */
export function notification(id: number, changes: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id,
    messageId: 2,
    messageKey: 'MessageAcceptedPilot',
    message: `Message ${id}`,
    dynamicMessage: null,
    organizationId: null,
    organizationName: null,
    isRead: false,
    creationTime: '2026-03-01T09:30:00Z',
    action: null,
    isDone: false,
    ...changes,
  };
}

/** A signed-in pilot whose session holds the encrypted token the stream is opened with. */
export function signInAsPilot(): void {
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
  localStorage.setItem('auth.encryptedAccessToken', 'encrypted-token');
}

/**
 * The ten calls' answers over a list kept here (newest first), so a change is seen in the next
 * page or count read, as from the server.
 */
export function serveNotifications(initial: NotificationDto[]): { items: NotificationDto[] } {
  const state = { items: [...initial] };
  const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  const unread = () => state.items.filter((item) => !item.isRead).length;
  fake.overrides[api('Notification/GetNotificationByCurrentUser')] = (url) => {
    const pageNumber = Number(url.searchParams.get('pageNumber') ?? 0);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    const start = pageNumber * pageSize;
    return {
      items: state.items.slice(start, start + pageSize),
      totalCount: state.items.length,
      totalPageCount: Math.ceil(state.items.length / pageSize),
      isLoadMore: start + pageSize < state.items.length,
    };
  };
  fake.overrides[api('Notification/GetTotalNotificationByCurrentUser')] = () => unread();
  fake.overrides[api('Notification/MarkIsReadOrUnReadByNotificationId')] = (_url, init) => {
    const { notificationId, isRead } = body(init);
    state.items = state.items.map((item) => (item.id === notificationId ? { ...item, isRead: Boolean(isRead) } : item));
    return state.items.find((item) => item.id === notificationId);
  };
  fake.overrides[api('Notification/ClearNotificationByNotifyId')] = (_url, init) => {
    const { notificationId } = body(init);
    state.items = state.items.filter((item) => item.id !== notificationId);
    return true;
  };
  fake.overrides[api('Notification/MarkAllReadNotificationByCurrentUser')] = () => {
    const changed = unread();
    state.items = state.items.map((item) => ({ ...item, isRead: true }));
    return changed;
  };
  fake.overrides[api('Notification/ClearAllNotificationByCurrentUser')] = () => {
    const cleared = state.items.length;
    state.items = [];
    return cleared;
  };
  return state;
}

/**
 * A stand-in for the browser's EventSource (happy-dom has none) that delivers what the server's
 * stream sends: `notification` events whose data is a JSON {@link NotificationStreamEvent}.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('No EventSource was opened.');
    return last;
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends one event. */
  emit(data: NotificationStreamEvent): void {
    this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent('notification', { data: JSON.stringify(data) });
    act(() => {
      for (const listener of this.listeners.get('notification') ?? []) listener(event);
    });
  }

  /** The connection fails or the server answers with something other than a stream. */
  fail(): void {
    act(() => this.onerror?.(new Event('error')));
  }
}

/** Puts the fake in the browser's place for every test of the file. */
export function installFakeEventSource(): void {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
