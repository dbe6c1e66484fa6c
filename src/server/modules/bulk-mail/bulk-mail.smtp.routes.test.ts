import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtpServer } from '../../test/smtp';
import { message, statusCounts, tenantWithAdmin, untilDone, userApi } from './bulk-mail.test-support';

/**
 * Ten thousand users through a real SMTP server on loopback, with the job workers running as in
 * production: every address gets exactly one mail, in its reader's language, and none is lost.
 */
const total = 10_000;
const icelandicMark = 'ISLENSKA-UTGAFAN';
const englishMark = 'ENGLISH-VERSION';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let home: Awaited<ReturnType<typeof tenantWithAdmin>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The transport pools its SMTP connections by default (`pooledSmtpUrl`):
  // a new connection per mail costs this loopback server a reverse DNS lookup each time.
  t = await createTestApp({ smtpUrl: smtp.url, workers: true });
  home = await tenantWithAdmin(t);
  // The administrator reads Icelandic; the rest alternate, in one statement rather than 9,999 sign-ups.
  await t.database.db.execute(sql`
    insert into users (tenant_id, user_name, name, surname, email_address, password_hash, is_email_confirmed, language)
    select ${home.tenantId}, 'bulk' || g, 'Notandi', 'Númer' || g, 'bulk' || g || '@example.com', 'not-a-hash', true,
      case when g % 2 = 0 then 'is' else 'en' end
    from generate_series(1, ${total - 1}) g`);
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a send to 10,000 users', () => {
  it('delivers one mail to every address, each in its language, and loses none', async () => {
    const started = performance.now();
    const res = await t.call('POST', `${userApi}/SendEmailToAllUsers`, {
      token: home.admin,
      body: message({
        content: `Hello. ${englishMark} <b>not bold</b>`,
        contentIcelandic: `Halló. ${icelandicMark} <b>ekki feitletrað</b>`,
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.recipientCount).toBe(total);
    const accepted = performance.now();
    const done = await untilDone(t, home.admin, res.body.result.id, 600_000);
    const seconds = (performance.now() - started) / 1000;

    const perAddress = new Map<string, number>();
    let wrongLanguage = 0;
    let unescaped = 0;
    for (const mail of smtp.received) {
      for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
      const n = /^bulk(\d+)@/.exec(mail.to[0])?.[1];
      const expected = n === undefined || Number(n) % 2 === 0 ? icelandicMark : englishMark;
      const other = expected === icelandicMark ? englishMark : icelandicMark;
      if (!mail.decoded.includes(expected) || mail.decoded.includes(other)) wrongLanguage++;
      // The plain-text part carries the text as written; the HTML part must carry it escaped.
      const html = mail.decoded.slice(mail.decoded.indexOf('<!doctype html>'));
      if (html.includes('<b>') || !html.includes('&lt;b&gt;')) unescaped++;
    }
    const lost = [...Array(total - 1).keys()].filter((i) => perAddress.get(`bulk${i + 1}@example.com`) !== 1).length;
    const twice = [...perAddress.values()].filter((count) => count > 1).length;
    console.log(
      `bulk e-mail: ${total} recipients in ${seconds.toFixed(1)} s (accepted in ${((accepted - started) / 1000).toFixed(2)} s), ` +
        `${(total / seconds).toFixed(0)} messages/s, lost ${lost}, sent twice ${twice}, wrong language ${wrongLanguage}`,
    );

    expect(done).toMatchObject({ recipientCount: total, sentCount: total, failedCount: 0, keptCount: 0, remainingCount: 0 });
    expect(await statusCounts(t, res.body.result.id)).toEqual({ sent: total });
    expect(smtp.received).toHaveLength(total);
    expect(perAddress.size).toBe(total);
    expect(perAddress.get(home.adminEmail)).toBe(1);
    expect(lost).toBe(0);
    expect(twice).toBe(0);
    expect(wrongLanguage).toBe(0);
    expect(unescaped).toBe(0);
  }, 600_000);
});
