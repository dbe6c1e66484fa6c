import { randomUUID } from 'node:crypto';
import type { FailedRecipient, MailingAudience, MailingDetail, MailingSummary, MailingTarget } from '../../../shared/contracts/bulk-mail';
import type { PagedResult } from '../../../shared/contracts/common';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { invalidField, notFound } from '../../kernel/errors';
import { countAudience, findTargetOrganization, findTargetUser, insertRecipients, type Audience } from './audience.queries';
import { enqueueMailingBatch } from './mailing-batch.job';
import {
  countRecipients,
  findFailedRecipients,
  findMailing,
  findMailingByKey,
  findMailings,
  finishIfDone,
  insertMailing,
  lockMailing,
  requeueFailed,
  setRecipientCount,
  startDraft,
  type MailingRow,
  type RecipientCounts,
} from './bulk-mail.queries';
import { bulkMailPolicy } from './bulk-mail.policy';

export interface Message {
  subject: string;
  subjectEnglish: string;
  content: string;
  contentIcelandic: string;
  idempotencyKey?: string;
  /** A saved draft this send takes over. */
  draftId?: number;
}

const toSummary = (row: MailingRow, counts: RecipientCounts): MailingSummary => ({
  id: row.id,
  target: row.target,
  targetName: row.targetName,
  subject: row.subject,
  creatorName: row.creatorName,
  creationTime: row.creationTime.toISOString(),
  finishedTime: row.finishedTime?.toISOString() ?? null,
  recipientCount: row.recipientCount,
  sentCount: counts.sent,
  keptCount: counts.kept,
  failedCount: counts.failed,
  remainingCount: counts.remaining,
});

async function summaryOf(deps: ServiceDeps, row: MailingRow): Promise<MailingSummary> {
  const counts = await countRecipients(deps.database.db, [row.id]);
  return toSummary(row, counts.get(row.id)!);
}

/** The target's name, as the list shows it; 404 for a user or organisation not live in the tenant. */
export async function targetNameOf(tx: Tx | ServiceDeps['database'], tenantId: number | null, audience: Audience): Promise<string | null> {
  if (audience.target === 'allUsers') return null;
  const found =
    audience.target === 'user'
      ? await findTargetUser(tx.db, tenantId, audience.userId)
      : await findTargetOrganization(tx.db, tenantId, audience.organizationId);
  if (!found) throw notFound();
  return found.name;
}

/**
 * Starts a send: the send, its recipients (one row per address) and its first batch job are
 * written in one transaction, so a send exists exactly when its work is queued. A key already used
 * in the tenant answers that send and starts nothing. A target with no one to write to (an
 * inactive user, an organisation without members) makes a send of no recipients, finished at once,
 * which says so rather than failing.
 *
 * With `draftId` the draft, under its lock, becomes the send, with the message and target of this
 * call; a draft already sent answers its send, so sending it twice starts one.
 */
export async function startMailing(deps: ServiceDeps, ctx: RequestContext, audience: Audience, message: Message): Promise<MailingSummary> {
  const actor = bulkMailPolicy.administer(ctx);
  const tenantId = ctx.tenantId;
  const idempotencyKey = message.idempotencyKey ?? randomUUID();
  const row = await withTransaction(deps.database.pool, async (tx) => {
    const targetName = await targetNameOf(tx, tenantId, audience);
    const fields = {
      creatorUserId: actor.userId,
      creatorName: actor.userName,
      target: audience.target,
      targetUserId: audience.target === 'user' ? audience.userId : null,
      targetOrganizationId: audience.target === 'organization' ? audience.organizationId : null,
      targetName,
      subject: message.subject,
      subjectEnglish: message.subjectEnglish,
      content: message.content,
      contentIcelandic: message.contentIcelandic,
      recipientCount: 0,
    };
    let id: number | null;
    if (message.draftId !== undefined) {
      const draft = await lockMailing(tx.db, tenantId, message.draftId);
      if (!draft) throw notFound();
      if (draft.state === 'started') return draft;
      await startDraft(tx.db, draft.id, fields);
      id = draft.id;
    } else {
      id = await insertMailing(tx.db, { tenantId, idempotencyKey, ...fields });
    }
    if (id === null) return (await findMailingByKey(tx.db, tenantId, idempotencyKey))!;
    const recipientCount = await insertRecipients(tx.db, id, tenantId, audience);
    await setRecipientCount(tx.db, id, recipientCount);
    if (recipientCount > 0) await enqueueMailingBatch(deps, tx, id);
    else await finishIfDone(tx.db, id);
    return (await findMailing(tx.db, tenantId, id))!;
  });
  return summaryOf(deps, row);
}

export async function getMailings(
  deps: ServiceDeps,
  ctx: RequestContext,
  page: { skipCount: number; maxResultCount: number },
): Promise<PagedResult<MailingSummary>> {
  bulkMailPolicy.administer(ctx);
  const { rows, total } = await findMailings(deps.database.db, ctx.tenantId, page);
  const counts = await countRecipients(
    deps.database.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => toSummary(row, counts.get(row.id)!)), totalCount: total };
}

async function getOwnMailing(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<MailingRow> {
  bulkMailPolicy.administer(ctx);
  const row = await findMailing(deps.database.db, ctx.tenantId, id);
  if (!row) throw notFound();
  return row;
}

export async function getMailing(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<MailingDetail> {
  const row = await getOwnMailing(deps, ctx, id);
  return {
    ...(await summaryOf(deps, row)),
    subjectEnglish: row.subjectEnglish,
    content: row.content,
    contentIcelandic: row.contentIcelandic,
  };
}

export async function getFailedRecipients(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { mailingId: number; skipCount: number; maxResultCount: number },
): Promise<PagedResult<FailedRecipient>> {
  const row = await getOwnMailing(deps, ctx, input.mailingId);
  const { rows, total } = await findFailedRecipients(deps.database.db, row.id, input);
  return {
    items: rows.map((r) => ({ ...r, error: r.error ?? '', lastAttemptTime: r.lastAttemptTime?.toISOString() ?? null })),
    totalCount: total,
  };
}

/**
 * Sends the failed addresses again: only they move back to waiting, with a batch job, in one
 * transaction under the send's lock; sent and kept ones are never sent again. Nothing failed, nothing happens.
 */
export async function retryFailed(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<MailingSummary> {
  bulkMailPolicy.administer(ctx);
  const row = await withTransaction(deps.database.pool, async (tx) => {
    const locked = await lockMailing(tx.db, ctx.tenantId, id);
    if (!locked) throw notFound();
    if ((await requeueFailed(tx.db, id)) > 0) await enqueueMailingBatch(deps, tx, id);
    return (await findMailing(tx.db, ctx.tenantId, id))!;
  });
  return summaryOf(deps, row);
}

/** Whom a send would reach, for the form to say before anything is sent. */
export async function getAudience(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { target: MailingTarget; userId?: number; orgId?: number },
): Promise<MailingAudience> {
  bulkMailPolicy.administer(ctx);
  const audience = audienceOf(input);
  const targetName = await targetNameOf(deps.database, ctx.tenantId, audience);
  return { target: input.target, targetName, recipientCount: await countAudience(deps.database.db, ctx.tenantId, audience) };
}

/** The audience a preview names; a user or organisation target needs its id. */
function audienceOf(input: { target: MailingTarget; userId?: number; orgId?: number }): Audience {
  if (input.target === 'allUsers') return { target: 'allUsers' };
  if (input.target === 'user') {
    if (!input.userId) throw invalidField('userId', 'validation:required');
    return { target: 'user', userId: input.userId };
  }
  if (!input.orgId) throw invalidField('orgId', 'validation:required');
  return { target: 'organization', organizationId: input.orgId };
}
