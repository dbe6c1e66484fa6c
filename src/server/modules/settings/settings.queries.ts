import { eq } from 'drizzle-orm';
import { findSettingDefinition } from '../../../shared/settings';
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
