import pg from 'pg';

/**
 * The `portal_cache` notifications that tell a portal when something it keeps in memory changed
 * (decision 0011). Triggers in the database send them in the changing transaction (migration
 * 0004), so no code path can forget to.
 *
 * Two kinds of connection listen:
 * - one connection of its own, so changes made by other portals on the database arrive within
 *   milliseconds of their commit;
 * - every connection of this portal's pool (`connectDatabase` has each one listen as it opens),
 *   because PostgreSQL hands a listening session its own notifications before it reports the
 *   commit done: a logout or a revoked grant made here is known here before the request that
 *   made it answers.
 *
 * While the own connection is down nothing may be trusted from memory: `live` is false, and every
 * subscriber is told to forget everything when it goes down and again when it comes back.
 */
export const cacheChannelName = 'portal_cache';
/** The payload subscribers receive when they must forget everything. */
export const forgetEverything = '*';

type Subscriber = (payload: string) => void;

const reconnectDelayMs = 1000;

export class CacheChannel {
  private readonly subscribers = new Set<Subscriber>();
  private readonly listeningClients = new WeakSet<pg.ClientBase>();
  private client: pg.Client | null = null;
  private users = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private connected = false;
  /** Counts every notification and every loss; a value read before a load says whether it may be kept. */
  epoch = 0;

  constructor(private readonly pool: pg.Pool) {
    pool.on('acquire', (client) => this.listenOn(client));
  }

  /** True while changes from every portal are certain to arrive. */
  get live(): boolean {
    return this.connected;
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** One more user of the channel (an app); the own connection opens with the first. */
  acquire() {
    if (this.users++ === 0) void this.connect();
  }

  async release() {
    if (--this.users > 0) return;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    this.setConnected(false);
    await client?.end().catch(() => {});
  }

  private deliver(payload: string) {
    this.epoch++;
    for (const subscriber of this.subscribers) subscriber(payload);
  }

  private setConnected(connected: boolean) {
    if (this.connected === connected) return;
    this.connected = connected;
    // Whatever changed while no one listened is unknown: start from nothing either way.
    this.deliver(forgetEverything);
  }

  /** Every pool connection listens from its start (`listenToCacheChanges`); this hears it. */
  private listenOn(client: pg.ClientBase) {
    if (this.listeningClients.has(client)) return;
    this.listeningClients.add(client);
    client.on('notification', (message) => {
      if (message.channel === cacheChannelName) this.deliver(message.payload ?? forgetEverything);
    });
  }

  private async connect() {
    if (this.users === 0 || this.client) return;
    const client = new pg.Client(this.pool.options);
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.setConnected(false);
      client.end().catch(() => {});
      if (this.users > 0) this.reconnectTimer = setTimeout(() => void this.connect(), reconnectDelayMs);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === cacheChannelName) this.deliver(message.payload ?? forgetEverything);
    });
    try {
      await client.connect();
      await client.query(`listen ${cacheChannelName}`);
      if (this.client === client) this.setConnected(true);
    } catch {
      lost();
    }
  }
}

/** The pool's `onConnect`: each connection listens before it runs its first statement. */
export async function listenToCacheChanges(client: pg.ClientBase): Promise<void> {
  await client.query(`listen ${cacheChannelName}`);
}

const channels = new WeakMap<pg.Pool, CacheChannel>();

/** The one channel of a pool, shared by everything that caches what that database holds. */
export function cacheChannelOf(pool: pg.Pool): CacheChannel {
  let channel = channels.get(pool);
  if (!channel) channels.set(pool, (channel = new CacheChannel(pool)));
  return channel;
}
