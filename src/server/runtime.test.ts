import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { startRuntime } from './runtime';
import { freePort, portOpen } from './test/ports';
import { soon } from './test/soon';
import { finishSignIn, type Post } from './test/second-factor';

// A 0700 folder, as mkdtemp makes it: as root, the portal lets its database user in by itself.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-runtime-'));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-runtime-scratch-'));
// Clusters kept outside DATA_DIR, in /var/lib/drone-portal/<hash>.
const placedClusters: string[] = [];
afterAll(() => {
  for (const dir of [dataDir, scratch, ...placedClusters]) fs.rmSync(dir, { recursive: true, force: true });
});

interface Portal {
  pid: number;
  /** Settles when the portal is ready, or has exited before that. */
  ready: Promise<boolean>;
  exit: Promise<number | null>;
  output(): { stdout: string; stderr: string };
}

/** `node src/server/main.ts` as `npm start` runs it, in a process of its own. */
function startPortal(env: Record<string, string>): Portal {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', JWT_SECRET: '', ADMIN_PASSWORD: 'runtime-test-password', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<boolean>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('portal ready')) resolve(true);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void exit.then(() => resolve(false));
  });
  return { pid: child.pid!, ready, exit, output: () => ({ stdout, stderr }) };
}

/** The test parts the start's log line names, or undefined when there is no such line. */
function testPartsLogged(stdout: string): string[] | undefined {
  const lines = stdout.split('\n').filter((line) => line.startsWith('{'));
  const found = lines.map((line) => JSON.parse(line)).filter((entry) => entry.testParts);
  expect(found.length).toBeLessThanOrEqual(1);
  if (found[0]) expect(found[0].msg).toMatch(/^The portal runs with test parts, .* PORTAL_ENV=production refuses them/);
  return found[0]?.testParts;
}

/** The card company, Ísland.is, the company registry, mail and a public address behind a proxy, for the production switch. */
const realParts = {
  PAYMENT_MERCHANT_ID: 'M-1',
  PAYMENT_VERIFICATION_CODE: 'secret-code-1',
  PAYMENT_STATUS_URL: 'https://pay.example/status',
  OIDC_ISSUER: 'https://innskra.island.is',
  OIDC_CLIENT_ID: '@drone.is/portal',
  OIDC_CLIENT_SECRET: 'client-secret-1',
  COMPANY_REGISTRY_URL: 'https://registry.example.is/companies',
  // Nothing is mailed while the test runs.
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_URL: 'https://drone.example.is',
  TRUST_PROXY: '127.0.0.1',
};
/** What a portal wrote to standard output, each line parsed: every line must be JSON. */
function logLines(portal: Portal): { level: number; msg: string }[] {
  return portal
    .output()
    .stdout.split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`not a JSON line on standard output: ${line}`);
      }
    });
}
const messagesOf = (portal: Portal) => logLines(portal).map((line) => line.msg);

/** What `npm start` printed when it could not start: one sentence, no stack, no `undefined`. */
async function startFailure(env: Record<string, string>): Promise<string> {
  const portal = startPortal(env);
  expect(await portal.ready).toBe(false);
  expect(await portal.exit).toBe(1);
  const { stderr } = portal.output();
  expect(stderr).not.toContain('undefined');
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(stderr.trim().split('\n')).toHaveLength(1);
  return stderr.trim();
}

describe('the runtime on the embedded database', () => {
  it('starts on a fresh folder, stops cleanly, and starts again on the same data', async () => {
    const pgPort = await freePort();
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), DATABASE_URL: '', JWT_SECRET: '', ADMIN_PASSWORD: '' };
    const first = await startRuntime(readConfig(env));
    expect(first.generatedAdminPassword).toMatch(/^[\w-]{16}$/);
    expect((await first.app.inject({ url: '/health/ready' })).statusCode).toBe(200);
    const login = await first.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: 'admin', password: first.generatedAdminPassword },
    });
    expect(login.statusCode).toBe(200);
    const post: Post = async (url, payload) => {
      const res = await first.app.inject({ method: 'POST', url, payload });
      return { status: res.statusCode, body: res.json() };
    };
    const { accessToken: token } = await finishSignIn(first.deps, post, login.json().result);
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
    await first.stop();
    expect(await portOpen(pgPort)).toBe(false);

    const second = await startRuntime(readConfig(env));
    expect(second.generatedAdminPassword).toBeUndefined();
    // Same data and the kept signing secret: the session from before the restart still works.
    const me = await second.app.inject({
      url: '/api/services/app/Session/GetCurrentLoginInformations',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().result.user.userName).toBe('admin');
    await second.stop();
    expect(await portOpen(pgPort)).toBe(false);
  }, 120_000);

  it('refuses to start on invalid configuration, naming the variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT is not a port number: set PORT to a whole number from 0 to 65535, such as 3000.');
    expect(run.stderr).not.toContain('not-a-port');

    const production = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORTAL_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: '', SMTP_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(production.status).toBe(78);
    expect(production.stderr.trim().split('\n')).toEqual([
      'PORTAL_ENV=production refuses to start with test parts:',
      expect.stringMatching(/^ {2}The sandbox pay page .*: set PAYMENT_MERCHANT_ID/),
      expect.stringMatching(/^ {2}The development identity provider .*: set OIDC_ISSUER/),
      expect.stringMatching(/^ {2}The built-in list of made-up companies .*: set COMPANY_REGISTRY_URL/),
      expect.stringMatching(/^ {2}PUBLIC_URL is http:\/\/localhost:3000, which only this machine reaches, .*: set PUBLIC_URL/),
      expect.stringMatching(/^ {2}SMTP_URL is not set, .*: set SMTP_URL/),
    ]);
  }, 60_000);

  it('after kill -9 of the portal, its database stops soon, and the next start comes up on the same data', async () => {
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) };
    const crashed = startPortal(env);
    expect(await crashed.ready, crashed.output().stderr).toBe(true);
    // Started with nothing set, it says in one line of the log which test parts it runs with.
    expect(testPartsLogged(crashed.output().stdout)).toEqual([
      'the sandbox pay page',
      'the development identity provider',
      'the built-in company list',
      'a PUBLIC_URL on this machine',
      'mail kept in the outbox',
    ]);
    // Standard output is JSON lines only.
    expect(messagesOf(crashed)).toContain('portal ready');
    expect(await portOpen(Number(env.EMBEDDED_PG_PORT))).toBe(true);
    process.kill(crashed.pid, 'SIGKILL');
    await crashed.exit;
    expect(await soon(async () => !(await portOpen(Number(env.EMBEDDED_PG_PORT))), Boolean, { withinMs: 20_000, everyMs: 200 })).toBe(true);

    // The production switch with every real part set starts, and names no test part.
    const next = startPortal({ ...env, ...realParts, PORTAL_ENV: 'production' });
    expect(await next.ready, next.output().stderr).toBe(true);
    expect(testPartsLogged(next.output().stdout)).toBeUndefined();
    // On the same data, no migration was left to apply, and the start says so.
    expect(messagesOf(next)).toContain('database schema up to date');
    expect((await fetch(`http://127.0.0.1:${env.PORT}/health/ready`)).status).toBe(200);
    process.kill(next.pid, 'SIGTERM');
    expect(await next.exit).toBe(0);
    expect(await portOpen(Number(env.EMBEDDED_PG_PORT))).toBe(false);
  }, 180_000);

  it('names the cause of a failed start and what to do about it', async () => {
    const blocker = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const taken = String((blocker.address() as net.AddressInfo).port);
    try {
      expect(await startFailure({ DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: taken })).toBe(
        `Port ${taken}, which the embedded database uses, is taken by another program: set EMBEDDED_PG_PORT to a free port, or stop that program.`,
      );
      expect(await startFailure({ DATA_DIR: dataDir, PORT: taken, HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(await freePort()) })).toBe(
        `Port ${taken} is taken by another program: set PORT to a free port, or stop that program.`,
      );
    } finally {
      blocker.close();
    }
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, '');
    expect(await startFailure({ DATA_DIR: path.join(file, 'data'), EMBEDDED_PG_PORT: String(await freePort()) })).toBe(
      `The data folder ${path.join(file, 'data')} cannot be created or written by this user (ENOTDIR: a part of the path is a file, not a folder): set DATA_DIR to a folder this user may write, or change the folder's owner.`,
    );
    // A backup folder no backup could be written to stops the start too, rather than every night's backup.
    expect(
      await startFailure({ DATA_DIR: dataDir, BACKUP_DIR: path.join(file, 'backups'), EMBEDDED_PG_PORT: String(await freePort()) }),
    ).toBe(
      `The backup folder ${path.join(file, 'backups')} cannot be created or written by this user (ENOTDIR: a part of the path is a file, not a folder): set BACKUP_DIR to a folder this user may write, or change the folder's owner.`,
    );
  }, 180_000);

  it.runIf(process.getuid?.() === 0)(
    'as root, under a folder only root may enter, keeps the database where its user can reach it',
    async () => {
      const closed = fs.mkdtempSync(path.join(scratch, 'closed-'));
      fs.chmodSync(scratch, 0o755);
      fs.chmodSync(closed, 0o700);
      const data = path.join(closed, 'data');
      const env = { DATA_DIR: data, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), ADMIN_PASSWORD: '' };
      fs.mkdirSync(data);
      const hash = crypto.createHash('sha256').update(fs.realpathSync(data)).digest('hex').slice(0, 16);
      const cluster = path.join('/var/lib/drone-portal', hash, 'postgres');
      placedClusters.push(path.dirname(cluster));

      const first = startPortal(env);
      expect(await first.ready, first.output().stderr).toBe(true);
      const said = messagesOf(first);
      expect(said).toContainEqual(
        expect.stringContaining(
          `The database files are kept in ${cluster}, because the database runs as the user "postgres", who cannot enter ${closed} (mode 0700)`,
        ),
      );
      expect(said).toContainEqual(expect.stringMatching(/^The administrator "admin" was created with the password: [\w-]{16} /));
      expect((await fetch(`http://127.0.0.1:${env.PORT}/health/ready`)).status).toBe(200);
      process.kill(first.pid, 'SIGTERM');
      expect(await first.exit).toBe(0);
      expect(fs.readFileSync(path.join(data, 'postgres-location'), 'utf8').trim()).toBe(cluster);
      expect(fs.statSync(closed).mode & 0o777).toBe(0o700);

      // The same data again: found through the record, the administrator made before.
      const second = startPortal(env);
      expect(await second.ready, second.output().stderr).toBe(true);
      expect(messagesOf(second).join('\n')).not.toContain('The database files are kept in');
      expect(messagesOf(second).join('\n')).not.toContain('The administrator "admin" was created');
      expect((await fetch(`http://127.0.0.1:${env.PORT}/health/ready`)).status).toBe(200);
      process.kill(second.pid, 'SIGTERM');
      expect(await second.exit).toBe(0);
      expect(await portOpen(Number(env.EMBEDDED_PG_PORT))).toBe(false);
    },
    180_000,
  );
});
