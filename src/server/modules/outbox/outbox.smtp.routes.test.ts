import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowById } from '../../test/rows';
import { startSmtpServer } from '../../test/smtp';

/** The outbox with an SMTP server: mail reaches its recipient, and the outbox shows only that it went. */
const api = '/api/services/app/Mail';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await t.loginAsAdmin();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function delivered(address: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const found = smtp.received.filter((m) => m.to.includes(address));
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${count} mails to ${address} did not arrive`);
}
const tokenIn = (text: string) => /verify-reset-password\/([\w-]{43})/.exec(text)?.[1];

describe('the outbox with SMTP', () => {
  it('shows nobody, not even the host’s administrator, a link or code; re-sending delivers the same mail again', async () => {
    const attacker = await t.userWith(['Pages.Users']);
    expect((await t.call('POST', '/api/TokenAuth/ResetPassword', { body: { emailOrUsername: 'admin' } })).body.result).toBe(true);
    const [first] = await delivered('admin@example.com', 1);
    const token = tokenIn(first.decoded)!;
    expect(token).toBeTruthy();
    const [{ id }] = await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    for (let i = 0; i < 50 && (await rowById(t, mailOutbox, id)).status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 100));

    for (const reader of [attacker.token, admin]) {
      const list = await t.call('GET', `${api}/GetAll`, { token: reader, query: { ToAddress: 'admin@example.com' } });
      expect(list.body.result.items).toEqual([
        expect.objectContaining({
          id,
          toAddress: 'admin@example.com',
          subject: 'Endurstilla lykilorð',
          status: 'sent',
          attempts: 1,
          lastError: null,
          sentTime: expect.any(String),
        }),
      ]);
      const one = await t.call('GET', `${api}/Get`, { token: reader, query: { Id: id } });
      expect(one.status).toBe(200);
      expect(one.body.result).toMatchObject({ id, html: null, text: null });
      for (const res of [list, one]) {
        expect(JSON.stringify(res.body)).not.toContain(token);
        expect(JSON.stringify(res.body)).not.toMatch(/verify-reset-password/);
      }
    }

    const resent = await t.call('POST', `${api}/Resend`, { token: attacker.token, body: { id } });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.result).toMatchObject({ id, status: 'queued', toAddress: 'admin@example.com' });
    const [, again] = await delivered('admin@example.com', 2);
    // The same mail to the same address: the link still reaches only its owner.
    expect(again.to).toEqual(['admin@example.com']);
    expect(tokenIn(again.decoded)).toBe(token);
    for (let i = 0; i < 50 && (await rowById(t, mailOutbox, id)).status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await rowById(t, mailOutbox, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
