import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { mailingApi, message, person, statusCounts, tenantWithAdmin, untilDone, userApi } from './bulk-mail.test-support';

/**
 * A real SMTP server on loopback that refuses the addresses in `refused` at RCPT TO, as a server
 * does for a mailbox that does not exist, and counts what it accepts.
 */
async function refusingSmtpServer() {
  const refused = new Set<string>();
  const accepted: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      const error = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        accepted.push(...session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, refused, accepted, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof refusingSmtpServer>>;
let home: Awaited<ReturnType<typeof tenantWithAdmin>>;
let people: { id: number; emailAddress: string }[];

beforeAll(async () => {
  smtp = await refusingSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, workers: true });
  home = await tenantWithAdmin(t);
  people = [];
  for (let i = 0; i < 12; i++) people.push(await person(t, home.tenantId, { language: i % 2 ? 'en' : 'is' }));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('addresses the SMTP server refuses', () => {
  it('fail with the server’s answer, and a retry once they are fixed sends them, and only them, once', async () => {
    const refused = people.slice(0, 4).map((p) => p.emailAddress);
    for (const address of refused) smtp.refused.add(address);
    const res = await t.call('POST', `${userApi}/SendEmailToAllUsers`, { token: home.admin, body: message() });
    expect(res.status).toBe(200);
    const id = res.body.result.id;
    const total = res.body.result.recipientCount;
    expect(total).toBe(people.length + 1);

    const first = await untilDone(t, home.admin, id);
    expect(first).toMatchObject({ sentCount: total - 4, failedCount: 4, remainingCount: 0 });
    const failed = await t.call('GET', `${mailingApi}/GetFailedRecipients`, {
      token: home.admin,
      query: { MailingId: id, MaxResultCount: 50 },
    });
    expect(failed.body.result.totalCount).toBe(4);
    expect(failed.body.result.items.map((r: { emailAddress: string }) => r.emailAddress).sort()).toEqual([...refused].sort());
    for (const row of failed.body.result.items) expect(row.error).toMatch(/550.*User unknown/);
    expect(smtp.accepted.filter((a) => refused.includes(a))).toEqual([]);

    // The mailboxes now exist.
    smtp.refused.clear();
    const retry = await t.call('POST', `${mailingApi}/RetryFailed`, { token: home.admin, body: { id } });
    expect(retry.status).toBe(200);
    expect(retry.body.result).toMatchObject({ failedCount: 0, remainingCount: 4, finishedTime: null });
    const second = await untilDone(t, home.admin, id);
    expect(second).toMatchObject({ sentCount: total, failedCount: 0, remainingCount: 0 });
    expect(await statusCounts(t, id)).toEqual({ sent: total });

    // Every address accepted exactly once over both rounds.
    const counts = new Map<string, number>();
    for (const address of smtp.accepted) counts.set(address, (counts.get(address) ?? 0) + 1);
    expect(counts.size).toBe(total);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const empty = await t.call('GET', `${mailingApi}/GetFailedRecipients`, { token: home.admin, query: { MailingId: id } });
    expect(empty.body.result).toEqual({ items: [], totalCount: 0 });
  }, 120_000);
});
