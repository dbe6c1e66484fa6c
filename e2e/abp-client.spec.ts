import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, adminToken, baseUrl, browserOfFile, newPage, until } from './support/browser';
import { createUser, getUser, signedIn } from './support/portal';
import { claimCode } from './support/second-factor';

/**
 * Issue 36's journey: a client made as ABP's templates are, served from an origin of its own
 * (listed in the portal's CORS_ORIGINS), shows its own texts, signs a member of staff in (with
 * their second step), edits a user as the template's dialog does without losing their roles, and
 * hears a notification over SignalR.
 */

const browser = browserOfFile();
const root = path.resolve(import.meta.dirname, '..');
const files: Record<string, [string, string]> = {
  '/': [path.join(root, 'e2e/fixtures/abp-client/index.html'), 'text/html; charset=utf-8'],
  '/abp-client.js': [path.join(root, 'e2e/fixtures/abp-client/abp-client.js'), 'text/javascript; charset=utf-8'],
  '/signalr.min.js': [path.join(root, 'node_modules/@microsoft/signalr/dist/browser/signalr.min.js'), 'text/javascript; charset=utf-8'],
};
let server: http.Server;

beforeAll(async () => {
  const origin = new URL(inject('abpClientOrigin'));
  server = http.createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', origin).pathname];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file[1] }).end(fs.readFileSync(file[0]));
  });
  await new Promise<void>((resolve) => server.listen(Number(origin.port), origin.hostname, resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('an ABP client from another origin', () => {
  it('shows its own texts, signs in, edits a user keeping their roles, and hears a notification over SignalR', async () => {
    const staff = await createUser({ roleNames: ['Admin'], language: 'en' });
    // Their authenticator app is set up once, as at their first sign-in; the page answers with its codes.
    await signedIn(staff);
    const person = await createUser({ roleNames: ['Pilot'], userTypeId: 3 });
    const { context, page } = await newPage(browser(), 'en');
    try {
      await page.goto(`${inject('abpClientOrigin')}/?portal=${encodeURIComponent(baseUrl())}`);
      await page.evaluate(() => (window as unknown as { abpClient: { ready: Promise<void> } }).abpClient.ready);
      await expect.poll(() => page.locator('#title').textContent()).toBe('Sign in');
      expect(await page.locator('#tenant').textContent()).toBe('Current tenant: Not selected');
      expect(await page.locator('#total').textContent()).toBe('Total: 3');

      type Client = {
        signIn(user: string, password: string): Promise<{ twoFactorTicket?: string }>;
        secondStep(ticket: string, code: string): Promise<{ userId: number }>;
        changeSurname(id: number, surname: string): Promise<{ surname: string; roleNames: string[] }>;
        connect(): Promise<string>;
        received: { userId: number; notification: { notificationName: string; data: { message: string } } }[];
      };
      const first = await page.evaluate(
        ([userName, password]) => (window as unknown as { abpClient: Client }).abpClient.signIn(userName, password),
        [staff.userName, staff.password],
      );
      expect(first.twoFactorTicket).toEqual(expect.any(String));
      const code = await claimCode(inject('secondFactorDir'), staff.userName);
      const signed = await page.evaluate(
        ([ticket, answer]) => (window as unknown as { abpClient: Client }).abpClient.secondStep(ticket, answer),
        [first.twoFactorTicket!, code],
      );
      expect(signed.userId).toBe(staff.id);

      const saved = await page.evaluate(
        (id) => (window as unknown as { abpClient: Client }).abpClient.changeSurname(id, 'Breyttsdóttir'),
        person.id,
      );
      expect(saved).toMatchObject({ surname: 'Breyttsdóttir', roleNames: ['PILOT'] });
      expect((await getUser(person.id)).roleNames).toEqual(['PILOT']);

      expect(await page.evaluate(() => (window as unknown as { abpClient: Client }).abpClient.connect())).toBe('Connected');
      await api('/api/services/app/Notification/PushNotificationByUserId', {
        token: await adminToken(),
        body: { userId: staff.id, messageId: 5 },
      });
      const notification = await until(async () => {
        const received = await page.evaluate(() => (window as unknown as { abpClient: Client }).abpClient.received);
        return received[0];
      }, 'a notification over SignalR');
      expect(notification).toMatchObject({ userId: staff.id, notification: { notificationName: 'App.MessageDisconnectPilot' } });
      expect(notification.notification.data.message).toContain('is no longer a pilot of an organisation');
    } finally {
      await context.close();
    }
  });
});
