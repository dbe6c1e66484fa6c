import type { Language } from '../../shared/enums';
import { mailOutbox } from '../db/schema';
import type { Tx } from '../db/transaction';
import type { JobQueue } from '../jobs/queue';
import { renderMail, type MailTemplate } from './templates';

/** Stored with every queued job: a new name would leave the mail already queued unsent. */
export const sendMailJob = 'send-mail';

export interface MailRequest {
  tenantId: number | null;
  userId: number | null;
  to: string;
  language: Language;
  template: MailTemplate;
  vars: { name: string; actionUrl: string } & Record<string, string | number>;
}

/** Writes the mail and its sending job in the caller's transaction: a rolled-back change sends nothing. */
export async function enqueueMail(tx: Tx, jobs: JobQueue, request: MailRequest): Promise<number> {
  const rendered = renderMail(request.template, request.language, request.vars);
  const [row] = await tx.db
    .insert(mailOutbox)
    .values({
      tenantId: request.tenantId,
      userId: request.userId,
      toAddress: request.to,
      language: request.language,
      template: request.template,
      ...rendered,
    })
    .returning({ id: mailOutbox.id });
  await jobs.send(tx, sendMailJob, { mailId: row.id });
  return row.id;
}
