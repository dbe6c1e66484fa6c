import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtpServer } from '../../test/smtp';
import { mailingApi, message, person, tenantWithAdmin, untilDone, userApi } from './bulk-mail.test-support';

/**
 * Each reader gets the subject and message of their own language through a real SMTP server on
 * loopback, with the job workers running as in production; a draft sent goes the same way.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let home: Awaited<ReturnType<typeof tenantWithAdmin>>;
let icelandic: { id: number; emailAddress: string };
let english: { id: number; emailAddress: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, workers: true });
  home = await tenantWithAdmin(t);
  icelandic = await person(t, home.tenantId, { language: 'is' });
  english = await person(t, home.tenantId, { language: 'en' });
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailTo = (address: string, subjectPart: string) =>
  smtp.received.find((m) => m.to.includes(address) && m.subject.includes(subjectPart));

async function sendToAll(body: Record<string, unknown>) {
  const res = await t.call('POST', `${userApi}/SendEmailToAllUsers`, { token: home.admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await untilDone(t, home.admin, res.body.result.id);
  return res.body.result.id as number;
}

describe('a send in two languages', () => {
  it('gives readers of Icelandic the Icelandic subject and message, and readers of English the English ones', async () => {
    await sendToAll(
      message({
        subject: 'Lokun 1 ÍSL',
        subjectEnglish: 'Closure 1 ENG',
        contentIcelandic: 'Íslenski textinn.',
        content: 'The English text.',
      }),
    );
    const toIcelandic = mailTo(icelandic.emailAddress, 'Lokun 1');
    const toEnglish = mailTo(english.emailAddress, 'Closure 1');
    expect(toIcelandic?.subject).toBe('Lokun 1 ÍSL');
    expect(toIcelandic?.decoded).toContain('Íslenski textinn.');
    expect(toIcelandic?.decoded).not.toContain('The English text.');
    expect(toEnglish?.subject).toBe('Closure 1 ENG');
    expect(toEnglish?.decoded).toContain('The English text.');
    expect(toEnglish?.decoded).not.toContain('Íslenski textinn.');
    expect(mailTo(english.emailAddress, 'Lokun 1')).toBeUndefined();
  });

  it('gives readers of English the Icelandic version when no English one was written, as old clients send it', async () => {
    // No subjectEnglish and no English message: the call as clients made it before there were two subjects.
    const old = message({ subject: 'Lokun 2 ÍSL', contentIcelandic: 'Aðeins á íslensku.', content: '' });
    expect(old).not.toHaveProperty('subjectEnglish');
    await sendToAll(old);
    expect(mailTo(english.emailAddress, 'Lokun 2')?.subject).toBe('Lokun 2 ÍSL');
    expect(mailTo(english.emailAddress, 'Lokun 2')?.decoded).toContain('Aðeins á íslensku.');
    expect(mailTo(icelandic.emailAddress, 'Lokun 2')?.subject).toBe('Lokun 2 ÍSL');
  });

  it('sends a saved draft with the message of the send call, once, each in their language', async () => {
    const draft = await t.call('POST', `${mailingApi}/SaveDraft`, {
      token: home.admin,
      body: { target: 'allUsers', subject: 'Uppkast 3', contentIcelandic: 'Hálfskrifað' },
    });
    expect(draft.status).toBe(200);
    const id = await sendToAll(
      message({
        subject: 'Drög 3 ÍSL',
        subjectEnglish: 'Draft 3 ENG',
        contentIcelandic: 'Fullskrifað.',
        content: 'Finished.',
        draftId: draft.body.result.id,
      }),
    );
    expect(id).toBe(draft.body.result.id);
    expect(mailTo(icelandic.emailAddress, 'Drög 3')?.decoded).toContain('Fullskrifað.');
    expect(mailTo(english.emailAddress, 'Draft 3')?.decoded).toContain('Finished.');
    expect(smtp.received.filter((m) => m.subject.includes('3 ')).length).toBe(3);
    expect(smtp.received.some((m) => m.subject.includes('Uppkast'))).toBe(false);
  });
});
