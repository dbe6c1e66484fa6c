import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notificationStreamPath, type NotificationStreamEvent } from '../../src/shared/contracts/notifications';
import { NotificationMessage, UserType } from '../../src/shared/enums';
import { launchBrowser, until } from '../support/browser';
import { call, instanceAdminPassword, startCluster, type PortalCluster } from '../support/instances';
import { uniqueName } from '../support/portal';
import { finishByApi } from '../support/second-factor';

/**
 * Two portals on one PostgreSQL behind HAProxy (design section 5): a session, a job, a shutdown and
 * a notification each cross from one instance to the other. The cluster has a database of its
 * own, so the journeys that share the global portal never see it.
 */

declare global {
  interface Window {
    /** What the page's EventSource received, with the page's clock at arrival. */
    multiInstanceEvents: { at: number; data: NotificationStreamEvent }[];
  }
}

const currentLogin = '/api/services/app/Session/GetCurrentLoginInformations';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

let cluster: PortalCluster;
let adminToken: string;

async function signIn(baseUrl: string, userNameOrEmailAddress: string, password: string) {
  const reply = await call(baseUrl, '/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress, password } });
  if (reply.status !== 200) throw new Error(`sign-in as ${userNameOrEmailAddress}: ${reply.status} ${JSON.stringify(reply.body)}`);
  // The cluster's own database: its administrator's app and steps are kept apart from the run's.
  const post = async (route: string, body: Record<string, unknown>) => {
    const answer = await call(baseUrl, route, { body });
    if (answer.status !== 200) throw new Error(`${route} as ${userNameOrEmailAddress}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.result;
  };
  return finishByApi(path.join(inject('secondFactorDir'), 'cluster'), userNameOrEmailAddress, reply.result, post);
}

function newUserBody(roleNames: string[] = []) {
  const userName = uniqueName('multi');
  return {
    userName,
    name: uniqueName('Prufa'),
    surname: 'Prófsdóttir',
    emailAddress: `${userName}@example.test`,
    password: 'Multi-User-Password-1',
    roleNames,
    userTypeId: roleNames.includes('Pilot') ? UserType.Pilot : null,
    language: 'is',
    dateOfBirth: null,
  };
}

async function createUser(roleNames: string[] = []) {
  const body = newUserBody(roleNames);
  const reply = await call(cluster.balancedUrl, '/api/services/app/User/Create', { token: adminToken, body });
  if (reply.status !== 200) throw new Error(`User/Create: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { ...body, id: reply.result.id as number };
}

beforeAll(async () => {
  const started = Date.now();
  cluster = await startCluster(inject('pgServerUrl'));
  console.log(`multi-instance: database, SMTP, HAProxy and two portals up in ${Date.now() - started} ms`);
  adminToken = (await signIn(cluster.a.url, 'admin', instanceAdminPassword)).accessToken;
});

afterAll(async () => {
  await cluster?.close();
});

describe('two portals on one database behind HAProxy', () => {
  it('a user signed in on one instance is signed in on the other, and a logout on one ends it on both', async () => {
    await cluster.ensureRunning();
    const { a, b } = cluster;
    const { accessToken: token } = await signIn(a.url, 'admin', instanceAdminPassword);

    const onB = await call(b.url, currentLogin, { token });
    expect(onB.status).toBe(200);
    expect(onB.result.user?.userName).toBe('admin');
    // Now a holds the session in memory too: only the database's word can make it forget.
    expect((await call(a.url, currentLogin, { token })).result.user?.userName).toBe('admin');

    const logout = await call(b.url, '/api/TokenAuth/Logout', { token, body: {} });
    expect(logout.status).toBe(200);
    expect(logout.result).toBe(true);
    const loggedOut = Date.now();
    expect((await call(b.url, currentLogin, { token })).result.user).toBeNull();
    // Decision 0011: the other portal hears of it within milliseconds, and within a second at worst.
    await expect.poll(async () => (await call(a.url, currentLogin, { token })).result.user, { timeout: 1000, interval: 10 }).toBeNull();
    console.log(`multi-instance: a logout on b ended the session on a within ${Date.now() - loggedOut} ms`);
  });

  it('a pg-boss job caused through the balancer runs once while both instances work the queue', async () => {
    await cluster.ensureRunning();
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser()));

    const asked = await Promise.all(
      users.map((user) => call(cluster.balancedUrl, '/api/TokenAuth/ResetPassword', { body: { emailOrUsername: user.emailAddress } })),
    );
    expect(asked.map((r) => [r.status, r.result])).toEqual(users.map(() => [200, true]));
    expect(new Set(asked.map((r) => r.servedBy))).toEqual(new Set(['a', 'b']));

    for (const user of users) await cluster.smtp.mailTo(user.emailAddress);
    // Each portal polls every 2 s (jobs/queue.ts): a job fetched twice would have been sent twice by now.
    await sleep(5_000);
    const received = users.map((user) => cluster.smtp.received.filter((m) => m.to.includes(user.emailAddress)).length);
    expect(received).toEqual(users.map(() => 1));

    const outbox = await cluster.database.query<{ status: string; attempts: number; state: string; retry_count: number }>(
      `select o.status, o.attempts, j.state, j.retry_count
         from mail_outbox o join pgboss.job j on j.name = 'send-mail' and (j.data->>'mailId')::int = o.id
        where o.to_address = any($1)`,
      [users.map((u) => u.emailAddress)],
    );
    expect(outbox).toHaveLength(users.length);
    expect(outbox.every((row) => row.status === 'sent' && row.attempts === 1 && row.state === 'completed' && row.retry_count === 0)).toBe(
      true,
    );
  });

  it('stopping one instance under a stream of writes loses no request and no write, and it exits 0', async () => {
    await cluster.ensureRunning();
    const results: { userName: string; status: number; success: unknown; servedBy: string | null; at: number }[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) {
        const body = newUserBody();
        try {
          const reply = await call(cluster.balancedUrl, '/api/services/app/User/Create', { token: adminToken, body });
          results.push({
            userName: body.userName,
            status: reply.status,
            success: reply.body?.success,
            servedBy: reply.servedBy,
            at: Date.now(),
          });
        } catch (error) {
          // A dropped connection: the client cannot know whether its write happened.
          results.push({ userName: body.userName, status: 0, success: String(error), servedBy: null, at: Date.now() });
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    try {
      await until(() => Promise.resolve(results.filter((r) => r.servedBy === 'a').length >= 5), 'writes served by a');
      const stoppedAt = Date.now();
      const exit = await cluster.a.stop('SIGTERM');
      const servedAfterExit = results.length;
      await until(() => Promise.resolve(results.length >= servedAfterExit + 20), 'writes after a stopped');
      writing = false;
      await Promise.all(writers);

      const failed = results.filter((r) => r.status !== 200 || r.success !== true);
      expect(failed, cluster.a.output()).toEqual([]);
      expect(exit, cluster.a.output()).toMatchObject({ code: 0, signal: null });
      expect(exit.ms).toBeLessThan(5_000);
      const servedByA = results.filter((r) => r.servedBy === 'a');
      expect(results.filter((r) => r.at > stoppedAt + exit.ms).every((r) => r.servedBy === 'b')).toBe(true);

      const stored = await cluster.database.query<{ user_name: string }>('select user_name from users where user_name = any($1)', [
        results.map((r) => r.userName),
      ]);
      expect(stored.map((r) => r.user_name).sort()).toEqual(results.map((r) => r.userName).sort());
      const drained = servedByA.filter((r) => r.at > stoppedAt).length;
      console.log(
        `multi-instance: ${results.length} writes (${servedByA.length} on a, ${drained} of them after its SIGTERM; ` +
          `${results.length - servedByA.length} on b), none failed; a exited ${exit.code} ${exit.ms} ms after SIGTERM`,
      );
    } finally {
      writing = false;
      await Promise.all(writers);
    }
  });

  it('a notification raised through one instance reaches a browser connected to the other within a second', async () => {
    await cluster.ensureRunning();
    const pilot = await createUser(['Pilot']);
    const messageId = NotificationMessage.AdminUpdatePilotTypeLabel;
    let browser: Browser | undefined;
    try {
      browser = await launchBrowser();
      const context = await browser.newContext({ baseURL: cluster.pinnedUrl(cluster.b), serviceWorkers: 'block' });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      // Which portal served the stream, as the balancer says (the page cannot read an EventSource's headers).
      const streamServedBy = new Promise<string | undefined>((resolve) =>
        page.on('response', (response) => {
          if (new URL(response.url()).pathname === notificationStreamPath) resolve(response.headers()['x-served-by']);
        }),
      );
      const home = await page.goto('/');
      expect(home?.headers()['x-served-by']).toBe('b');

      // Signed in and listening from the page itself, as the app would, through b.
      await page.evaluate(
        async ({ userName, password, streamPath }) => {
          const res = await fetch('/api/TokenAuth/Authenticate', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userNameOrEmailAddress: userName, password }),
          });
          if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
          const { result } = (await res.json()) as { result: { encryptedAccessToken: string } };
          const events: typeof window.multiInstanceEvents = [];
          window.multiInstanceEvents = events;
          const source = new EventSource(`${streamPath}?encryptedAccessToken=${encodeURIComponent(result.encryptedAccessToken)}`);
          source.addEventListener('notification', (event) => events.push({ at: Date.now(), data: JSON.parse(event.data) }));
          await new Promise<void>((resolve, reject) => {
            source.onopen = () => resolve();
            source.onerror = () => reject(new Error(`the stream did not open (readyState ${source.readyState})`));
          });
        },
        { userName: pilot.userName, password: pilot.password, streamPath: notificationStreamPath },
      );
      expect(await streamServedBy).toBe('b');
      // The stream opens with the unread count; a push before it might be counted in it instead of sent.
      const first = await page.waitForFunction(() => window.multiInstanceEvents[0]?.data);
      expect(await first.jsonValue()).toEqual({ notification: null, unreadCount: 0 });

      const fromAnswer: number[] = [];
      const fromRequest: number[] = [];
      for (let i = 1; i <= 5; i++) {
        const sent = Date.now();
        const push = await call(cluster.a.url, '/api/services/app/Notification/PushNotificationByUserId', {
          token: adminToken,
          body: { userId: pilot.id, messageId },
        });
        const answered = Date.now();
        expect(push.status, JSON.stringify(push.body)).toBe(200);
        expect(push.result).toEqual({ count: 1 });
        const arrived = await page.waitForFunction((n) => window.multiInstanceEvents.filter((e) => e.data.notification)[n - 1], i, {
          timeout: 5_000,
        });
        const event = (await arrived.jsonValue()) as (typeof window.multiInstanceEvents)[number];
        expect(event.data.notification?.messageId).toBe(messageId);
        expect(event.data.unreadCount).toBe(i);
        fromAnswer.push(event.at - answered);
        fromRequest.push(event.at - sent);
      }
      console.log(
        `multi-instance: a notification pushed on a reached the browser on b ${median(fromAnswer)} ms (median of 5) after the push answered ` +
          `[${fromAnswer.join(', ')}], ${median(fromRequest)} ms after it was sent [${fromRequest.join(', ')}]`,
      );
      expect(Math.max(...fromAnswer)).toBeLessThan(1000);

      // An open stream must not hold a portal's shutdown (a rolling restart stops one with browsers connected).
      const exit = await cluster.b.stop('SIGTERM');
      expect(exit, cluster.b.output()).toMatchObject({ code: 0, signal: null });
      expect(exit.ms).toBeLessThan(5_000);
      console.log(`multi-instance: b exited ${exit.code} ${exit.ms} ms after SIGTERM with the browser's stream open`);
    } finally {
      await browser?.close();
    }
  });
});
