import type pg from 'pg';
import type { Actor } from './context';
import { forgetEverything, type CacheChannel } from './cache-channel';
import { loadActor } from './sessions';

export interface ActorCacheOptions {
  /** The longest an actor is kept without a word from the database; a backstop, not the rule. */
  ttlMs?: number;
  /** Sessions kept at most; the oldest go first. */
  maxEntries?: number;
  clock?: () => number;
}

interface Entry {
  actor: Actor;
  expires: number;
}

/**
 * The actors behind sessions, kept in memory so that a signed-in request needs no round trip
 * before its own work (decision 0011). An entry answers only the session and user that the
 * database checked together, so it can never answer a token that names another user (or
 * tenant); it goes when the database says the session, the user or a grant changed, when the
 * session ends, or after the TTL. Nothing is kept while the channel is not live, and a session
 * the database refused is not kept at all.
 */
export class ActorCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly pool: pg.Pool,
    private readonly channel: CacheChannel,
    options: ActorCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 100_000;
    this.clock = options.clock ?? Date.now;
    this.unsubscribe = channel.subscribe((payload) => this.onChange(payload));
  }

  get size() {
    return this.entries.size;
  }

  /** The live actor of the session, or null when the session is over or not the user's. */
  async resolve(sessionId: string, userId: number): Promise<Actor | null> {
    // The notifications name sessions in PostgreSQL's spelling of a uuid.
    sessionId = sessionId.toLowerCase();
    const now = this.clock();
    const kept = this.entries.get(sessionId);
    if (kept && kept.actor.userId === userId && kept.expires > now && this.channel.live) return kept.actor;

    const epoch = this.channel.epoch;
    const loaded = await loadActor(this.pool, sessionId, userId);
    if (!loaded) return null;
    // A change that arrived while the row was read may have come after it: do not keep it.
    if (this.channel.live && this.channel.epoch === epoch) {
      this.store(sessionId, { actor: loaded.actor, expires: Math.min(now + this.ttlMs, loaded.sessionExpiresAt.getTime()) });
    }
    return loaded.actor;
  }

  close() {
    this.unsubscribe();
    this.clear();
  }

  private store(sessionId: string, entry: Entry) {
    this.remove(sessionId);
    if (this.entries.size >= this.maxEntries) this.remove(this.entries.keys().next().value!);
    this.entries.set(sessionId, entry);
    let sessions = this.byUser.get(entry.actor.userId);
    if (!sessions) this.byUser.set(entry.actor.userId, (sessions = new Set()));
    sessions.add(sessionId);
  }

  private remove(sessionId: string) {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const sessions = this.byUser.get(entry.actor.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.byUser.delete(entry.actor.userId);
  }

  private clear() {
    this.entries.clear();
    this.byUser.clear();
  }

  private onChange(payload: string) {
    if (payload.startsWith('s:')) {
      this.remove(payload.slice(2));
    } else if (payload.startsWith('u:')) {
      for (const sessionId of [...(this.byUser.get(Number(payload.slice(2))) ?? [])]) this.remove(sessionId);
    } else if (payload === 'actors' || payload === forgetEverything) {
      this.clear();
    }
  }
}
