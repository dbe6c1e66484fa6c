import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { createTestApp, type TestApp } from '../test/harness';
import { capturedLog, logLevel } from '../test/log-lines';
import { startSmtpServer } from '../test/smtp';
import { enqueueMail, sendMailJob } from './enqueue-mail';

/**
 * A real SMTP server refuses a recipient, quoting the address in its reply as real servers do;
 * the log, as `npm start` writes it at its default level, says so without the address or the mail.
 */

const refusedAddress = 'sigurlina.h@refused.example.is';
const person = [refusedAddress, 'sigurlina', 'Sigurlína', 'Hafsteinsdóttir', '120174-3399'];

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const captured = capturedLog('info');

beforeAll(async () => {
  smtp = await startSmtpServer({ refuses: (address) => address === refusedAddress });
  t = await createTestApp({ smtpUrl: smtp.url, log: captured.log });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a mail the SMTP server refuses', () => {
  it('is told with the reply code, the command and the error class, and neither the address nor the mail', async () => {
    const mailId = await withTransaction(t.database.pool, (tx) =>
      enqueueMail(tx, t.deps.jobs, {
        tenantId: null,
        userId: null,
        to: refusedAddress,
        language: 'is',
        template: 'accountCreated',
        vars: { name: 'Sigurlína Hafsteinsdóttir', userName: '120174-3399', actionUrl: 'http://portal.test/register-user', days: 7 },
      }),
    );

    const refused = await captured.waitFor((line) => line.msg === 'the SMTP server refused a mail');
    expect(refused).toMatchObject({
      level: logLevel.warn,
      mailId,
      responseCode: 550,
      smtpCommand: 'RCPT TO',
      errorClass: 'Error',
      errorCode: 'EENVELOPE',
    });
    const job = await captured.waitFor((line) => line.queue === sendMailJob);
    expect(job).toMatchObject({ level: logLevel.warn, errorCode: 'EENVELOPE', retryCount: 0, retryLimit: 5, willRetry: true });
    // The outbox keeps the server's words for the administrators; the log does not.
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(row.lastError).toContain(refusedAddress);
    const text = captured.raw.join('\n').toLowerCase();
    for (const value of person) expect(text, value).not.toContain(value.toLowerCase());
  });
});
