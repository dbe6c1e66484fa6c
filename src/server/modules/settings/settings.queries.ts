import { asc, eq, inArray } from 'drizzle-orm';
import { findSettingDefinition, settingDefinitions } from '../../../shared/settings';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/**
 * A whole-number setting from its stored text, at least `min`; a missing or unreadable value
 * falls back to the default rather than failing every exam that depends on it.
 */
export function intSetting(id: number, stored: string | undefined, min = 1): number {
  const value = Number(stored);
  return Number.isInteger(value) && value >= min ? value : Number(findSettingDefinition(id)!.defaultValue);
}

/** One whole-number setting, read now (settings change while the portal runs). */
export async function readIntSetting(db: Db, id: number, min = 1): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.id, id));
  return intSetting(id, row?.value, min);
}

/** Adds any of the keys that are missing with their defaults; never overwrites an edited value. */
export async function ensureSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values(settingDefinitions.map((d) => ({ id: d.id, name: d.name, value: d.defaultValue })))
    .onConflictDoNothing();
}

export type SettingRow = typeof settings.$inferSelect;

export async function findAllSettings(db: Db): Promise<SettingRow[]> {
  return db.select().from(settings).orderBy(asc(settings.id));
}

/** The stored values of the given settings (all when no ids are given), by id. */
export async function readSettingValues(db: Db, ids?: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: settings.id, value: settings.value })
    .from(settings)
    .where(ids ? inArray(settings.id, ids) : undefined);
  return new Map(rows.map((r) => [r.id, r.value]));
}

export async function findSettingRow(db: Db, id: number): Promise<SettingRow | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.id, id));
  return row;
}

export async function updateSettingValue(db: Db, id: number, change: { value: string; at: Date; byUserId: number }): Promise<SettingRow> {
  const [row] = await db
    .update(settings)
    .set({ value: change.value, lastModificationTime: change.at, lastModifierUserId: change.byUserId })
    .where(eq(settings.id, id))
    .returning();
  return row;
}
