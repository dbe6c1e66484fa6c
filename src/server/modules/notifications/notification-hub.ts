import pg from 'pg';

/**
 * The `portal_notifications` messages that the notifications table's triggers send as each change
 * commits (migration 0008), heard on one connection of this process's own and handed to the
 * process's open streams by user. A change made by any portal on the database, or by hand,
 * reaches every portal's streams within milliseconds of its commit.
 *
 * While the connection is down nothing is heard: it is opened again after a second, and then
 * every stream is told to look afresh (`null`), since it may have missed something meanwhile.
 */
export const notificationChannelName = 'portal_notifications';

export interface NotificationSignal {
  userId: number;
  /** The notification's id; null when one statement changed several. */
  id: number | null;
  kind: 'created' | 'changed';
}

/** A signal for the listener's user, or null when anything may have changed. */
export type SignalListener = (signal: NotificationSignal | null) => void;

const reconnectDelayMs = 1000;
/** How the hub's connection shows in pg_stat_activity. */
export const hubApplicationName = 'portal notification hub';

function parseSignal(payload: string | undefined): NotificationSignal | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<NotificationSignal>;
    if (!Number.isInteger(value.userId) || (value.kind !== 'created' && value.kind !== 'changed')) return null;
    return { userId: value.userId!, id: Number.isInteger(value.id) ? value.id! : null, kind: value.kind };
  } catch {
    return null;
  }
}

export class NotificationHub {
  private readonly listeners = new Map<number, Set<SignalListener>>();
  private client: pg.Client | null = null;
  private users = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private connected = false;
  private everConnected = false;

  constructor(private readonly pool: pg.Pool) {}

  /** True while changes from every portal are certain to arrive. */
  get live(): boolean {
    return this.connected;
  }

  subscribe(userId: number, listener: SignalListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /** Every listener of every user: the streams open in the apps on this pool (`/metrics`). */
  get listenerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  /** How many listeners wait for a user's signals: a stream that ended must leave none behind. */
  listenersOf(userId: number): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  /** One more user of the hub (an app); the connection opens with the first. */
  acquire() {
    if (this.users++ === 0) void this.connect();
  }

  async release() {
    if (--this.users > 0) return;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    this.connected = false;
    this.everConnected = false;
    await client?.end().catch(() => {});
  }

  private deliver(signal: NotificationSignal) {
    for (const listener of [...(this.listeners.get(signal.userId) ?? [])]) listener(signal);
  }

  private deliverToAll() {
    for (const set of [...this.listeners.values()]) for (const listener of [...set]) listener(null);
  }

  private async connect() {
    if (this.users === 0 || this.client) return;
    const client = new pg.Client({ ...this.pool.options, application_name: hubApplicationName });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.connected = false;
      client.end().catch(() => {});
      if (this.users > 0) this.reconnectTimer = setTimeout(() => void this.connect(), reconnectDelayMs);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel !== notificationChannelName) return;
      const signal = parseSignal(message.payload);
      if (signal) this.deliver(signal);
    });
    try {
      await client.connect();
      await client.query(`listen ${notificationChannelName}`);
      if (this.client !== client) return;
      this.connected = true;
      // Back after a loss: whatever committed meanwhile was not heard.
      if (this.everConnected) this.deliverToAll();
      this.everConnected = true;
    } catch {
      lost();
    }
  }
}

const hubs = new WeakMap<pg.Pool, NotificationHub>();

/** The one hub of a pool, shared by every app on it. */
export function notificationHubOf(pool: pg.Pool): NotificationHub {
  let hub = hubs.get(pool);
  if (!hub) hubs.set(pool, (hub = new NotificationHub(pool)));
  return hub;
}
