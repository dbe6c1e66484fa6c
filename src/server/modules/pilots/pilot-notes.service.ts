import type { PilotNoteDto } from '../../../shared/contracts/pilots';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { findNote, findNotes, insertNote, softDeleteNote, toPilotNoteDto, updateNoteText } from './pilot-notes.queries';
import { findPilot } from './pilots.queries';
import { pilotsPolicy } from './pilots.policy';

/** Notes are the administrators' alone: the pilot neither reads nor counts them (section 7, "Notes"). */
async function requirePilotInTenant(db: Db, ctx: RequestContext, pilotId: number) {
  if (!(await findPilot(db, ctx.tenantId, pilotId))) throw notFound();
}

/** A note of a pilot in the caller's tenant. */
async function reachNote(db: Db, ctx: RequestContext, id: number) {
  const note = await findNote(db, id);
  if (!note) throw notFound();
  await requirePilotInTenant(db, ctx, note.note.pilotId);
  return note;
}

export async function createNote(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { pilotId: number; description: string },
): Promise<PilotNoteDto> {
  const actor = pilotsPolicy.manage(ctx);
  const { db } = deps.database;
  await requirePilotInTenant(db, ctx, input.pilotId);
  const id = await insertNote(db, { ...input, creatorUserId: actor.userId });
  return toPilotNoteDto((await findNote(db, id))!);
}

export async function getNote(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<PilotNoteDto> {
  pilotsPolicy.manage(ctx);
  return toPilotNoteDto(await reachNote(deps.database.db, ctx, id));
}

export async function updateNote(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { id: number; description: string },
): Promise<PilotNoteDto> {
  pilotsPolicy.manage(ctx);
  const { db } = deps.database;
  await reachNote(db, ctx, input.id);
  await updateNoteText(db, input.id, input.description, deps.now());
  return toPilotNoteDto((await findNote(db, input.id))!);
}

export async function deleteNote(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  pilotsPolicy.manage(ctx);
  const { db } = deps.database;
  await reachNote(db, ctx, id);
  await softDeleteNote(db, id, deps.now());
  return null;
}

export async function getNotes(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { pilotId: number; skipCount: number; maxResultCount: number },
) {
  pilotsPolicy.manage(ctx);
  const { db } = deps.database;
  await requirePilotInTenant(db, ctx, input.pilotId);
  const { rows, total } = await findNotes(db, input.pilotId, input);
  return { items: rows.map(toPilotNoteDto), totalCount: total };
}
