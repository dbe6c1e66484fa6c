import type { CompanyRegistry } from '../adapters/company-registry/company-registry';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type RateLimits } from '../app';
import { builtInCoursePlatform, type CoursePlatform } from '../adapters/course-platform/course-platform';
import { connectDatabase, type Database } from '../db/client';
import { insertRole } from '../seed/factories/roles';
import { insertTenant } from '../seed/factories/tenants';
import { insertUser, type NewUser } from '../seed/factories/users';
import type { ServiceDeps } from '../deps';
import { JobQueue } from '../jobs/queue';
import { silentLogger, type Logger } from '../kernel/logger';
import { TokenService } from '../kernel/tokens';
import { startModuleJobs } from '../module-jobs';
import { sendMailJob } from '../mail/enqueue-mail';
import { smtpTransport } from '../mail/sender';
import { developmentIdProvider, type IdProvider } from '../adapters/id-provider/provider';
import { sandboxProvider, type PaymentProvider } from '../adapters/payment-provider/provider';
import { inProcessFetch } from './in-process-fetch';
import { testAdminPassword } from './constants';
import { withDatabase } from './global-setup';
import { finishSignIn, type Post } from './second-factor';
import type { ErrorInfo } from '../../shared/contracts/common';

export { testAdminPassword };
export { addRecoveryCode, finishSignIn } from './second-factor';

/** Where the test app's links and the sandbox card provider's pages point. */
export const testPublicUrl = 'http://portal.test';

const generousLimits: RateLimits = {
  login: { max: 10_000, timeWindow: 60_000 },
  anonymousWrite: { max: 10_000, timeWindow: 60_000 },
};

export interface TestAppOptions {
  smtpUrl?: string;
  rateLimits?: RateLimits;
  now?: () => Date;
  /** Run the job workers (mail, auto-submit, session end); off by default, so tests see jobs as queued. */
  workers?: boolean;
  /** The national company registry; the built-in made-up list when absent. */
  companyRegistry?: CompanyRegistry;
  /** The card payment provider; the sandbox at http://portal.test when absent. */
  paymentProvider?: PaymentProvider;
  /** Where the app's links point, for a test that listens on a socket; http://portal.test when absent. */
  publicUrl?: string;
  /** The identity provider, given the app's public address; the development provider there, reached in-process, when absent. */
  idProvider?: (publicUrl: string) => IdProvider;
  /** The external course platform; the built-in courses when absent. */
  coursePlatform?: CoursePlatform;
  /** Where the app and its workers log (a test reads it back: `test/log-lines.ts`); silent when absent. */
  log?: Logger;
}

export interface TestApp {
  app: FastifyInstance;
  deps: ServiceDeps;
  database: Database;
  url: string;
  call<T = any>(
    verb: string,
    path: string,
    options?: CallOptions,
  ): Promise<{ status: number; body: Envelope<T>; headers: Record<string, unknown> }>;
  login(userNameOrEmailAddress: string, password: string, tenantId?: number | null): Promise<string>;
  loginAsAdmin(): Promise<string>;
  /** A user in the tenant holding exactly these permissions through a fresh role; answers a token. */
  userWith(
    permissions: string[],
    options?: { tenantId?: number | null; fields?: Partial<NewUser> },
  ): Promise<{ id: number; token: string; userName: string }>;
  tenant(name?: string): Promise<{ id: number }>;
  /** Another app on the same database, as after a restart (close this one's app first); close it before this one. */
  reopen(): Promise<TestApp>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  tenantId?: number | null;
  language?: 'is' | 'en';
}

interface Envelope<T> {
  result: T;
  success: boolean;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
  targetUrl: null;
  __abp: true;
}

/** A database copied from the seeded template: migrated, seeded, with the job queue's tables. */
async function copyTemplate(): Promise<{ serverUrl: string; name: string; url: string }> {
  const serverUrl = inject('pgServerUrl');
  const name = `portal_t${crypto.randomBytes(4).toString('hex')}_${inject('templateDatabase').slice(-8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();
  return { serverUrl, name, url: withDatabase(serverUrl, name) };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const drop = new pg.Client({ connectionString: serverUrl });
  await drop.connect();
  await drop.query(`drop database if exists ${name} with (force)`);
  await drop.end();
}

/** A database of the test's own, copied from the seeded template, for a test that needs no app. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { serverUrl, name, url } = await copyTemplate();
  return { url, drop: () => dropDatabase(serverUrl, name) };
}

/** A whole app on a database copied from the seeded template, for one test file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { serverUrl, name, url } = await copyTemplate();
  return openTestApp(serverUrl, name, url, options, crypto.randomBytes(32).toString('hex'));
}

/** An app, its pool and its job queue on one test database; reopening builds another on the same data. */
async function openTestApp(serverUrl: string, name: string, url: string, options: TestAppOptions, jwtSecret: string): Promise<TestApp> {
  // The app is built after its deps; the sandbox provider's calls find it here.
  const built: { app?: FastifyInstance } = {};
  const database = connectDatabase(url, 10);
  const jobs = new JobQueue(url, { log: options.log, pollingIntervalSeconds: 0.5 });
  await jobs.start();
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl) : null;
  const publicUrl = options.publicUrl ?? testPublicUrl;
  const ownFetch = inProcessFetch(publicUrl, () => built.app);
  const deps: ServiceDeps = {
    database,
    jobs,
    tokens: new TokenService(jwtSecret),
    paymentProvider: options.paymentProvider ?? sandboxProvider(publicUrl, jwtSecret, { fetch: ownFetch }),
    idProvider: options.idProvider?.(publicUrl) ?? developmentIdProvider(publicUrl, jwtSecret, { fetch: ownFetch }),
    coursePlatform: options.coursePlatform ?? builtInCoursePlatform,
    publicUrl,
    mailDelivery: transport ? 'smtp' : 'kept',
    now: options.now ?? (() => new Date()),
    version: 'test',
    log: options.log ?? silentLogger,
  };
  // A test with an SMTP server waits for its mail, so the mail worker runs even without the others.
  const works = (job: string) => Boolean(options.workers || (options.smtpUrl && job === sendMailJob));
  await startModuleJobs(jobs, { ...deps, mailTransport: transport, mailFrom: 'Drónagátt <no-reply@test.local>' }, works);
  const app = await buildApp(deps, {
    rateLimits: options.rateLimits ?? generousLimits,
    webDir: null,
    companyRegistry: options.companyRegistry,
  });
  built.app = app;

  const call: TestApp['call'] = async (verb, path, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.tenantId) headers['abp-tenantid'] = String(o.tenantId);
    if (o.language) headers['.aspnetcore.culture'] = `c=${o.language}|uic=${o.language}`;
    const request: InjectOptions = { method: verb as InjectOptions['method'], url: path, headers, query: o.query as never };
    if (o.body !== undefined) request.payload = o.body as never;
    const res = await app.inject(request);
    let body: any;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    return { status: res.statusCode, body, headers: res.headers };
  };

  const login = async (userNameOrEmailAddress: string, password: string, tenantId: number | null = null) => {
    const res = await call('POST', '/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress, password }, tenantId });
    if (res.status !== 200) throw new Error(`login of ${userNameOrEmailAddress} failed: ${JSON.stringify(res.body)}`);
    // Staff answer the second step too (decision 0026): set one up, or answer with a recovery code.
    const post: Post = (path, body) => call('POST', path, { body, tenantId });
    return (await finishSignIn(deps, post, res.body.result)).accessToken;
  };

  let counter = 0;
  const userWith: TestApp['userWith'] = async (permissions, o = {}) => {
    const tenantId = o.tenantId ?? null;
    const n = ++counter;
    const roleId = await insertRole(database.db, { tenantId, name: `TestRole${n}`, permissions });
    const userName = o.fields?.userName ?? `user${n}_${crypto.randomBytes(3).toString('hex')}`;
    const password = 'Test-Password-1';
    const id = await insertUser(database.db, {
      tenantId,
      name: 'Jón',
      surname: 'Jónsson',
      emailAddress: `${userName}@example.com`,
      password,
      isEmailConfirmed: true,
      roleIds: [roleId],
      ...o.fields,
      userName,
    });
    return { id, userName, token: await login(userName, password, tenantId) };
  };

  let tenants = 0;
  return {
    app,
    deps,
    database,
    url,
    call,
    login,
    loginAsAdmin: () => login('admin', testAdminPassword),
    reopen: () => openTestApp(serverUrl, name, url, options, jwtSecret),
    userWith,
    tenant: async (tenancyName) => {
      const t = await insertTenant(database.db, {
        tenancyName: tenancyName ?? `Tenant${++tenants}x${crypto.randomBytes(2).toString('hex')}`,
        name: 'Prófunarleigjandi',
      });
      return { id: t.id };
    },
    close: async () => {
      await app.close();
      await jobs.stop();
      transport?.close();
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
