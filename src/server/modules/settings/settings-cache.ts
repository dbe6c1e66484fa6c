import type pg from 'pg';
import type { Db } from '../../db/client';
import { notifiedCacheOf } from '../../kernel/notified-cache';
import { readSettingValues } from './settings.queries';

const forgetsOnSettings = (payload: string) => (payload === 'settings' ? 'all' : undefined);

/**
 * Every stored setting by id, kept in memory until the database's `settings` notification says one
 * changed (migration 0004): every page load of every reader asks for the public ones.
 */
export function storedSettingsOf(database: { pool: pg.Pool; db: Db }): Promise<ReadonlyMap<number, string>> {
  const cache = notifiedCacheOf<'all', ReadonlyMap<number, string>>(database.pool, 'settings', forgetsOnSettings, {
    lifetimeMs: 5 * 60_000,
    maxEntries: 1,
  });
  return cache.get('all', () => readSettingValues(database.db));
}
