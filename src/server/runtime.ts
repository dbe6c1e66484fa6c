import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import type { Config } from './config';
import { builtInCoursePlatform } from './adapters/course-platform/course-platform';
import { moodleCoursePlatform } from './adapters/course-platform/moodle';
import { connectDatabase, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedLog } from './db/embedded';
import { superviseEmbeddedPostgres } from './db/embedded-supervisor';
import { runMigrations, whileHoldingStartUpLock } from './db/migrate';
import { seed } from './seed/seed';
import type { ServiceDeps } from './deps';
import { JobQueue } from './jobs/queue';
import { loadInstallationSecret, type SecretSource } from './kernel/installation-secret';
import { describeError, silentLogger, type Logger } from './kernel/logger';
import { TokenService } from './kernel/tokens';
import { startTracing } from './kernel/tracing';
import { runModuleStartTasks, startModuleJobs } from './module-jobs';
import { smtpTransport, type MailTransport } from './mail/sender';
import { developmentIdProvider, islandIsProvider } from './adapters/id-provider/provider';
import { sandboxProvider, valitorProvider } from './adapters/payment-provider/provider';
import { rootDir, webDistDir } from './paths';
import { prepareWritableFolder } from './writable-folder';

export const appVersion: string = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')).version;

export interface Runtime {
  app: FastifyInstance;
  deps: ServiceDeps;
  generatedAdminPassword?: string;
  /** Where the installation's signing secret came from (decision 0034). */
  secretSource: SecretSource;
  /**
   * Before `stop()` behind a load balancer: `/health/ready` answers 503 while everything else is
   * still served, until no request has come for `drainQuietMs` (the balancer has moved away) or
   * `drainMaxMs` have passed. Closing at once would answer 503 to requests already on their way
   * over kept-alive connections.
   */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export const drainQuietMs = 1000;
export const drainMaxMs = 10_000;

export interface RuntimeOptions extends AppOptions {
  /** Where everything is logged: the requests, the workers, the embedded database's progress. Silent when absent. */
  log?: Logger;
  /** The embedded database died and could not be started again: the process should exit. */
  onDatabaseLost?: (message: string) => void;
}

/** Everything `npm start` brings up, in order, and takes down again in reverse. */
export async function startRuntime(config: Config, runtimeOptions: RuntimeOptions = {}): Promise<Runtime> {
  const { onDatabaseLost, log: logger = silentLogger, ...options } = runtimeOptions;
  // The database's own progress and the portal's lines about it; only some are worth `info`.
  const log: EmbeddedLog = (line, level = 'debug') => logger[level](line);
  const stack: (() => Promise<void>)[] = [];
  const stop = async () => {
    while (stack.length) await stack.pop()!().catch((e) => logger.warn({ error: describeError(e) }, 'shutdown step failed'));
  };
  try {
    // Before the pool and the queue, which trace their work only when tracing is on as they start.
    if (config.tracing) {
      const tracing = startTracing({ ...config.tracing, version: appVersion });
      stack.push(() => tracing.shutdown());
      logger.info({ tracesUrl: config.tracing.tracesUrl }, 'traces go to the OpenTelemetry collector');
    }
    let url = config.databaseUrl;
    if (!url) {
      // Before the database starts, so a bad folder stops the start at once, in one sentence.
      prepareWritableFolder(config.dataDir, 'DATA_DIR', 'data folder');
      prepareWritableFolder(config.backupDir, 'BACKUP_DIR', 'backup folder', 0o700);
      const embedded = await superviseEmbeddedPostgres(
        () => startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), config.embeddedPgPort, log),
        {
          log: logger,
          onGiveUp: onDatabaseLost ?? ((message) => logger.fatal(message)),
        },
      );
      stack.push(() => embedded.stop());
      url = embedded.url;
    }
    const database: Database = connectDatabase(url);
    stack.push(() => database.close());
    const { seeded, installation } = await whileHoldingStartUpLock(database.pool, async (db) => {
      await runMigrations(db, logger);
      return {
        seeded: await seed(db, { adminPassword: config.adminPassword, demoContent: config.demoContent }),
        installation: await loadInstallationSecret(db, {
          jwtSecret: config.jwtSecret,
          secretsKey: config.secretsKey,
          dataDir: config.dataDir,
          external: Boolean(config.databaseUrl),
        }),
      };
    });

    const jobs = new JobQueue(url, { log: logger });
    await jobs.start();
    stack.push(() => jobs.stop());
    const transport: MailTransport | null = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
    if (transport) stack.push(async () => transport.close());

    const jwtSecret = installation.secret;
    const deps: ServiceDeps = {
      database,
      jobs,
      tokens: new TokenService(jwtSecret),
      paymentProvider: config.payment ? valitorProvider(config.payment) : sandboxProvider(config.publicUrl, jwtSecret),
      idProvider: config.idProvider
        ? islandIsProvider(config.publicUrl, config.idProvider)
        : developmentIdProvider(config.publicUrl, jwtSecret),
      coursePlatform: config.moodle ? moodleCoursePlatform(config.moodle) : builtInCoursePlatform,
      publicUrl: config.publicUrl,
      mailDelivery: transport ? 'smtp' : 'kept',
      now: () => new Date(),
      version: appVersion,
      log: logger,
    };
    const jobDeps = { ...deps, mailTransport: transport, mailFrom: config.mailFrom };
    await startModuleJobs(jobs, jobDeps);
    await runModuleStartTasks(jobDeps, config);
    const app = await buildApp(deps, { webDir: webDistDir, ...options });
    stack.push(() => app.close());
    let draining = false;
    let lastRequestAt = 0;
    app.addHook('onRequest', async (request, reply) => {
      // Probes are the balancer asking, not traffic it sends.
      if (!request.routeOptions.url?.startsWith('/health/')) lastRequestAt = Date.now();
      else if (draining && request.routeOptions.url === '/health/ready') return reply.code(503).send({ status: 'stopping' });
    });
    const drain = async () => {
      draining = true;
      const started = Date.now();
      while (Date.now() - Math.max(lastRequestAt, started) < drainQuietMs && Date.now() - started < drainMaxMs) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    return { app, deps, generatedAdminPassword: seeded.generatedAdminPassword, secretSource: installation.source, drain, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
