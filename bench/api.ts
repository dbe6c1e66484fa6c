// Signed-in reads against a floor: in one run, autocannon asks a bare route doing the portal's
// session query and one small indexed read (bench/floor-server.ts) and a handful of typical calls
// of the production build, in turn over several rounds, and prints each call's requests per second
// as a ratio of the floor's around it. See docs/benchmark.md.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../src/server/test/ports';
import { createCandidates, signIn } from './candidates';
import { cpuSnapshot } from './cpu';
import { numberOption, option } from './options';
import { median } from './stats';
import { benchAdminPassword, startPortal } from './portal';
import { signInAs } from './admin';

const settings = {
  /** Seconds each target is asked in all, split over the rounds. */
  durationS: Math.max(1, numberOption('duration', 10)),
  rounds: Math.max(1, Math.floor(numberOption('rounds', 5))),
  connections: Math.max(1, Math.floor(numberOption('connections', 16))),
  databaseUrl: option('database-url', '') || undefined,
  /** The portal's default level: the figure that counts is the one a real portal gives. */
  logLevel: option('log-level', 'info'),
  portalNodeArgs: option('portal-node-args', '').split(' ').filter(Boolean),
};
const goalRatio = 0.7;
/** Seconds of one target in one round. */
const roundS = Math.max(1, settings.durationS / settings.rounds);

/** Whose CPU to count: the server answering, and the portal's process tree for its PostgreSQL. */
interface Processes {
  server: number;
  portal: number;
}

interface Target {
  name: string;
  url: string;
  processes: Processes;
  token?: string;
}

/** One stretch of one target: what autocannon counted, and the CPU spent meanwhile. */
interface Stretch {
  rps: number;
  requests: number;
  p50: number;
  p97: number;
  failures: number;
  serverCpuS: number;
  databaseCpuS: number;
  clientCpuS: number;
}

/** Autocannon asking the target for the given seconds, with its token if it has one. */
const ask = (target: Target, durationS: number) =>
  autocannon({
    url: target.url,
    connections: settings.connections,
    duration: durationS,
    headers: target.token ? { authorization: `Bearer ${target.token}` } : {},
  });

async function stretch(target: Target): Promise<Stretch> {
  const [serverBefore, portalBefore] = [cpuSnapshot(target.processes.server), cpuSnapshot(target.processes.portal)];
  const result = await ask(target, roundS);
  const [serverAfter, portalAfter] = [cpuSnapshot(target.processes.server), cpuSnapshot(target.processes.portal)];
  const spent = (from: number | undefined, to: number | undefined) => (from === undefined || to === undefined ? NaN : to - from);
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p97: result.latency.p97_5,
    failures: result.non2xx + result.errors + result.timeouts,
    serverCpuS: spent(serverBefore?.portal, serverAfter?.portal),
    databaseCpuS: spent(portalBefore?.postgres, portalAfter?.postgres),
    clientCpuS: spent(serverBefore?.client, serverAfter?.client),
  };
}

/**
 * Every target in turn, round after round, with the floor first in each round and once more at the
 * end. A machine whose speed drifts during the run (a shared one swings by a quarter within a
 * minute) then weighs on the floor and the calls alike, and each call's ratio in a round is taken
 * against the floor's mean just before and just after it.
 */
async function measureInRounds(floor: Target, calls: Target[]): Promise<{ floor: Stretch[]; calls: Stretch[][] }> {
  // A short warm-up: the first requests open connections and fill caches on both sides.
  for (const target of [floor, ...calls]) await ask(target, 1);
  const floors: Stretch[] = [];
  const byCall: Stretch[][] = calls.map(() => []);
  for (let round = 0; round < settings.rounds; round++) {
    floors.push(await stretch(floor));
    for (const [i, call] of calls.entries()) byCall[i].push(await stretch(call));
  }
  floors.push(await stretch(floor));
  return { floor: floors, calls: byCall };
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
    const admin = await signInAs(portal.baseUrl, pool, 'admin', benchAdminPassword);
    // Enough people that the users page is a full page of ten, as an administrator's screen shows it.
    const [pilot] = await createCandidates(pool, 10, `api-${Date.now().toString(36)}`);
    const pilotToken = (await signIn(portal.baseUrl, [pilot], 1)).get(pilot.userId)!;
    const session = await pool.query<{ id: string; user_id: number }>(
      `select s.id, s.user_id from user_sessions s join users u on u.id = s.user_id
        where u.tenant_id is null and u.user_name = 'admin' and s.revoked_at is null order by s.creation_time desc limit 1`,
    );
    floor = await startFloor(portal.databaseUrl, session.rows[0].id, session.rows[0].user_id);

    const api = (p: string) => `${portal.baseUrl}/api/services/app/${p}`;
    const atPortal = { server: portal.pid, portal: portal.pid };
    const floorTarget: Target = {
      name: 'floor (bare route: session query + indexed read)',
      url: floor.url,
      processes: { server: floor.pid, portal: portal.pid },
    };
    const calls: Target[] = [
      { name: 'Session/GetCurrentLoginInformations', url: api('Session/GetCurrentLoginInformations'), processes: atPortal, token: admin },
      { name: 'AbpUserConfiguration/GetAll', url: `${portal.baseUrl}/AbpUserConfiguration/GetAll`, processes: atPortal, token: admin },
      { name: 'User/GetAll', url: api('User/GetAll?MaxResultCount=10'), processes: atPortal, token: admin },
      { name: 'Pilot/GetCourseStatus (a pilot)', url: api('Pilot/GetCourseStatus'), processes: atPortal, token: pilotToken },
    ];
    const measured = await measureInRounds(floorTarget, calls);
    exitCode = report(floorTarget, calls, measured);
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

/** A target's stretches as one line's figures: requests per second and latencies as the median stretch's, CPU over them all. */
function figuresOf(stretches: Stretch[]) {
  const requests = Math.max(
    1,
    stretches.reduce((n, s) => n + s.requests, 0),
  );
  const perRequest = (key: 'serverCpuS' | 'databaseCpuS' | 'clientCpuS') => (stretches.reduce((n, s) => n + s[key], 0) * 1000) / requests;
  return {
    rps: median(stretches.map((s) => s.rps)),
    p50: median(stretches.map((s) => s.p50)),
    p97: median(stretches.map((s) => s.p97)),
    failures: stretches.reduce((n, s) => n + s.failures, 0),
    cpu: [perRequest('serverCpuS'), perRequest('databaseCpuS'), perRequest('clientCpuS')],
  };
}

function report(floor: Target, calls: Target[], measured: { floor: Stretch[]; calls: Stretch[][] }): number {
  const width = Math.max(floor.name.length, ...calls.map((c) => c.name.length));
  console.log(
    `\n${'call'.padEnd(width)}  req/s   p50 ms  p97.5 ms  failed  CPU ms/req (server, PostgreSQL, client)  ratio to floor: median (lowest round)`,
  );
  const line = (name: string, stretches: Stretch[], ratios?: number[]) => {
    const f = figuresOf(stretches);
    console.log(
      `${name.padEnd(width)}  ${f.rps.toFixed(0).padStart(5)}  ${f.p50.toFixed(1).padStart(7)}  ${f.p97.toFixed(1).padStart(8)}  ` +
        `${String(f.failures).padStart(6)}  ${f.cpu[0].toFixed(2).padStart(14)}, ${f.cpu[1].toFixed(2).padStart(6)}, ${f.cpu[2].toFixed(2).padStart(6)}` +
        (ratios ? `           ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)})` : ''),
    );
    return f.failures;
  };
  let failures = line(floor.name, measured.floor);
  let worst = Infinity;
  for (const [i, call] of calls.entries()) {
    // Each round's call against the floor's mean on either side of it in time.
    const ratios = measured.calls[i].map((s, round) => s.rps / ((measured.floor[round].rps + measured.floor[round + 1].rps) / 2));
    worst = Math.min(worst, median(ratios));
    failures += line(call.name, measured.calls[i], ratios);
  }
  const floorRps = measured.floor.map((s) => s.rps);
  console.log(
    `\nfloor ${median(floorRps).toFixed(0)} req/s (median of ${floorRps.length} stretches, ${Math.min(...floorRps).toFixed(0)}–${Math.max(...floorRps).toFixed(0)}); ` +
      `${settings.rounds} rounds of ${roundS.toFixed(1)} s; lowest median ratio ${worst.toFixed(2)}`,
  );
  console.log(
    `goal (every signed-in read's median ratio ≥ ${goalRatio} of the floor, nothing failed): ${worst >= goalRatio && failures === 0 ? 'MET' : 'NOT MET'}`,
  );
  return failures > 0 ? 1 : 0;
}

await main();
