import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { JobHandler } from '../jobs/queue';
import { errorClassOf, type Logger } from '../kernel/logger';
import { sendMailJob } from './enqueue-mail';

export interface MailTransport {
  send(mail: { from: string; to: string; subject: string; html: string; text: string }): Promise<void>;
  close(): void;
}

/**
 * A pool of SMTP connections unless the address says otherwise (`?pool=false`): a bulk send hands
 * hundreds of mails over at once, and a connection per mail is about three times slower.
 */
export function pooledSmtpUrl(url: string): string {
  const address = new URL(url);
  if (!address.searchParams.has('pool')) address.searchParams.set('pool', 'true');
  if (!address.searchParams.has('maxConnections')) address.searchParams.set('maxConnections', '8');
  return address.toString();
}

/**
 * Mails an SMTP server took, and attempts it refused or that never reached it, since the process
 * started (`/metrics`). A mail retried counts each failed attempt; one kept in the outbox, for
 * want of an SMTP server, counts in neither.
 */
export const mailsHandedOver = { sent: 0, failed: 0 };

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(pooledSmtpUrl(url));
  return {
    send: async (mail) => {
      try {
        await transporter.sendMail(mail);
      } catch (error) {
        mailsHandedOver.failed++;
        throw error;
      }
      mailsHandedOver.sent++;
    },
    close: () => transporter.close(),
  };
}

/**
 * What the log may say of a mail that did not go: the SMTP server's reply code and the command it
 * answered (`RCPT TO`), and the error's class and code (nodemailer's `EENVELOPE`), never the
 * server's words, which quote the address, nor the message.
 */
function describeSendFailure(mailId: number, error: unknown) {
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return {
    mailId,
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
    ...(typeof command === 'string' ? { smtpCommand: command.slice(0, 20) } : {}),
    ...errorClassOf(error),
  };
}

/**
 * Sends one mail from the outbox. With no SMTP server configured the mail is kept in the
 * database, where administrators read it; a failure is recorded and retried by the queue.
 */
export function sendMailHandler(db: Db, transport: MailTransport | null, from: string, log: Logger): JobHandler<{ mailId: number }> {
  return {
    name: sendMailJob,
    retryLimit: 5,
    run: async ({ mailId }, meta) => {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
      if (!mail || mail.status === 'sent' || mail.status === 'kept') return;
      if (!transport) {
        await db.update(mailOutbox).set({ status: 'kept' }).where(eq(mailOutbox.id, mailId));
        return;
      }
      try {
        await transport.send({ from, to: mail.toAddress, subject: mail.subject, html: mail.html, text: mail.text });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentTime: new Date(), attempts: mail.attempts + 1, lastError: null })
          .where(eq(mailOutbox.id, mailId));
      } catch (error) {
        const failure = describeSendFailure(mailId, error);
        log.warn(failure, failure.responseCode ? 'the SMTP server refused a mail' : 'a mail could not be handed to the SMTP server');
        const last = meta.retryCount >= meta.retryLimit;
        await db
          .update(mailOutbox)
          .set({
            status: last ? 'failed' : 'queued',
            attempts: mail.attempts + 1,
            lastError: String((error as Error).message).slice(0, 1000),
          })
          .where(eq(mailOutbox.id, mailId));
        throw error;
      }
    },
  };
}
