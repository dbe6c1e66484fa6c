import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserNoteDto } from '../../../shared/contracts/users';
import type { Db } from '../../db/client';
import { userNotes, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

const creators = alias(users, 'note_creators');
const modifiers = alias(users, 'note_modifiers');
const noteColumns = { note: userNotes, creatorUserName: creators.userName, lastModifierUserName: modifiers.userName };
type NoteView = { note: typeof userNotes.$inferSelect; creatorUserName: string | null; lastModifierUserName: string | null };

export const toUserNoteDto = ({ note, creatorUserName, lastModifierUserName }: NoteView): UserNoteDto => ({
  id: note.id,
  userId: note.userId,
  description: note.description,
  creatorUserName,
  creationTime: note.creationTime.toISOString(),
  lastModifierUserName,
  lastModificationTime: note.lastModificationTime?.toISOString() ?? null,
});

/** A live note of the tenant: another tenant's, like a deleted one, is not found. */
const liveIn = (tenantId: number | null) => and(inTenant(userNotes.tenantId, tenantId), eq(userNotes.isDeleted, false));

const selectNotes = (db: Db) =>
  db
    .select(noteColumns)
    .from(userNotes)
    .leftJoin(creators, eq(creators.id, userNotes.creatorUserId))
    .leftJoin(modifiers, eq(modifiers.id, userNotes.lastModifierUserId));

export async function findUserNote(db: Db, tenantId: number | null, id: number): Promise<NoteView | undefined> {
  const [row] = await selectNotes(db).where(and(liveIn(tenantId), eq(userNotes.id, id)));
  return row;
}

export async function findUserNotes(db: Db, tenantId: number | null, userId: number, page: { skipCount: number; maxResultCount: number }) {
  const where = and(liveIn(tenantId), eq(userNotes.userId, userId));
  const [rows, [{ total }]] = await Promise.all([
    selectNotes(db)
      .where(where)
      .orderBy(desc(userNotes.creationTime), desc(userNotes.id))
      .limit(page.maxResultCount)
      .offset(page.skipCount),
    db.select({ total: count() }).from(userNotes).where(where),
  ]);
  return { rows, total };
}

export async function insertUserNote(
  db: Db,
  fields: { tenantId: number | null; userId: number; description: string; creatorUserId: number },
): Promise<number> {
  const [row] = await db.insert(userNotes).values(fields).returning({ id: userNotes.id });
  return row.id;
}

export async function updateUserNoteText(db: Db, id: number, change: { description: string; lastModifierUserId: number; at: Date }) {
  await db
    .update(userNotes)
    .set({ description: change.description, lastModifierUserId: change.lastModifierUserId, lastModificationTime: change.at })
    .where(eq(userNotes.id, id));
}

export async function softDeleteUserNote(db: Db, id: number, by: { lastModifierUserId: number; at: Date }) {
  await db
    .update(userNotes)
    .set({ isDeleted: true, lastModifierUserId: by.lastModifierUserId, lastModificationTime: by.at })
    .where(eq(userNotes.id, id));
}
