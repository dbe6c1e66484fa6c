// Signed-in reads against a floor: in one run, autocannon asks a bare route doing the portal's
// session query and one small indexed read (bench/floor-server.ts), then a handful of typical
// calls of the production build, and prints each call's requests per second as a ratio of the
// floor's. See docs/benchmark.md.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../src/server/test/ports';
import { createCandidates, signIn } from './candidates';
import { cpuSnapshot } from './cpu';
import { numberOption, option } from './options';
import { benchAdminPassword, startPortal } from './portal';

const settings = {
  durationS: Math.max(1, numberOption('duration', 10)),
  connections: Math.max(1, Math.floor(numberOption('connections', 16))),
  databaseUrl: option('database-url', '') || undefined,
  /** The portal's default level: the figure that counts is the one a real portal gives. */
  logLevel: option('log-level', 'info'),
  portalNodeArgs: option('portal-node-args', '').split(' ').filter(Boolean),
};
const goalRatio = 0.7;

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p97: number;
  failures: number;
  /** CPU milliseconds per request of the server process (the floor's or the portal's) and of PostgreSQL. */
  serverCpuMs: number;
  databaseCpuMs: number;
  /**
   * CPU milliseconds per request of this process, which reads the replies (autocannon): on the
   * same two cores it takes from the server, more for a large reply than for a small one.
   */
  clientCpuMs: number;
}

/** Whose CPU to count: the server answering, and the portal's process tree for its PostgreSQL. */
interface Processes {
  server: number;
  portal: number;
}

async function measure(name: string, url: string, processes: Processes, token?: string): Promise<Measured> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  // A short warm-up: the first requests open connections and fill caches on both sides.
  await autocannon({ url, connections: settings.connections, duration: 1, headers });
  const [serverBefore, portalBefore] = [cpuSnapshot(processes.server), cpuSnapshot(processes.portal)];
  const result = await autocannon({ url, connections: settings.connections, duration: settings.durationS, headers });
  const [serverAfter, portalAfter] = [cpuSnapshot(processes.server), cpuSnapshot(processes.portal)];
  // CPU per request holds up on a shared machine far better than requests per second do.
  const requests = Math.max(1, result.requests.total);
  const perRequest = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined ? NaN : ((to - from) * 1000) / requests;
  return {
    serverCpuMs: perRequest(serverBefore?.portal, serverAfter?.portal),
    databaseCpuMs: perRequest(portalBefore?.postgres, portalAfter?.postgres),
    clientCpuMs: perRequest(serverBefore?.client, serverAfter?.client),
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p97: result.latency.p97_5,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function startFloor(databaseUrl: string, sessionId: string, userId: number) {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, 'floor-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), FLOOR_SESSION_ID: sessionId, FLOOR_USER_ID: String(userId) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
  });
  return {
    pid: child.pid!,
    url: `http://127.0.0.1:${port}/floor`,
    stop: () =>
      new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
  };
}

async function signInAs(baseUrl: string, userNameOrEmailAddress: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress, password }),
  });
  const body = (await res.json()) as { result?: { accessToken: string } };
  if (!body.result) throw new Error(`${userNameOrEmailAddress} could not sign in: ${res.status}`);
  return body.result.accessToken;
}

async function main() {
  const cores = os.cpus();
  console.log(
    `API reads: ${settings.durationS} s per call, ${settings.connections} connections, portal log level ${settings.logLevel}, ` +
      `${cores.length} × ${cores[0]?.model.trim()}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const portal = await startPortal({ databaseUrl: settings.databaseUrl, logLevel: settings.logLevel, nodeArgs: settings.portalNodeArgs });
  const pool = new pg.Pool({ connectionString: portal.databaseUrl, max: 2 });
  pool.on('error', () => {});
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  let exitCode = 1;
  try {
    const admin = await signInAs(portal.baseUrl, 'admin', benchAdminPassword);
    const [pilot] = await createCandidates(pool, 1, `api-${Date.now().toString(36)}`);
    const pilotToken = (await signIn(portal.baseUrl, [pilot], 1)).get(pilot.userId)!;
    const session = await pool.query<{ id: string; user_id: number }>(
      `select s.id, s.user_id from user_sessions s join users u on u.id = s.user_id
        where u.tenant_id is null and u.user_name = 'admin' and s.revoked_at is null order by s.creation_time desc limit 1`,
    );
    floor = await startFloor(portal.databaseUrl, session.rows[0].id, session.rows[0].user_id);

    const api = (p: string) => `${portal.baseUrl}/api/services/app/${p}`;
    const atFloor = { server: floor.pid, portal: portal.pid };
    const atPortal = { server: portal.pid, portal: portal.pid };
    const results: Measured[] = [await measure('floor (bare route: session query + indexed read)', floor.url, atFloor)];
    results.push(await measure('Session/GetCurrentLoginInformations', api('Session/GetCurrentLoginInformations'), atPortal, admin));
    results.push(await measure('AbpUserConfiguration/GetAll', `${portal.baseUrl}/AbpUserConfiguration/GetAll`, atPortal, admin));
    results.push(await measure('User/GetAll', api('User/GetAll?MaxResultCount=10'), atPortal, admin));
    results.push(await measure('Pilot/GetCourseStatus (a pilot)', api('Pilot/GetCourseStatus'), atPortal, pilotToken));
    // The floor again, so a machine that got busier during the run shows in the floor too.
    results.push(await measure('floor again', floor.url, atFloor));
    exitCode = report(results);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(`portal output (tail):\n${portal.output()}`);
  } finally {
    await floor?.stop();
    await pool.end();
    await portal.stop();
  }
  process.exit(exitCode);
}

function report(results: Measured[]): number {
  const floors = results.filter((r) => r.name.startsWith('floor'));
  const floorRps = floors.reduce((sum, r) => sum + r.rps, 0) / floors.length;
  const width = Math.max(...results.map((r) => r.name.length));
  console.log(`\n${'call'.padEnd(width)}  req/s   p50 ms  p97.5 ms  failed  CPU ms/req (server, PostgreSQL, client)  ratio to floor`);
  let worst = Infinity;
  for (const r of results) {
    const ratio = r.rps / floorRps;
    if (!r.name.startsWith('floor')) worst = Math.min(worst, ratio);
    console.log(
      `${r.name.padEnd(width)}  ${r.rps.toFixed(0).padStart(5)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p97.toFixed(1).padStart(8)}  ` +
        `${String(r.failures).padStart(6)}  ${r.serverCpuMs.toFixed(2).padStart(14)}, ${r.databaseCpuMs.toFixed(2).padStart(6)}, ` +
        `${r.clientCpuMs.toFixed(2).padStart(6)}           ` +
        `${r.name.startsWith('floor') ? '' : ratio.toFixed(2)}`,
    );
  }
  console.log(`\nfloor ${floorRps.toFixed(0)} req/s (mean of ${floors.length}); lowest ratio ${worst.toFixed(2)}`);
  const failures = results.reduce((n, r) => n + r.failures, 0);
  console.log(
    `goal (every signed-in read ≥ ${goalRatio} of the floor, nothing failed): ${worst >= goalRatio && failures === 0 ? 'MET' : 'NOT MET'}`,
  );
  return failures > 0 ? 1 : 0;
}

await main();
