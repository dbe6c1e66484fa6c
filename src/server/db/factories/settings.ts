import { settingDefinitions } from '../../../shared/settings';
import type { Db } from '../client';
import { settings } from '../schema';

/** Adds any of the 24 keys that are missing with their defaults; never overwrites an edited value. */
export async function ensureSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values(settingDefinitions.map((d) => ({ id: d.id, name: d.name, value: d.defaultValue })))
    .onConflictDoNothing();
}
