import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationStreamPath, sessionChangedStreamEvent, type NotificationStreamEvent } from '../../../shared/contracts/notifications';
import { NotificationMessage, UserStatus } from '../../../shared/enums';
import { createTestApp, type TestApp } from '../../test/harness';
import { hubApplicationName, notificationHubOf } from './notification-hub';
import { maxStreamsPerUser } from './notification-stream';
import { notifyUsers } from '.';

/**
 * The real-time stream over real HTTP: Server-Sent Events read as a browser's EventSource reads
 * them, from apps listening on loopback, one of them a second instance on the same database.
 */

const api = '/api/services/app/Notification';
const password = 'Test-Password-1';
let t: TestApp;
let admin: string;
let baseUrl: string;

interface Frame {
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

/** An open stream: its frames as they arrive, and whether the server has ended it. */
interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next `event: notification`, within `ms`. */
  next(ms?: number): Promise<NotificationStreamEvent>;
  frames: Frame[];
  ended: Promise<void>;
  close(): void;
}

/**
 * Opened with node:http on a connection of its own, closed as a browser closes a tab (fetch's
 * abort leaves a spare connection open that a closing server waits for).
 */
async function openStream(base: string, query: Record<string, string>): Promise<OpenStream> {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get(
        `${base}${notificationStreamPath}?${new URLSearchParams(query)}`,
        { agent: false, headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' } },
        resolve,
      )
      .on('error', reject);
  });
  const frames: Frame[] = [];
  const events: NotificationStreamEvent[] = [];
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((w) => w());
  let buffer = '';
  res.setEncoding('utf8');
  const ended = (async () => {
    try {
      for await (const chunk of res as AsyncIterable<string>) {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const frame: Frame = {};
          for (const line of buffer.slice(0, at).split('\n')) {
            if (line.startsWith(':')) frame.comment = line.slice(1).trim();
            else if (line.startsWith('event:')) frame.event = line.slice(6).trim();
            else if (line.startsWith('data:')) frame.data = line.slice(5).trim();
            else if (line.startsWith('retry:')) frame.retry = Number(line.slice(6));
          }
          buffer = buffer.slice(at + 2);
          frames.push(frame);
          if (frame.event === 'notification') events.push(JSON.parse(frame.data!));
          wake();
        }
      }
    } catch {
      // Closed by the test.
    } finally {
      wake();
    }
  })();
  let done = false;
  void ended.then(() => (done = true));
  return {
    status: res.statusCode!,
    headers: res.headers,
    frames,
    ended,
    close: () => res.destroy(),
    async next(ms = 2000) {
      const deadline = Date.now() + ms;
      while (events.length === 0) {
        if (done) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return events.shift()!;
    },
  };
}

/** A person signed in as a browser is, with the encrypted token that names their session to the stream. */
async function signedIn(app: TestApp = t, tenantId: number | null = null) {
  const user = await app.userWith(['Pages.Pilot.Permission'], { tenantId, fields: { name: 'Sól', surname: 'Flugdóttir' } });
  const res = await app.call('POST', '/api/TokenAuth/Authenticate', {
    body: { userNameOrEmailAddress: user.userName, password },
    tenantId,
  });
  return { ...user, token: res.body.result.accessToken as string, encrypted: res.body.result.encryptedAccessToken as string };
}

const push = (app: TestApp, userId: number, messageId = 5) =>
  app.call('POST', `${api}/PushNotificationByUserId`, { token: admin, body: { userId, messageId } });

const setRealTime = async (value: 'true' | 'false') =>
  expect((await t.call('PUT', '/api/services/app/Setting/Update', { token: admin, body: { settingId: 25, value } })).status).toBe(200);

/** Closes a second instance on the test's database without dropping the database under the first. */
async function closeInstance(other: TestApp) {
  await other.app.close();
  await other.deps.jobs.stop();
  await other.database.close();
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms))]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('who may open the stream', () => {
  it('answers 401 in the envelope without a token, with a bad one, with a bearer token and after logout', async () => {
    const user = await signedIn();
    const tries: Record<string, string>[] = [
      {},
      { encryptedAccessToken: '' },
      { encryptedAccessToken: 'not-a-token-at-all' },
      { encryptedAccessToken: user.token },
      { encryptedAccessToken: `${user.encrypted.slice(0, -4)}AAAA` },
    ];
    for (const query of tries) {
      const res = await t.call('GET', notificationStreamPath, { query, language: 'en' });
      expect(res.status, JSON.stringify(query)).toBe(401);
      expect(res.body).toMatchObject({ success: false, unAuthorizedRequest: true, __abp: true });
      expect(res.body.error?.message).toBeTruthy();
    }
    const open = await openStream(baseUrl, { encryptedAccessToken: user.encrypted });
    expect(open.status).toBe(200);
    open.close();
    await t.call('POST', '/api/TokenAuth/Logout', { token: user.token, body: {} });
    expect((await t.call('GET', notificationStreamPath, { query: { encryptedAccessToken: user.encrypted } })).status).toBe(401);
  });

  it('is not part of the OpenAPI document, whose operations all answer in the envelope', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/swagger/v1/swagger.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain(notificationStreamPath);
  });
});

describe('the stream', () => {
  it('opens with the unread count, uncompressed, and then carries each new notification within a second', async () => {
    const user = await signedIn();
    await notifyUsers(t.database.db, { tenantId: null, userIds: [user.id, user.id], messageId: NotificationMessage.MessageAcceptedPilot });
    await notifyUsers(t.database.db, { tenantId: null, userIds: [user.id], messageId: NotificationMessage.MessageRejectPilot });
    const stream = await openStream(baseUrl, { encryptedAccessToken: user.encrypted, culture: 'en' });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['cache-control']).toContain('no-cache');
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(await stream.next()).toEqual({ notification: null, unreadCount: 2 });
      expect(stream.frames[0]).toEqual({ retry: 2000 });

      const started = performance.now();
      expect((await push(t, user.id)).status).toBe(200);
      const event = await stream.next(1000);
      const elapsed = performance.now() - started;
      expect(elapsed).toBeLessThan(1000);
      expect(event.unreadCount).toBe(3);
      expect(event.notification).toMatchObject({
        messageId: 5,
        messageKey: 'MessageDisconnectPilot',
        message: 'Sól Flugdóttir is no longer a pilot of an organisation.',
        isRead: false,
      });

      // A read, an unread and a clear carry no notification, only the count.
      const id = event.notification!.id;
      await t.call('POST', `${api}/MarkIsReadOrUnReadByNotificationId`, { token: user.token, body: { notificationId: id, isRead: true } });
      expect(await stream.next()).toEqual({ notification: null, unreadCount: 2 });
      await t.call('POST', `${api}/MarkAllReadNotificationByCurrentUser`, { token: user.token });
      expect(await stream.next()).toEqual({ notification: null, unreadCount: 0 });
      await t.call('POST', `${api}/ClearAllNotificationByCurrentUser`, { token: user.token });
      expect(await stream.next()).toEqual({ notification: null, unreadCount: 0 });
    } finally {
      stream.close();
    }
  });

  it('renders in the user’s own language when the browser names none, and hears nobody else’s notifications', async () => {
    const user = await signedIn();
    const other = await signedIn();
    const stream = await openStream(baseUrl, { encryptedAccessToken: user.encrypted });
    try {
      expect(await stream.next()).toEqual({ notification: null, unreadCount: 0 });
      await push(t, other.id);
      await push(t, user.id, 4);
      const event = await stream.next();
      expect(event).toMatchObject({ unreadCount: 1, notification: { messageId: 4 } });
      expect(event.notification!.message).toBe('Sól Flugdóttir er ekki lengur tengiliður fyrirtækis.');
    } finally {
      stream.close();
    }
  });

  it('carries a notification made through a second instance on the same database', async () => {
    const second = await t.reopen();
    try {
      const user = await signedIn();
      const stream = await openStream(baseUrl, { encryptedAccessToken: user.encrypted, culture: 'en' });
      try {
        expect((await stream.next()).unreadCount).toBe(0);
        const started = performance.now();
        const pushed = await push(second, user.id, 2);
        expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
        const event = await stream.next(1000);
        expect(performance.now() - started).toBeLessThan(1000);
        expect(event).toMatchObject({ unreadCount: 1, notification: { messageId: 2 } });
        // And a stream on the second instance hears a change made through the first.
        const onSecond = await openStream(await second.app.listen({ port: 0, host: '127.0.0.1' }), {
          encryptedAccessToken: user.encrypted,
        });
        try {
          expect((await onSecond.next()).unreadCount).toBe(1);
          await t.call('POST', `${api}/MarkAllReadNotificationByCurrentUser`, { token: user.token });
          expect(await onSecond.next()).toEqual({ notification: null, unreadCount: 0 });
          expect(await stream.next()).toEqual({ notification: null, unreadCount: 0 });
        } finally {
          onSecond.close();
        }
      } finally {
        stream.close();
      }
    } finally {
      await closeInstance(second);
    }
  });

  it('comes back after losing its database connection, and tells every stream to count again', async () => {
    const user = await signedIn();
    const stream = await openStream(baseUrl, { encryptedAccessToken: user.encrypted });
    try {
      expect((await stream.next()).unreadCount).toBe(0);
      const killed = await t.database.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`,
        [hubApplicationName],
      );
      expect(killed.rowCount).toBe(1);
      await notifyUsers(t.database.db, { tenantId: null, userIds: [user.id], messageId: NotificationMessage.MessageAcceptedPilot });
      // Raised while nobody listened: heard as the recount after the reconnection.
      expect(await stream.next(5000)).toEqual({ notification: null, unreadCount: 1 });
      await push(t, user.id);
      expect(await stream.next()).toMatchObject({ unreadCount: 2, notification: { messageId: 5 } });
    } finally {
      stream.close();
    }
  });

  it('lets go of everything when the browser goes, and ends a user’s oldest beyond the limit', async () => {
    const user = await signedIn();
    const hub = notificationHubOf(t.database.pool);
    const streams: OpenStream[] = [];
    for (let i = 0; i < maxStreamsPerUser; i++) streams.push(await openStream(baseUrl, { encryptedAccessToken: user.encrypted }));
    for (const stream of streams) expect((await stream.next()).unreadCount).toBe(0);
    expect(hub.listenersOf(user.id)).toBe(maxStreamsPerUser);
    const newest = await openStream(baseUrl, { encryptedAccessToken: user.encrypted });
    expect((await newest.next()).unreadCount).toBe(0);
    await within(streams[0].ended, 2000, 'ending the oldest stream');
    expect(hub.listenersOf(user.id)).toBe(maxStreamsPerUser);
    for (const stream of [...streams, newest]) stream.close();
    for (let i = 0; i < 50 && hub.listenersOf(user.id) > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(hub.listenersOf(user.id)).toBe(0);
  });

  it('ends when its session is logged out', async () => {
    const user = await signedIn();
    const stream = await openStream(baseUrl, { encryptedAccessToken: user.encrypted });
    expect((await stream.next()).unreadCount).toBe(0);
    await t.call('POST', '/api/TokenAuth/Logout', { token: user.token, body: {} });
    await within(stream.ended, 2000, 'ending the stream after logout');
  });

  it('tells the browser when its user changes on the server, as a confirmed payment changes the payment mode', async () => {
    const user = await signedIn();
    const stream = await openStream(baseUrl, { encryptedAccessToken: user.encrypted });
    expect((await stream.next()).unreadCount).toBe(0);
    await t.database.pool.query('update users set status_id = $1 where id = $2', [UserStatus.PaymentAtHomePage, user.id]);
    const deadline = Date.now() + 2000;
    while (!stream.frames.some((frame) => frame.event === sessionChangedStreamEvent) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(stream.frames.some((frame) => frame.event === sessionChangedStreamEvent)).toBe(true);
    stream.close();
    await stream.ended;
  });
});

describe('setting 25, EnableRealTimeNotifications', () => {
  it('answers 503 with a translated message while it is off, and ends open streams when it is turned off', async () => {
    const user = await signedIn();
    const stream = await openStream(baseUrl, { encryptedAccessToken: user.encrypted });
    expect((await stream.next()).unreadCount).toBe(0);
    await setRealTime('false');
    try {
      await within(stream.ended, 2000, 'ending the stream when the setting went off');
      const en = await t.call('GET', notificationStreamPath, { query: { encryptedAccessToken: user.encrypted, culture: 'en' } });
      expect(en.status).toBe(503);
      expect(en.body).toMatchObject({ success: false, unAuthorizedRequest: false, __abp: true });
      expect(en.body.error?.message).toBe(
        'Real-time notifications are not available at the moment. New notifications are fetched at intervals.',
      );
      const is = await t.call('GET', notificationStreamPath, { query: { encryptedAccessToken: user.encrypted } });
      expect(is.status).toBe(503);
      expect(is.body.error?.message).toBe(
        'Tilkynningar í rauntíma eru ekki í boði núna. Nýjar tilkynningar eru sóttar með reglulegu millibili.',
      );
      const visible = (await t.call('GET', '/AbpUserConfiguration/GetAll')).body.result.setting.values;
      expect(visible.EnableRealTimeNotifications).toBe('false');
      // The calls the browser polls instead still answer.
      expect((await t.call('GET', `${api}/GetTotalNotificationByCurrentUser`, { token: user.token })).body.result).toBe(0);
    } finally {
      await setRealTime('true');
    }
    const again = await openStream(baseUrl, { encryptedAccessToken: user.encrypted });
    expect((await again.next()).unreadCount).toBe(0);
    again.close();
  });
});

describe('closing the app', () => {
  it('ends its open streams, so that closing does not wait for them', async () => {
    const other = await t.reopen();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signedIn();
    const streams = [
      await openStream(url, { encryptedAccessToken: user.encrypted }),
      await openStream(url, { encryptedAccessToken: user.encrypted }),
    ];
    for (const stream of streams) expect((await stream.next()).unreadCount).toBe(0);
    const started = performance.now();
    await within(
      (async () => {
        await other.app.close();
        await Promise.all(streams.map((s) => s.ended));
      })(),
      3000,
      'closing an app with open streams',
    );
    expect(performance.now() - started).toBeLessThan(3000);
    await other.deps.jobs.stop();
    await other.database.close();
    // The first instance's streams are its own, and stay open.
    const stream = await openStream(baseUrl, { encryptedAccessToken: user.encrypted });
    expect((await stream.next()).unreadCount).toBe(0);
    stream.close();
  });
});
