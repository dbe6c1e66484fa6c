import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationStreamPath, notificationStreamQuery, sessionChangedStreamEvent } from '../../../shared/contracts/notifications';
import type { Language } from '../../../shared/enums';
import type { ServiceDeps } from '../../deps';
import { accessHooks, accessRule } from '../../kernel/access';
import { cacheChannelOf, forgetEverything, type CacheChannel } from '../../kernel/cache-channel';
import { cultureCookieName, parseCulture, resolveCulture } from '../../kernel/culture';
import { describeError } from '../../kernel/logger';
import { notificationHubOf, type NotificationHub, type NotificationSignal } from './notification-hub';
import { authenticateStream, realTimeDisabled, realTimeEnabled, sessionStands, streamEvent } from './notification-stream.service';

/** Proxies close a connection that says nothing for a minute or so; a comment every 25 s keeps it open. */
export const pingIntervalMs = 25_000;
/** How soon a browser tries again after the stream ends (a restart, a deploy, a lost network). */
export const retryMs = 2000;
/** Streams one user may hold open on one process. */
export const maxStreamsPerUser = 10;
/** The longest a Node.js timer waits; a longer session's stream ends then, and the browser opens another. */
const longestTimerMs = 2_147_483_647;

interface Reader {
  userId: number;
  tenantId: number | null;
  sessionId: string;
  language: Language;
}

/**
 * One open stream: an event with the unread count first, then one for every change to the
 * reader's notifications. Events are written in the order their changes arrived, each after the
 * one before it has been read from the database, so a count never goes back in time.
 */
class NotificationStream {
  readonly body = new PassThrough();
  private queue: Promise<void> = Promise.resolve();
  private ended = false;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly deps: ServiceDeps,
    private readonly reader: Reader,
    private readonly request: FastifyRequest,
    private readonly onEnd: () => void,
  ) {
    // Fastify destroys the body when the connection goes, however it goes.
    this.body.on('close', () => this.end());
  }

  start(hub: NotificationHub, cache: CacheChannel, sessionExpiresAt: Date) {
    this.write(`retry: ${retryMs}\n\n`);
    // Queued before the subscription: the first event is the count, and nothing after it is missed.
    this.refresh(null);
    this.cleanups.push(hub.subscribe(this.reader.userId, (signal) => this.refresh(signal)));
    this.cleanups.push(cache.subscribe((payload) => this.onCacheChange(payload)));
    const ping = setInterval(() => this.write(': ping\n\n'), pingIntervalMs);
    const expiry = setTimeout(() => this.end(), Math.min(longestTimerMs, Math.max(0, sessionExpiresAt.getTime() - Date.now())));
    this.cleanups.push(() => {
      clearInterval(ping);
      clearTimeout(expiry);
    });
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.body.end();
    this.onEnd();
  }

  private write(text: string) {
    if (!this.ended) this.body.write(text);
  }

  private enqueue(work: () => Promise<void>) {
    this.queue = this.queue
      .then(async () => {
        if (!this.ended) await work();
      })
      .catch((error: unknown) => {
        // The browser comes back after `retry` and starts from a fresh count.
        this.request.log.warn({ error: describeError(error) }, 'notification stream failed');
        this.end();
      });
  }

  private refresh(signal: NotificationSignal | null) {
    this.enqueue(async () => {
      const event = await streamEvent(this.deps, this.reader, signal);
      this.write(`event: notification\ndata: ${JSON.stringify(event)}\n\n`);
    });
  }

  /**
   * A logout, a deactivation or the setting turned off ends the stream, as soon as the database
   * says so. Any other change to the user (a confirmed payment changes the payment mode) is told
   * to the browser, which then reads its session again.
   */
  private onCacheChange(payload: string) {
    const { sessionId, userId } = this.reader;
    if (payload === `s:${sessionId}` || payload === `u:${userId}` || payload === forgetEverything) {
      this.enqueue(async () => {
        if (!(await sessionStands(this.deps, sessionId, userId))) this.end();
        else if (payload === `u:${userId}`) this.write(`event: ${sessionChangedStreamEvent}\ndata: {}\n\n`);
      });
    } else if (payload === 'settings') {
      this.enqueue(async () => {
        if (!(await realTimeEnabled(this.deps))) this.end();
      });
    }
  }
}

function languageOf(request: FastifyRequest, culture: string | undefined, userLanguage: Language): Language {
  return (
    parseCulture(culture) ??
    resolveCulture({
      header: request.headers[cultureCookieName.toLowerCase()] as string | undefined,
      userLanguage,
      cookie: request.cookies?.[cultureCookieName],
      acceptLanguage: request.headers['accept-language'],
    })
  );
}

/**
 * `GET /api/notifications/stream?encryptedAccessToken=…`: Server-Sent Events, outside the ABP
 * envelope (its refusals are in it: 401 for a bad or ended session, 503 while setting 25 is off).
 * The route reads no bearer header, so it is declared anonymous and authenticates by the token it
 * is given. Not compressed: a compressor holds events back until it has enough to compress.
 */
export function registerNotificationStream(app: FastifyInstance, deps: ServiceDeps): void {
  const { pool } = deps.database;
  const hub = notificationHubOf(pool);
  const cache = cacheChannelOf(pool);
  // By user, oldest first: a user's streams beyond the limit (tabs left open, a loop) end the oldest.
  const open = new Map<number, Set<NotificationStream>>();
  const track = (userId: number, stream: NotificationStream) => {
    let streams = open.get(userId);
    if (!streams) open.set(userId, (streams = new Set()));
    streams.add(stream);
    if (streams.size > maxStreamsPerUser) streams.values().next().value!.end();
  };
  const untrack = (userId: number, stream: NotificationStream) => {
    const streams = open.get(userId);
    streams?.delete(stream);
    if (streams?.size === 0) open.delete(userId);
  };
  hub.acquire();
  // Before the server stops: an open stream would hold its close, and the next instance's start, for ever.
  app.addHook('preClose', async () => {
    for (const streams of [...open.values()]) for (const stream of [...streams]) stream.end();
  });
  app.addHook('onClose', async () => {
    await hub.release();
  });

  app.get(
    notificationStreamPath,
    {
      schema: { hide: true },
      exposeHeadRoute: false,
      compress: false,
      config: {
        access: accessRule('anonymous'),
        needsActor: false,
        inputKeys: Object.fromEntries(Object.keys(notificationStreamQuery.shape).map((key) => [key.toLowerCase(), key])),
        inQuery: true,
      },
      ...accessHooks('anonymous'),
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const token = notificationStreamQuery.shape.encryptedAccessToken.safeParse(query.encryptedAccessToken).data;
      const culture = typeof query.culture === 'string' ? query.culture.slice(0, 40) : undefined;
      const named = parseCulture(culture);
      if (named) request.ctx.language = named;
      const { actor, sessionExpiresAt } = await authenticateStream(deps, token);
      const reader: Reader = {
        userId: actor.userId,
        tenantId: actor.tenantId,
        sessionId: actor.sessionId,
        language: languageOf(request, culture, actor.language),
      };
      request.ctx.language = reader.language;
      if (!(await realTimeEnabled(deps))) throw realTimeDisabled();

      const stream = new NotificationStream(deps, reader, request, () => untrack(reader.userId, stream));
      track(reader.userId, stream);
      stream.start(hub, cache, sessionExpiresAt);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream.body);
    },
  );
}
