import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AbpUserNotification } from './abp-user-notification';
import { createTestApp, type TestApp } from '../../test/harness';
import { frame, recordSeparator } from './signalr-protocol';

/**
 * The hub at /signalr as ABP clients use it, driven by Microsoft's own client from Node over real
 * WebSockets: negotiation, the JSON hub protocol, `getNotification` from another instance on the
 * same database, a reconnection after the portal restarts, and the refusals.
 */

const password = 'Test-Password-1';
let t: TestApp;
let admin: string;
let baseUrl: string;

async function signedIn(app: TestApp = t, language: 'is' | 'en' = 'en') {
  const user = await app.userWith(['Pages.Pilot.Permission'], { fields: { name: 'Sól', surname: 'Flugdóttir', language } });
  const res = await app.call('POST', '/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress: user.userName, password } });
  return { ...user, token: res.body.result.accessToken as string, encrypted: res.body.result.encryptedAccessToken as string };
}

const hubUrl = (base: string, token: string) => `${base}/signalr?enc_auth_token=${encodeURIComponent(token)}`;

/** A connection as ABP's client makes it: WebSockets, reconnecting by itself, `getNotification` heard. */
function hubConnection(base: string, token: string) {
  const connection = new HubConnectionBuilder()
    .withUrl(hubUrl(base, token), { transport: HttpTransportType.WebSockets })
    .withAutomaticReconnect([0, 250, 500, 1000, 1000, 1000, 1000, 1000, 1000, 1000])
    .configureLogging(LogLevel.None)
    .build();
  const received: AbpUserNotification[] = [];
  const waiting: (() => void)[] = [];
  connection.on('getNotification', (notification: AbpUserNotification) => {
    received.push(notification);
    waiting.splice(0).forEach((wake) => wake());
  });
  const next = async (ms = 3000): Promise<AbpUserNotification> => {
    if (!received.length) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no notification within ${ms} ms`)), ms);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return received.shift()!;
  };
  return { connection, next };
}

const push = (app: TestApp, userId: number, messageId = 5) =>
  app.call('POST', '/api/services/app/Notification/PushNotificationByUserId', { token: admin, body: { userId, messageId } });

async function closeInstance(other: TestApp) {
  await other.app.close();
  await other.deps.jobs.stop();
  await other.database.close();
}

const until = async (check: () => boolean, ms: number, what: string) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the SignalR hub at /signalr', () => {
  it('negotiates version 1 and 0 for a signed-in client, offering WebSockets', async () => {
    const user = await signedIn();
    const v1 = await fetch(`${hubUrl(baseUrl, user.encrypted)}&negotiateVersion=1`.replace('/signalr?', '/signalr/negotiate?'), {
      method: 'POST',
    });
    expect(v1.status).toBe(200);
    const body = await v1.json();
    expect(body).toMatchObject({ negotiateVersion: 1, connectionId: expect.any(String), connectionToken: expect.any(String) });
    expect(body.availableTransports).toEqual([{ transport: 'WebSockets', transferFormats: ['Text'] }]);
    const v0 = await (await fetch(hubUrl(baseUrl, user.encrypted).replace('/signalr?', '/signalr/negotiate?'), { method: 'POST' })).json();
    expect(v0).toEqual({ connectionId: expect.any(String), availableTransports: body.availableTransports });
  });

  it('delivers a notification raised through another instance as ABP’s UserNotification, in the reader’s language', async () => {
    const user = await signedIn(t, 'en');
    const { connection, next } = hubConnection(baseUrl, user.encrypted);
    const second = await t.reopen();
    try {
      await connection.start();
      await connection.invoke('register');
      const started = performance.now();
      expect((await push(second, user.id, 5)).status).toBe(200);
      const notification = await next();
      expect(performance.now() - started).toBeLessThan(2000);
      expect(notification).toMatchObject({
        userId: user.id,
        tenantId: null,
        state: 0,
        notification: {
          notificationName: 'App.MessageDisconnectPilot',
          severity: 0,
          data: {
            type: 'Abp.Notifications.MessageNotificationData',
            message: 'Sól Flugdóttir is no longer a pilot of an organisation.',
          },
        },
      });
      expect(notification.notification.data.properties.Message).toBe(notification.notification.data.message);
      await expect(connection.invoke('noSuchMethod')).rejects.toThrow(/does not exist/);
    } finally {
      await connection.stop();
      await closeInstance(second);
    }
  });

  it('reconnects by itself after its portal restarts, and goes on delivering', async () => {
    const user = await signedIn();
    const first = await t.reopen();
    const url = await first.app.listen({ port: 0, host: '127.0.0.1' });
    const port = new URL(url).port;
    const { connection, next } = hubConnection(url, user.encrypted);
    let reconnected = 0;
    connection.onreconnected(() => reconnected++);
    let restarted: TestApp | undefined;
    try {
      await connection.start();
      await closeInstance(first);
      await until(() => connection.state !== HubConnectionState.Connected, 5000, 'the loss');
      restarted = await t.reopen();
      await restarted.app.listen({ port: Number(port), host: '127.0.0.1' });
      await until(() => reconnected > 0, 15_000, 'the reconnection');
      expect(connection.state).toBe(HubConnectionState.Connected);
      await push(t, user.id, 2);
      expect((await next()).notification.notificationName).toBe('App.MessageAcceptedPilot');
    } finally {
      await connection.stop();
      if (restarted) await closeInstance(restarted);
    }
  });

  it('ends the connection for good when its session ends', async () => {
    const user = await signedIn();
    const { connection } = hubConnection(baseUrl, user.encrypted);
    let closed = false;
    connection.onclose(() => (closed = true));
    await connection.start();
    expect((await t.call('POST', '/api/TokenAuth/Logout', { token: user.token, body: {} })).status).toBe(200);
    await until(() => closed, 5000, 'the close');
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });

  it('refuses a client without a valid token, before and at the WebSocket', async () => {
    const user = await signedIn();
    for (const token of ['', 'not-a-token', user.token]) {
      const res = await fetch(`${baseUrl}/signalr/negotiate?negotiateVersion=1&enc_auth_token=${encodeURIComponent(token)}`, {
        method: 'POST',
      });
      expect(res.status, token).toBe(401);
      await expect(hubConnection(baseUrl, token).connection.start()).rejects.toThrow();
    }
    const refused = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/signalr?id=x`);
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(refused).toBe(401);
  });

  it('speaks the JSON hub protocol: refuses another protocol, answers register and unknown methods', async () => {
    const user = await signedIn();
    const open = async () => {
      const socket = new WebSocket(`${hubUrl(baseUrl.replace('http', 'ws'), user.encrypted)}&id=abc`);
      const records: unknown[] = [];
      const closed = new Promise((resolve) => socket.on('close', resolve));
      socket.on('message', (data) => {
        for (const part of String(data).split(recordSeparator).filter(Boolean)) records.push(JSON.parse(part));
      });
      await new Promise((resolve) => socket.on('open', resolve));
      return { socket, records, closed };
    };
    const wrong = await open();
    wrong.socket.send(frame({ protocol: 'messagepack', version: 1 }));
    await until(() => wrong.records.length > 0, 2000, 'the refusal');
    expect(wrong.records[0]).toEqual({ error: expect.stringContaining('messagepack') });
    await wrong.closed;

    const right = await open();
    // A record may come in pieces.
    const handshake = frame({ protocol: 'json', version: 1 });
    right.socket.send(handshake.slice(0, 10));
    right.socket.send(handshake.slice(10) + frame({ type: 1, invocationId: '7', target: 'Register', arguments: [] }));
    right.socket.send(frame({ type: 1, invocationId: '8', target: 'deleteEverything', arguments: [] }) + frame({ type: 6 }));
    await until(() => right.records.length >= 3, 2000, 'the answers');
    expect(right.records.slice(0, 3)).toEqual([
      {},
      { type: 3, invocationId: '7', result: null },
      { type: 3, invocationId: '8', error: expect.stringContaining('deleteEverything') },
    ]);
    right.socket.close();
  });

  it('is refused while real-time notifications are turned off (setting 25), so the client polls', async () => {
    const user = await signedIn();
    const set = (value: string) => t.call('PUT', '/api/services/app/Setting/Update', { token: admin, body: { settingId: 25, value } });
    await set('false');
    try {
      const res = await fetch(`${baseUrl}/signalr/negotiate?negotiateVersion=1&enc_auth_token=${encodeURIComponent(user.encrypted)}`, {
        method: 'POST',
      });
      expect(res.status).toBe(503);
    } finally {
      await set('true');
    }
  });
});
