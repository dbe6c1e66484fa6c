import type pg from 'pg';
import { cacheChannelOf, forgetEverything, type CacheChannel } from './cache-channel';

/** What a notification's payload makes a cache forget: everything, one key, or nothing. */
export type Forgets<K> = (payload: string) => 'all' | K | undefined;

/**
 * Values read from the database and kept in memory until the database says they changed
 * (decision 0011): the `portal_cache` notifications, which triggers send in the changing
 * transaction, name what changed; `forgets` maps a payload to what it makes stale. Nothing is
 * kept while the notifications might be missed, and concurrent askers of one key share one read.
 * A notification during a read removes the entry, so no one asking after the change gets the read.
 * The lifetime is a backstop, not the rule.
 */
export class NotifiedCache<K, V> {
  private readonly kept = new Map<K, { value: Promise<V>; until: number }>();

  constructor(
    private readonly channel: CacheChannel,
    forgets: Forgets<K>,
    private readonly options: { lifetimeMs: number; maxEntries: number },
  ) {
    channel.subscribe((payload) => {
      const stale = payload === forgetEverything ? 'all' : forgets(payload);
      if (stale === 'all') this.kept.clear();
      else if (stale !== undefined) this.kept.delete(stale);
    });
  }

  /** Lets go of what is kept under `key`: for a reader that found it stale in a way no notification tells. */
  forget(key: K): void {
    this.kept.delete(key);
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    if (!this.channel.live) return load();
    const now = Date.now();
    const kept = this.kept.get(key);
    if (kept && kept.until > now) return kept.value;
    if (kept) this.kept.delete(key);
    if (this.kept.size >= this.options.maxEntries) this.kept.delete(this.kept.keys().next().value!);
    const fresh = { value: load(), until: now + this.options.lifetimeMs };
    this.kept.set(key, fresh);
    fresh.value.catch(() => {
      if (this.kept.get(key) === fresh) this.kept.delete(key);
    });
    return fresh.value;
  }
}

/** One cache per pool and name, so every app on a database shares what it read. */
const byPool = new WeakMap<pg.Pool, Map<string, NotifiedCache<unknown, unknown>>>();

export function notifiedCacheOf<K, V>(
  pool: pg.Pool,
  name: string,
  forgets: Forgets<K>,
  options: { lifetimeMs: number; maxEntries: number },
): NotifiedCache<K, V> {
  let caches = byPool.get(pool);
  if (!caches) byPool.set(pool, (caches = new Map()));
  let cache = caches.get(name);
  if (!cache)
    caches.set(name, (cache = new NotifiedCache<K, V>(cacheChannelOf(pool), forgets, options) as NotifiedCache<unknown, unknown>));
  return cache as NotifiedCache<K, V>;
}
