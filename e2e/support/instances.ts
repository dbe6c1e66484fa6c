import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../src/server/test/ports';
import { findHaproxy, startBalancer, type Balancer } from '../../src/server/test/reverse-proxy';
import { startSmtpServer } from '../../src/server/test/smtp';
import { until } from './browser';

/**
 * Several portals on one database behind HAProxy, as section 5 of the design scales out: each
 * instance is the production build in a process of its own, so the test sees what a service
 * manager would (exit codes, signals), and they share nothing but PostgreSQL.
 */

const root = path.resolve(import.meta.dirname, '../..');
export const instanceAdminPassword = 'Multi-Instance-Admin-1';

export interface SpecDatabase {
  url: string;
  query<T extends pg.QueryResultRow = any>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A fresh, empty database on `serverUrl`, migrated and seeded by the first portal that starts on it. */
export async function createSpecDatabase(serverUrl: string): Promise<SpecDatabase> {
  const name = `portal_multi_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // Dropping the database ends its connections; an idle one that hears of it is of no interest.
  pool.on('error', () => {});
  return {
    url: url.toString(),
    query: async (text, values) => (await pool.query(text, values)).rows,
    drop: async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From the signal to the end of the process. */
  ms: number;
}

/** Children still running when the test process ends are killed, so a crashed run leaves no portal behind. */
const living = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of living) child.kill('SIGKILL');
});

export class PortalInstance {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private log = '';
  private readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instance-'));

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** What the process printed, for a failure's message. */
  output(): string {
    return this.log;
  }

  /** Starts the production build and waits until it answers ready. */
  async start(): Promise<void> {
    if (this.running) return;
    this.log = '';
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: root,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    living.add(child);
    this.exited = new Promise((resolve) =>
      child.once('exit', () => {
        living.delete(child);
        resolve();
      }),
    );
    child.stdout!.on('data', (d) => (this.log += d));
    child.stderr!.on('data', (d) => (this.log += d));
    await until(
      async () => {
        if (!this.running) throw new Error(`portal ${this.name} exited with ${child.exitCode ?? child.signalCode}:\n${this.log}`);
        return fetch(`${this.url}/health/ready`).then(
          (res) => res.ok,
          () => false,
        );
      },
      `portal ${this.name} to be ready`,
      60_000,
    );
  }

  /** Sends `signal` and waits for the process to end; after `timeoutMs` it is killed and the exit says so. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 15_000): Promise<Exit> {
    const child = this.child;
    if (!child || !this.running) return { code: child?.exitCode ?? null, signal: child?.signalCode ?? null, ms: 0 };
    const sent = Date.now();
    child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      this.exited.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    const ms = Date.now() - sent;
    if (!finished) {
      child.kill('SIGKILL');
      await this.exited;
    }
    return { code: child.exitCode, signal: child.signalCode, ms };
  }

  dispose() {
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

export interface PortalCluster {
  database: SpecDatabase;
  smtp: SmtpServer;
  balancer: Balancer;
  a: PortalInstance;
  b: PortalInstance;
  /** Through the balancer, to whichever instance is up. */
  balancedUrl: string;
  /** Through the balancer, to that instance alone. */
  pinnedUrl(instance: PortalInstance): string;
  /** Starts any instance that is not running and waits until the balancer sends it requests again. */
  ensureRunning(): Promise<void>;
  /** Stops everything that was started, in reverse; safe to call after a failed start. */
  close(): Promise<void>;
}

/**
 * A database of its own on `pgServerUrl`, a real SMTP server on loopback, two portals on that
 * database and HAProxy in front of them. No JWT_SECRET: the first portal makes the installation's
 * secret in the database and the second reads it there (decision 0034), as an operator's would. What has been started is stopped by
 * `close()`, also when the start fails half-way.
 */
export async function startCluster(pgServerUrl: string): Promise<PortalCluster> {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('haproxy is not installed (apt-get install haproxy; .ci/run installs it)');
  const cleanups: (() => Promise<void>)[] = [];
  const close = async () => {
    const errors: unknown[] = [];
    while (cleanups.length) await cleanups.pop()!().catch((e) => errors.push(e));
    if (errors.length) throw new AggregateError(errors, 'the cluster did not stop cleanly');
  };
  try {
    const database = await createSpecDatabase(pgServerUrl);
    cleanups.push(() => database.drop());
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const [portA, portB] = [await freePort(), await freePort()];
    const balancer = await startBalancer(haproxy, { a: portA, b: portB });
    cleanups.push(() => balancer.close());
    const balancedUrl = `http://127.0.0.1:${balancer.port}`;
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET: '',
      SMTP_URL: smtp.url,
      ADMIN_PASSWORD: instanceAdminPassword,
      PUBLIC_URL: balancedUrl,
      TRUST_PROXY: '127.0.0.1',
      DEMO_CONTENT: 'false',
      LOG_LEVEL: 'warn',
    };
    const a = new PortalInstance('a', portA, env);
    const b = new PortalInstance('b', portB, env);
    cleanups.push(async () => {
      const stopped = await Promise.all(
        [a, b].map(async (instance) => {
          const exit = await instance.stop();
          instance.dispose();
          return { instance, exit };
        }),
      );
      // A portal that needed SIGKILL or failed on the way down is a finding, not noise.
      const bad = stopped.filter(({ exit }) => exit.code !== 0 && (exit.code !== null || exit.signal !== null));
      if (bad.length)
        throw new Error(
          bad
            .map(({ instance, exit }) => `portal ${instance.name} ended with ${exit.code ?? exit.signal}:\n${instance.output()}`)
            .join('\n'),
        );
    });
    const ensureRunning = async () => {
      // One after the other: the first start on a fresh database migrates and seeds it.
      for (const instance of [a, b]) await instance.start();
      await until(async () => {
        const states = await balancer.serverStates();
        return states.a === 'UP' && states.b === 'UP';
      }, 'the balancer to see both portals up');
    };
    await ensureRunning();
    return {
      database,
      smtp,
      balancer,
      a,
      b,
      balancedUrl,
      pinnedUrl: (instance) => `http://127.0.0.1:${balancer.pinnedPorts[instance.name as 'a' | 'b']}`,
      ensureRunning,
      close,
    };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

export interface Reply<T = any> {
  status: number;
  /** The ABP envelope's result, or undefined when the reply was not the envelope. */
  result: T;
  body: any;
  /** The instance that answered, as the balancer names it (null when called directly). */
  servedBy: string | null;
}

/** One API call to `baseUrl`; never throws for a status, so a test can count what failed. */
export async function call<T = any>(
  baseUrl: string,
  route: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<Reply<T>> {
  const res = await fetch(`${baseUrl}${route}`, {
    method: options.method ?? (options.body ? 'POST' : 'GET'),
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure's message
  }
  return { status: res.status, result: body?.result, body, servedBy: res.headers.get('x-served-by') };
}
