import type { MailDetail, MailSummary } from '../../../shared/contracts/outbox';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, notFound } from '../../kernel/errors';
import { sendMailJob } from '../../mail/enqueue-mail';
import { findMail, findMails, requeueMail, type MailScope, type MailSummaryRow } from './outbox.queries';
import { outboxPolicy } from './outbox.policy';

const toSummary = (row: MailSummaryRow): MailSummary => ({
  id: row.id,
  tenantId: row.tenantId,
  tenancyName: row.tenancyName,
  toAddress: row.toAddress,
  subject: row.subject,
  template: row.template,
  language: row.language,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  creationTime: row.creationTime.toISOString(),
  sentTime: row.sentTime?.toISOString() ?? null,
});

const scopeOf = (ctx: RequestContext, allTenants: boolean): MailScope => (allTenants ? 'allTenants' : { tenantId: ctx.tenantId });

export async function getMails(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { keyword?: string; toAddress?: string; skipCount: number; maxResultCount: number },
) {
  const { allTenants } = outboxPolicy.read(ctx);
  const { rows, total } = await findMails(deps.database.db, scopeOf(ctx, allTenants), input);
  return { items: rows.map(toSummary), totalCount: total };
}

export async function getMail(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<MailDetail> {
  const { actor, allTenants } = outboxPolicy.read(ctx);
  const row = await findMail(deps.database.db, scopeOf(ctx, allTenants), id);
  if (!row) throw notFound();
  const body = outboxPolicy.mayReadBody(deps, actor);
  return { ...toSummary(row), html: body ? row.html : null, text: body ? row.text : null };
}

/**
 * Sends a mail again, to the same address with the same text, as a job in the same transaction.
 * A mail still waiting in the queue is left alone, so one mail never goes out twice at once.
 */
export async function resendMail(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<MailSummary> {
  const { allTenants } = outboxPolicy.read(ctx);
  const scope = scopeOf(ctx, allTenants);
  await withTransaction(deps.database.pool, async (tx) => {
    const row = await findMail(tx.db, scope, id);
    if (!row) throw notFound();
    if (!(await requeueMail(tx.db, id))) throw businessError('errors:mailStillQueued');
    await deps.jobs.send(tx, sendMailJob, { mailId: id });
  });
  return toSummary((await findMail(deps.database.db, scope, id))!);
}
