import { randomUUID } from 'node:crypto';
import type { PagedResult } from '../../../shared/contracts/common';
import type { MailingDraft, SaveDraftInput } from '../../../shared/contracts/bulk-mail';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import type { Audience } from './audience.queries';
import { deleteDraft as removeDraft, findDraft, findDrafts, insertDraft, updateDraft, type DraftFilter } from './mailing-drafts.queries';
import type { MailingRow } from './bulk-mail.queries';
import { bulkMailPolicy } from './bulk-mail.policy';
import { targetNameOf } from './bulk-mail.service';

const toDraft = (row: MailingRow): MailingDraft => ({
  id: row.id,
  target: row.target,
  userId: row.targetUserId,
  orgId: row.targetOrganizationId,
  targetName: row.targetName,
  subject: row.subject,
  subjectEnglish: row.subjectEnglish,
  content: row.content,
  contentIcelandic: row.contentIcelandic,
  creatorName: row.creatorName,
  creationTime: row.creationTime.toISOString(),
  lastModificationTime: row.lastModificationTime.toISOString(),
});

/** The target a draft names, once it names one: a user or organisation of another tenant answers 404. */
function audienceOf(input: SaveDraftInput): Audience | null {
  if (input.target === 'allUsers') return { target: 'allUsers' };
  if (input.target === 'user') return input.userId ? { target: 'user', userId: input.userId } : null;
  return input.orgId ? { target: 'organization', organizationId: input.orgId } : null;
}

/**
 * Saves what the administrator has written so far: a new draft without `id`, else that draft. A
 * draft is never sent by saving it; one already sent, deleted or of another tenant answers 404.
 */
export async function saveDraft(deps: ServiceDeps, ctx: RequestContext, input: SaveDraftInput): Promise<MailingDraft> {
  const actor = bulkMailPolicy.administer(ctx);
  const audience = audienceOf(input);
  const fields = {
    target: input.target,
    targetUserId: audience?.target === 'user' ? audience.userId : null,
    targetOrganizationId: audience?.target === 'organization' ? audience.organizationId : null,
    targetName: audience ? await targetNameOf(deps.database, ctx.tenantId, audience) : null,
    subject: input.subject,
    subjectEnglish: input.subjectEnglish,
    content: input.content,
    contentIcelandic: input.contentIcelandic,
  };
  const db = deps.database.db;
  const row =
    input.id === undefined
      ? await insertDraft(db, {
          ...fields,
          tenantId: ctx.tenantId,
          // The draft's own key: a send's key from the form can never find a draft.
          idempotencyKey: randomUUID(),
          creatorUserId: actor.userId,
          creatorName: actor.userName,
        })
      : await updateDraft(db, ctx.tenantId, input.id, fields);
  if (!row) throw notFound();
  return toDraft(row);
}

export async function getDrafts(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: DraftFilter & { skipCount: number; maxResultCount: number },
): Promise<PagedResult<MailingDraft>> {
  bulkMailPolicy.administer(ctx);
  const { rows, total } = await findDrafts(deps.database.db, ctx.tenantId, input, input);
  return { items: rows.map(toDraft), totalCount: total };
}

export async function getDraft(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<MailingDraft> {
  bulkMailPolicy.administer(ctx);
  const row = await findDraft(deps.database.db, ctx.tenantId, id);
  if (!row) throw notFound();
  return toDraft(row);
}

/** Deletes a draft; a send is never deleted here, and answers 404 like a missing draft. */
export async function deleteDraft(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  bulkMailPolicy.administer(ctx);
  if (!(await removeDraft(deps.database.db, ctx.tenantId, id))) throw notFound();
  return null;
}
