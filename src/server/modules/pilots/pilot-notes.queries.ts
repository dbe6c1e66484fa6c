import { and, count, desc, eq } from 'drizzle-orm';
import type { PilotNoteDto } from '../../../shared/contracts/pilots';
import type { Db } from '../../db/client';
import { pilotNotes, users } from '../../db/schema';

const noteColumns = { note: pilotNotes, creatorUserName: users.userName };
type NoteView = { note: typeof pilotNotes.$inferSelect; creatorUserName: string | null };

export const toPilotNoteDto = ({ note, creatorUserName }: NoteView): PilotNoteDto => ({
  id: note.id,
  pilotId: note.pilotId,
  description: note.description,
  creatorUserName,
  creationTime: note.creationTime.toISOString(),
  lastModificationTime: note.lastModificationTime?.toISOString() ?? null,
});

const live = and(eq(pilotNotes.isDeleted, false));

export async function findNote(db: Db, id: number): Promise<NoteView | undefined> {
  const [row] = await db
    .select(noteColumns)
    .from(pilotNotes)
    .leftJoin(users, eq(users.id, pilotNotes.creatorUserId))
    .where(and(live, eq(pilotNotes.id, id)));
  return row;
}

export async function findNotes(db: Db, pilotId: number, page: { skipCount: number; maxResultCount: number }) {
  const where = and(live, eq(pilotNotes.pilotId, pilotId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(noteColumns)
      .from(pilotNotes)
      .leftJoin(users, eq(users.id, pilotNotes.creatorUserId))
      .where(where)
      .orderBy(desc(pilotNotes.creationTime), desc(pilotNotes.id))
      .limit(page.maxResultCount)
      .offset(page.skipCount),
    db.select({ total: count() }).from(pilotNotes).where(where),
  ]);
  return { rows, total };
}

export async function insertNote(db: Db, fields: { pilotId: number; description: string; creatorUserId: number }): Promise<number> {
  const [row] = await db.insert(pilotNotes).values(fields).returning({ id: pilotNotes.id });
  return row.id;
}

export async function updateNoteText(db: Db, id: number, description: string, at: Date) {
  await db.update(pilotNotes).set({ description, lastModificationTime: at }).where(eq(pilotNotes.id, id));
}

export async function softDeleteNote(db: Db, id: number, at: Date) {
  await db.update(pilotNotes).set({ isDeleted: true, lastModificationTime: at }).where(eq(pilotNotes.id, id));
}
