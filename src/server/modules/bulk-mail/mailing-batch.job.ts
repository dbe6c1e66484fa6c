import { randomUUID } from 'node:crypto';
import { messageFor, subjectFor } from '../../../shared/contracts/bulk-mail';
import { isLanguage, type Language } from '../../../shared/enums';
import { withTransaction, type Tx } from '../../db/transaction';
import type { JobHandler } from '../../jobs/queue';
import type { JobDeps } from '../../kernel/server-module';
import { renderMessageMail } from '../../mail/templates';
import { finishIfDone, findMessage } from './bulk-mail.queries';
import { claimRecipients, failUnsettled, keepRecipients, settleRecipient, type ClaimedRecipient } from './recipients.queries';

export const mailingBatchJob = 'mailing-batch';

/** Recipients per job: small enough that a lost job leaves little unknown, large enough that the queue's overhead is small. */
export const mailingBatchSize = 250;
/** Mails in flight at once within a batch: SMTP's round trips overlap, and the server is not flooded. */
const parallelSends = 8;

/**
 * `claimToken` is made when the job is enqueued and kept by pg-boss across its retries, so a retry
 * knows which rows its own earlier run claimed.
 */
export interface MailingBatchData {
  mailingId: number;
  claimToken: string;
}

export const unsettledReason = 'Interrupted after the mail was handed over and before the answer was recorded; it may have been delivered.';

/** Enqueues a batch of the send in the caller's transaction. */
export const enqueueMailingBatch = (deps: Pick<JobDeps, 'jobs'>, tx: Tx, mailingId: number) =>
  deps.jobs.send(tx, mailingBatchJob, { mailingId, claimToken: randomUUID() } satisfies MailingBatchData);

/**
 * Runs `work` over `items`, at most `width` at a time. After a failure no lane takes another item,
 * and the failure is thrown once the items in hand are done, so nothing is still being sent when
 * the job's retry settles what this run left.
 */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (!failure && next < items.length) {
      try {
        await work(items[next++]);
      } catch (error) {
        failure ??= { error };
      }
    }
  });
  await Promise.all(lanes);
  if (failure) throw (failure as { error: unknown }).error;
}

/**
 * Sends one batch of a send: claims up to `mailingBatchSize` waiting recipients, enqueues the next
 * batch in the same transaction when this one is full (so another instance may start on it at
 * once), then hands each mail to the SMTP server and records the answer. An SMTP refusal fails
 * that recipient, not the job; only a database failure throws, and pg-boss retries the job.
 */
export function mailingBatchHandler(deps: JobDeps): JobHandler<MailingBatchData> {
  const { database, mailTransport, mailFrom } = deps;
  return {
    name: mailingBatchJob,
    retryLimit: 5,
    run: async ({ mailingId, claimToken }) => {
      await failUnsettled(database.db, claimToken, unsettledReason);
      const message = await findMessage(database.db, mailingId);
      if (!message) return;
      const batch = await withTransaction(database.pool, async (tx) => {
        const claimed = await claimRecipients(tx.db, mailingId, claimToken, mailingBatchSize);
        if (claimed.length === mailingBatchSize) await enqueueMailingBatch(deps, tx, mailingId);
        return claimed;
      });
      const render = (recipient: ClaimedRecipient) => {
        const language: Language = isLanguage(recipient.language) ? recipient.language : 'is';
        return renderMessageMail(language, {
          name: recipient.fullName,
          subject: subjectFor(language, message),
          content: messageFor(language, message),
        });
      };
      if (!mailTransport) {
        const mails = batch.map((r) => ({
          tenantId: message.tenantId,
          userId: r.userId,
          toAddress: r.emailAddress,
          language: r.language,
          ...render(r),
        }));
        await withTransaction(database.pool, (tx) =>
          keepRecipients(
            tx.db,
            claimToken,
            batch.map((r) => r.id),
            mails,
          ),
        );
      } else {
        await inParallel(batch, parallelSends, async (recipient) => {
          let outcome: { status: 'sent' } | { status: 'failed'; error: string };
          try {
            await mailTransport.send({ from: mailFrom, to: recipient.emailAddress, ...render(recipient) });
            outcome = { status: 'sent' };
          } catch (error) {
            outcome = { status: 'failed', error: String((error as Error).message ?? error).slice(0, 1000) };
          }
          await settleRecipient(database.db, recipient.id, claimToken, outcome);
        });
      }
      await finishIfDone(database.db, mailingId);
    },
  };
}
