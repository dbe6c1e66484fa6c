import { and, asc, eq, ne } from 'drizzle-orm';
import type { PilotAddressDto, PilotEmailDto, PilotInsuranceDto, PilotPhoneNumberDto } from '../../../shared/contracts/pilots';
import type { Db } from '../../db/client';
import { pilotAddresses, pilotEmails, pilotInsurances, pilotPhoneNumbers } from '../../db/schema';
import { announceRecordChange } from './pilot-record-completeness.queries';

/** The four kinds of item a pilot keeps lists of; the first three have one main item each. */
export const itemTables = {
  phoneNumber: pilotPhoneNumbers,
  email: pilotEmails,
  address: pilotAddresses,
  insurance: pilotInsurances,
};
export type ItemKind = keyof typeof itemTables;
export type MainItemKind = Exclude<ItemKind, 'insurance'>;
export type ItemRow<K extends ItemKind> = (typeof itemTables)[K]['$inferSelect'];
/** An address's confirmation is kept by pilot-email-confirmation.service.ts alone, never set by a change of the item. */
type ConfirmationColumn = 'confirmedTime' | 'confirmationTokenHash' | 'confirmationSentTime' | 'confirmationExpiryTime';
export type NewItem<K extends ItemKind> = Omit<(typeof itemTables)[K]['$inferInsert'], 'id' | 'creationTime' | ConfirmationColumn>;

// One shape for the four tables: drizzle cannot type a query over a union of tables, so the
// kind-typed functions below carry the types and this carries the columns.
type AnyItemTable = typeof pilotPhoneNumbers;
const tableOf = (kind: ItemKind) => itemTables[kind] as unknown as AnyItemTable;

/** Whether the record has a main address is part of what the session says it lacks: a change to one says so. */
async function announceChange(db: Db, kind: ItemKind, pilotId: number) {
  if (kind === 'address') await announceRecordChange(db, pilotId);
}

export const toPhoneNumberDto = (r: ItemRow<'phoneNumber'>): PilotPhoneNumberDto => ({
  id: r.id,
  pilotId: r.pilotId,
  phonenumber: r.phoneNumber,
  isMain: r.isMain,
  isKRR: r.isKrr,
});
export const toEmailDto = (r: ItemRow<'email'>): PilotEmailDto => ({
  id: r.id,
  pilotId: r.pilotId,
  email: r.email,
  isMainEmail: r.isMain,
  isKRR: r.isKrr,
  isConfirmed: r.isKrr || r.confirmedTime !== null,
  confirmationSentTime: r.isKrr || r.confirmedTime !== null ? null : (r.confirmationSentTime?.toISOString() ?? null),
});
export const toAddressDto = (r: ItemRow<'address'>): PilotAddressDto => ({
  id: r.id,
  pilotId: r.pilotId,
  streetAddress: r.streetAddress,
  postNumber: r.postNumber,
  postLocation: r.postLocation,
  countryCode: r.countryCode,
  isMainAddress: r.isMain,
  isKRR: r.isKrr,
});
export const toInsuranceDto = (r: ItemRow<'insurance'>): PilotInsuranceDto => ({
  id: r.id,
  pilotId: r.pilotId,
  insurancePolicyNumber: r.insurancePolicyNumber,
  insuranceCompanyName: r.insuranceCompanyName,
});

export async function findItems<K extends ItemKind>(db: Db, kind: K, pilotId: number): Promise<ItemRow<K>[]> {
  const table = tableOf(kind);
  return (await db.select().from(table).where(eq(table.pilotId, pilotId)).orderBy(asc(table.id))) as ItemRow<K>[];
}

export async function findItem<K extends ItemKind>(db: Db, kind: K, id: number): Promise<ItemRow<K> | undefined> {
  const table = tableOf(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as ItemRow<K> | undefined;
}

export async function insertItem<K extends ItemKind>(db: Db, kind: K, values: NewItem<K>): Promise<ItemRow<K>> {
  const [row] = await db
    .insert(tableOf(kind))
    .values(values as never)
    .returning();
  await announceChange(db, kind, row.pilotId);
  return row as ItemRow<K>;
}

export async function updateItem<K extends ItemKind>(db: Db, kind: K, id: number, values: Partial<NewItem<K>>): Promise<ItemRow<K>> {
  const table = tableOf(kind);
  const [row] = await db
    .update(table)
    .set(values as never)
    .where(eq(table.id, id))
    .returning();
  if (row) await announceChange(db, kind, row.pilotId);
  return row as ItemRow<K>;
}

export async function deleteItem(db: Db, kind: ItemKind, id: number) {
  const table = tableOf(kind);
  const [row] = await db.delete(table).where(eq(table.id, id)).returning({ pilotId: table.pilotId });
  if (row) await announceChange(db, kind, row.pilotId);
}

/** Takes main from the pilot's other items of the kind, so the one being made main is the only one. */
export async function clearMain(db: Db, kind: MainItemKind, pilotId: number, exceptId?: number) {
  const table = tableOf(kind);
  await db
    .update(table)
    .set({ isMain: false })
    .where(and(eq(table.pilotId, pilotId), eq(table.isMain, true), exceptId === undefined ? undefined : ne(table.id, exceptId)));
}

export async function hasItems(db: Db, kind: ItemKind, pilotId: number): Promise<boolean> {
  const table = tableOf(kind);
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.pilotId, pilotId)).limit(1);
  return row !== undefined;
}
