import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingRecipients, mailOutbox } from '../../db/schema';
import type { JobDeps } from '../../kernel/server-module';
import { smtpTransport } from '../../mail/sender';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtpServer } from '../../test/smtp';
import { mailingBatchHandler, mailingBatchSize, unsettledReason } from './mailing-batch.job';
import { claimRecipients } from './recipients.queries';
import { message, recipientsOf, statusCounts, tenantWithAdmin, userApi } from './bulk-mail.test-support';

/**
 * The batch job run by hand, as workers on several instances would run it: no worker runs in this
 * app, so what happens is only what these runs do.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let deps: JobDeps;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp();
  deps = { ...t.deps, mailTransport: smtpTransport(smtp.url), mailFrom: 'Drónagátt <no-reply@test.local>' };
});
afterAll(async () => {
  deps.mailTransport?.close();
  await t.close();
  await smtp.close();
});

/** A tenant of `count` users (the administrator one of them) and a send to them all, queued but not worked. */
async function sendToTenantOf(count: number, body = message()) {
  const home = await tenantWithAdmin(t);
  await t.database.db.execute(sql`
    insert into users (tenant_id, user_name, name, surname, email_address, password_hash, language)
    select ${home.tenantId}, 'm' || g, 'Jón', 'Jónsson', 'm' || g || '-' || ${home.tenantId} || '@example.com', 'x',
      case when g % 2 = 0 then 'is' else 'en' end
    from generate_series(1, ${count - 1}) g`);
  const res = await t.call('POST', `${userApi}/SendEmailToAllUsers`, { token: home.admin, body });
  expect(res.status).toBe(200);
  return res.body.result.id as number;
}

describe('batches on several instances at once', () => {
  it('each claim a different part of the send, and every address is handed over exactly once', async () => {
    const id = await sendToTenantOf(4 * mailingBatchSize);
    const tokens = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const before = smtp.received.length;
    await Promise.all(
      tokens.map((claimToken) => mailingBatchHandler(deps).run({ mailingId: id, claimToken }, { retryCount: 0, retryLimit: 5 })),
    );
    const rows = await recipientsOf(t, id);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    for (const token of tokens) expect(rows.filter((r) => r.claimToken === token)).toHaveLength(mailingBatchSize);
    const delivered = smtp.received.slice(before).map((m) => m.to[0]);
    expect(delivered).toHaveLength(rows.length);
    expect(new Set(delivered).size).toBe(rows.length);
  }, 120_000);
});

describe('a batch that stopped after claiming its recipients', () => {
  it('on its retry fails those it may have sent, with the reason, instead of sending them again', async () => {
    const id = await sendToTenantOf(10);
    const claimToken = randomUUID();
    // The first run claimed three, handed them over perhaps, and died before writing the answers.
    const lost = await claimRecipients(t.database.db, id, claimToken, 3);
    const before = smtp.received.length;
    await mailingBatchHandler(deps).run({ mailingId: id, claimToken }, { retryCount: 1, retryLimit: 5 });
    const rows = await recipientsOf(t, id);
    for (const row of rows.filter((r) => lost.some((l) => l.id === r.id)))
      expect(row).toMatchObject({ status: 'failed', lastError: unsettledReason });
    expect(await statusCounts(t, id)).toEqual({ failed: 3, sent: 7 });
    const delivered = smtp.received.slice(before).flatMap((m) => m.to);
    expect(delivered).toHaveLength(7);
    for (const row of lost) expect(delivered).not.toContain(row.emailAddress);
  });

  it('does nothing for recipients another batch holds', async () => {
    const id = await sendToTenantOf(5);
    const other = randomUUID();
    await claimRecipients(t.database.db, id, other, 5);
    await mailingBatchHandler(deps).run({ mailingId: id, claimToken: randomUUID() }, { retryCount: 0, retryLimit: 5 });
    expect(await statusCounts(t, id)).toEqual({ sending: 5 });
  });
});

describe('with no SMTP server', () => {
  it('keeps each mail in the outbox in its reader’s language, the form’s markup escaped, and marks the recipients kept', async () => {
    const id = await sendToTenantOf(
      4,
      message({
        subject: 'Lokun <svæðis>',
        content: 'Closed: <script>alert(1)</script>',
        contentIcelandic: 'Lokað: <img src=x onerror=alert(1)>',
      }),
    );
    await mailingBatchHandler({ ...deps, mailTransport: null }).run(
      { mailingId: id, claimToken: randomUUID() },
      { retryCount: 0, retryLimit: 5 },
    );
    expect(await statusCounts(t, id)).toEqual({ kept: 4 });
    const rows = await recipientsOf(t, id);
    for (const row of rows) {
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, row.emailAddress), eq(mailOutbox.template, 'bulkMessage')));
      expect(mail).toMatchObject({ status: 'kept', language: row.language, subject: 'Lokun <svæðis>' });
      expect(mail.html).not.toMatch(/<script|<img/);
      if (row.language === 'en') {
        expect(mail.text).toContain('Closed: <script>alert(1)</script>');
        expect(mail.html).toContain('Closed: &lt;script&gt;alert(1)&lt;/script&gt;');
        expect(mail.text).toMatch(/^Hello Jón Jónsson,/);
      } else {
        expect(mail.html).toContain('Lokað: &lt;img src=x onerror=alert(1)&gt;');
        expect(mail.html).toContain('<title>Lokun &lt;svæðis&gt;</title>');
        expect(mail.text).toMatch(/^Góðan dag /);
      }
    }
    const [{ finished }] = await t.database.db
      .execute<{ finished: string | null }>(sql`select finished_time as finished from mailings where id = ${id}`)
      .then((r) => r.rows);
    expect(finished).not.toBeNull();
    expect(await t.database.db.select().from(mailingRecipients).where(eq(mailingRecipients.mailingId, id))).toHaveLength(4);
  });
});
