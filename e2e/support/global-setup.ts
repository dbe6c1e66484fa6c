import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../src/server/test/ports';
import { finishByApi } from './second-factor';

export const e2eAdminPassword = 'E2e-Admin-Password-1';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** One administrator session for the whole run: sign-ins are rate limited per client address. */
    adminToken: string;
    /** The portal's PostgreSQL server, for a spec that makes a database of its own on it (multi-instance). */
    pgServerUrl: string;
    /** Where the run keeps its people's authenticator-app secrets and the code steps they used (support/second-factor.ts). */
    secondFactorDir: string;
    /** The origin an ABP client's page is served from in the journeys, listed in the portal's CORS_ORIGINS. */
    abpClientOrigin: string;
  }
}

async function waitForReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the portal did not become ready:\n${output()}`);
}

async function authenticateAdmin(baseUrl: string, secondFactorDir: string): Promise<string> {
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`the administrator could not sign in (${path}): ${res.status} ${await res.text()}`);
    return ((await res.json()) as { result: any }).result;
  };
  const reply = await post('/api/TokenAuth/Authenticate', { userNameOrEmailAddress: 'admin', password: e2eAdminPassword });
  // The administrator sets up an authenticator app here, once; the journeys answer with its codes.
  return (await finishByApi(secondFactorDir, 'admin', reply, post)).accessToken;
}

/** Starts the production build on a fresh data folder, as `npm start` would on a new machine. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!fs.existsSync(path.join(root, 'dist/web/index.html')) || !fs.existsSync(path.join(root, 'dist/server/main.js'))) {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  fs.chmodSync(dataDir, 0o777);
  const port = await freePort();
  const pgPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Another port is another origin: the ABP client's page is served there (e2e/abp-client.spec.ts).
  const abpClientOrigin = `http://127.0.0.1:${await freePort()}`;
  let log = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      SMTP_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      ADMIN_PASSWORD: e2eAdminPassword,
      PUBLIC_URL: baseUrl,
      CORS_ORIGINS: abpClientOrigin,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  let stopping = false;
  child.once('exit', (code, signal) => {
    // A portal that dies mid-run shows up as refused connections; say why here.
    if (!stopping) console.error(`the portal exited during the run (${code ?? signal}):\n${log}`);
  });
  await waitForReady(baseUrl, child, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('abpClientOrigin', abpClientOrigin);
  const secondFactorDir = path.join(dataDir, 'second-factor');
  project.provide('secondFactorDir', secondFactorDir);
  project.provide('adminToken', await authenticateAdmin(baseUrl, secondFactorDir));
  // The embedded database's owner and the password it keeps beside the cluster (db/embedded.ts).
  const pgPassword = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  project.provide('pgServerUrl', `postgresql://portal:${encodeURIComponent(pgPassword)}@127.0.0.1:${pgPort}/postgres`);

  return async () => {
    stopping = true;
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
      // A pending timer would keep vitest from exiting for its whole close timeout.
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
