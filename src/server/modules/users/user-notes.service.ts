import type { CreateUserNoteInput, GetUserNotesInput, UpdateUserNoteInput, UserNoteDto } from '../../../shared/contracts/users';
import type { PagedResult } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { findUserNote, findUserNotes, insertUserNote, softDeleteUserNote, toUserNoteDto, updateUserNoteText } from './user-notes.queries';
import { userNotesPolicy } from './user-notes.policy';
import { findUser } from './users.queries';

async function requireUserInTenant(db: Db, ctx: RequestContext, userId: number) {
  if (!(await findUser(db, ctx.tenantId, userId))) throw notFound();
}

async function reachNote(db: Db, ctx: RequestContext, id: number) {
  const note = await findUserNote(db, ctx.tenantId, id);
  if (!note) throw notFound();
  return note;
}

export async function createUserNote(deps: ServiceDeps, ctx: RequestContext, input: CreateUserNoteInput): Promise<UserNoteDto> {
  const actor = userNotesPolicy.manage(ctx);
  const { db } = deps.database;
  await requireUserInTenant(db, ctx, input.userId);
  const id = await insertUserNote(db, { ...input, tenantId: ctx.tenantId, creatorUserId: actor.userId });
  return toUserNoteDto(await reachNote(db, ctx, id));
}

export async function getUserNote(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<UserNoteDto> {
  userNotesPolicy.manage(ctx);
  return toUserNoteDto(await reachNote(deps.database.db, ctx, id));
}

export async function updateUserNote(deps: ServiceDeps, ctx: RequestContext, input: UpdateUserNoteInput): Promise<UserNoteDto> {
  const actor = userNotesPolicy.manage(ctx);
  const { db } = deps.database;
  await reachNote(db, ctx, input.id);
  await updateUserNoteText(db, input.id, { description: input.description, lastModifierUserId: actor.userId, at: deps.now() });
  return toUserNoteDto(await reachNote(db, ctx, input.id));
}

export async function deleteUserNote(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  const actor = userNotesPolicy.manage(ctx);
  const { db } = deps.database;
  await reachNote(db, ctx, id);
  await softDeleteUserNote(db, id, { lastModifierUserId: actor.userId, at: deps.now() });
  return null;
}

export async function getUserNotes(deps: ServiceDeps, ctx: RequestContext, input: GetUserNotesInput): Promise<PagedResult<UserNoteDto>> {
  userNotesPolicy.manage(ctx);
  const { db } = deps.database;
  await requireUserInTenant(db, ctx, input.userId);
  const { rows, total } = await findUserNotes(db, ctx.tenantId, input.userId, input);
  return { items: rows.map(toUserNoteDto), totalCount: total };
}
