import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Language } from '../../../shared/enums';
import type { ServiceDeps } from '../../deps';
import { accessHooks, accessRule } from '../../kernel/access';
import { cacheChannelOf, forgetEverything, type CacheChannel } from '../../kernel/cache-channel';
import { AppError } from '../../kernel/errors';
import type { LoadedActor } from '../../kernel/sessions';
import { describeError } from '../../kernel/logger';
import { toAbpUserNotification } from './abp-user-notification';
import { notificationHubOf, type NotificationHub, type NotificationSignal } from './notification-hub';
import { authenticateStream, realTimeEnabled, sessionStands } from './notification-stream.service';
import { toNotificationDto } from './notification-text';
import { findOwnNotification } from './notifications.queries';
import { frame, handshakeError, MessageType, parseMessage, splitRecords } from './signalr-protocol';

/** Where ABP clients look for their hub (`abp.signalr.url`, `AbpCommonHub`). */
export const signalrPath = '/signalr';
/** ABP names the encrypted access token in the hub's query string so. */
export const signalrTokenParam = 'enc_auth_token';
/** SignalR's default keep-alive: the client gives up after thirty seconds without a message. */
export const keepAliveMs = 15_000;
/** A connection that does not say which protocol it speaks within this time is closed. */
export const handshakeTimeoutMs = 15_000;
/** Connections one user may hold open on one process, as for the event streams. */
export const maxConnectionsPerUser = 10;
/** The hub methods a client may call: ABP's client registers as it connects. */
const hubMethods = new Set(['register']);
const longestTimerMs = 2_147_483_647;

interface Reader {
  userId: number;
  tenantId: number | null;
  sessionId: string;
  language: Language;
}

/**
 * One WebSocket connection to the hub: the handshake, then `getNotification` for each
 * notification raised for its reader on any portal (the hub hears every commit), pings to keep
 * proxies and the client's timeout content, and a close that says whether to come back.
 */
class HubConnection {
  private buffered = '';
  private handshaken = false;
  private closed = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly deps: ServiceDeps,
    private readonly socket: WebSocket,
    private readonly reader: Reader,
    private readonly log: FastifyInstance['log'],
    private readonly onEnd: () => void,
  ) {}

  start(hub: NotificationHub, cache: CacheChannel, sessionExpiresAt: Date) {
    const handshake = setTimeout(() => this.close('The handshake did not come in time.', false), handshakeTimeoutMs);
    const expiry = setTimeout(
      () => this.close('The session has ended.', false),
      Math.min(longestTimerMs, Math.max(0, sessionExpiresAt.getTime() - Date.now())),
    );
    this.cleanups.push(() => {
      clearTimeout(handshake);
      clearTimeout(expiry);
    });
    this.socket.on('message', (data: RawData, isBinary: boolean) => this.receive(isBinary ? '' : rawText(data), handshake, hub, cache));
    this.socket.on('close', () => this.end());
    this.socket.on('error', () => this.end());
  }

  /** Tells the client why the connection ends, and whether it may connect again, then closes it. */
  close(error: string | undefined, allowReconnect: boolean) {
    if (this.closed) return;
    if (this.handshaken) this.send({ type: MessageType.Close, ...(error ? { error } : {}), allowReconnect });
    this.socket.close(1000);
    this.end();
  }

  private end() {
    if (this.closed) return;
    this.closed = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.onEnd();
  }

  private send(message: object) {
    if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.send(frame(message));
  }

  private receive(text: string, handshake: NodeJS.Timeout, hub: NotificationHub, cache: CacheChannel) {
    const { records, rest } = splitRecords(this.buffered + text);
    this.buffered = rest;
    // A client that never ends a record holds nothing here for long.
    if (this.buffered.length > 64 * 1024) return this.close('The message is too long.', false);
    for (const record of records) {
      if (this.closed) return;
      if (!this.handshaken) {
        const refused = handshakeError(record);
        // The handshake's answer is a bare object, with the error when there is one.
        this.socket.send(frame(refused ? { error: refused } : {}));
        if (refused) return this.close(undefined, false);
        this.handshaken = true;
        clearTimeout(handshake);
        this.listen(hub, cache);
        continue;
      }
      this.answer(parseMessage(record));
    }
  }

  private listen(hub: NotificationHub, cache: CacheChannel) {
    this.cleanups.push(hub.subscribe(this.reader.userId, (signal) => this.deliver(signal)));
    this.cleanups.push(cache.subscribe((payload) => this.onCacheChange(payload)));
    const ping = setInterval(() => this.send({ type: MessageType.Ping }), keepAliveMs);
    this.cleanups.push(() => clearInterval(ping));
  }

  private answer(message: ReturnType<typeof parseMessage>) {
    if (!message) return this.close('The message is not valid.', false);
    if (message.type === MessageType.Close) return this.close(undefined, false);
    if (message.type !== MessageType.Invocation && message.type !== MessageType.StreamInvocation) return;
    const invocationId = typeof message.invocationId === 'string' ? message.invocationId : undefined;
    if (invocationId === undefined) return;
    const target = typeof message.target === 'string' ? message.target : '';
    if (message.type === MessageType.Invocation && hubMethods.has(target.toLowerCase())) {
      this.send({ type: MessageType.Completion, invocationId, result: null });
    } else {
      this.send({ type: MessageType.Completion, invocationId, error: `Method '${target}' does not exist on this hub.` });
    }
  }

  private enqueue(work: () => Promise<void>) {
    this.queue = this.queue
      .then(async () => {
        if (!this.closed) await work();
      })
      .catch((error: unknown) => {
        this.log.warn({ error: describeError(error) }, 'SignalR connection failed');
        this.close('The server could not read a notification.', true);
      });
  }

  /** A notification raised for the reader goes out as ABP's `getNotification`; other changes say nothing. */
  private deliver(signal: NotificationSignal | null) {
    if (signal?.kind !== 'created' || signal.id === null) return;
    const id = signal.id;
    this.enqueue(async () => {
      const { userId, tenantId, language } = this.reader;
      const view = await findOwnNotification(this.deps.database.db, tenantId, userId, id);
      if (!view) return;
      this.send({
        type: MessageType.Invocation,
        target: 'getNotification',
        arguments: [toAbpUserNotification(toNotificationDto(view, language), this.reader)],
      });
    });
  }

  /** A logout, a deactivation or real time turned off ends the connection for good. */
  private onCacheChange(payload: string) {
    const { sessionId, userId } = this.reader;
    if (payload === `s:${sessionId}` || payload === `u:${userId}` || payload === forgetEverything) {
      this.enqueue(async () => {
        if (!(await sessionStands(this.deps, sessionId, userId))) this.close('The session has ended.', false);
      });
    } else if (payload === 'settings') {
      this.enqueue(async () => {
        if (!(await realTimeEnabled(this.deps))) this.close('Real-time notifications are turned off.', false);
      });
    }
  }
}

const rawText = (data: RawData) =>
  Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data).toString('utf8');

/** Refuses an upgrade as plain HTTP, before any WebSocket exists. */
function refuseUpgrade(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Who may connect: the encrypted token a signed-in ABP client puts in the hub's address. */
async function readerOf(deps: ServiceDeps, url: URL): Promise<LoadedActor> {
  const token = url.searchParams.get(signalrTokenParam) ?? undefined;
  return authenticateStream(deps, token && token.length <= 4096 ? token : undefined);
}

/**
 * ASP.NET Core SignalR at `/signalr`, as ABP clients expect it (`abp.signalr-client.js`): the
 * negotiation (versions 0 and 1) offers WebSockets alone, and the WebSocket speaks the JSON hub
 * protocol. It is authenticated by `enc_auth_token` in the query string, the same token the event
 * stream takes; without one, or while setting 25 is off, it is refused and the client polls.
 * Notifications come from the same LISTEN/NOTIFY hub as the event stream, so any portal's commit
 * reaches every portal's connections.
 */
export function registerSignalR(app: FastifyInstance, deps: ServiceDeps): void {
  const { pool } = deps.database;
  const hub = notificationHubOf(pool);
  const cache = cacheChannelOf(pool);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const open = new Map<number, Set<HubConnection>>();
  const track = (userId: number, connection: HubConnection) => {
    let connections = open.get(userId);
    if (!connections) open.set(userId, (connections = new Set()));
    connections.add(connection);
    if (connections.size > maxConnectionsPerUser) connections.values().next().value!.close('Too many connections.', false);
  };
  const untrack = (userId: number, connection: HubConnection) => {
    const connections = open.get(userId);
    connections?.delete(connection);
    if (connections?.size === 0) open.delete(userId);
  };
  hub.acquire();
  app.addHook('preClose', async () => {
    // Told to come back: the client reconnects to this portal's successor or another instance.
    for (const connections of [...open.values()])
      for (const connection of [...connections]) connection.close('Server is shutting down.', true);
  });
  app.addHook('onClose', async () => {
    sockets.close();
    await hub.release();
  });

  app.post(
    `${signalrPath}/negotiate`,
    {
      schema: { hide: true },
      config: { access: accessRule('anonymous'), needsActor: false },
      ...accessHooks('anonymous'),
    },
    async (request, reply) => {
      const url = new URL(request.url, 'http://portal');
      await readerOf(deps, url);
      if (!(await realTimeEnabled(deps))) throw new AppError(503, 0, 'notifications:errors.realTimeDisabled');
      const connectionId = crypto.randomBytes(16).toString('base64url');
      const availableTransports = [{ transport: 'WebSockets', transferFormats: ['Text'] }];
      // Version 1 keeps the id the client shows apart from the token it connects with.
      if (url.searchParams.get('negotiateVersion') === '1') {
        const connectionToken = crypto.randomBytes(16).toString('base64url');
        return reply.send({ negotiateVersion: 1, connectionId, connectionToken, availableTransports });
      }
      return reply.send({ connectionId, availableTransports });
    },
  );

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://portal');
    if (url.pathname !== signalrPath && url.pathname !== `${signalrPath}/`) return;
    void (async () => {
      let actor: LoadedActor;
      try {
        actor = await readerOf(deps, url);
        if (!(await realTimeEnabled(deps))) return refuseUpgrade(socket, 503, 'Service Unavailable');
      } catch {
        return refuseUpgrade(socket, 401, 'Unauthorized');
      }
      sockets.handleUpgrade(request, socket, head, (ws) => {
        const reader: Reader = {
          userId: actor.actor.userId,
          tenantId: actor.actor.tenantId,
          sessionId: actor.actor.sessionId,
          language: actor.actor.language,
        };
        const connection = new HubConnection(deps, ws, reader, app.log, () => untrack(reader.userId, connection));
        track(reader.userId, connection);
        connection.start(hub, cache, actor.sessionExpiresAt);
      });
    })().catch(() => refuseUpgrade(socket, 500, 'Internal Server Error'));
  });
}
