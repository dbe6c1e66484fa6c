// The register's growth: seeds a register of the chosen size (a share of issue 39's ten-year L) on
// the embedded PostgreSQL under the production build, then times every administration list, search,
// export and dashboard call, a pilot's own pages, a sign-in and a backup, warm, as the median of
// several runs; with --compare, the same at a smaller size, and each call's ratio. See docs/benchmark.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { restoreBackup } from '../../src/server/modules/backups';
import { freePort } from '../../src/server/test/ports';
import { signInAs } from '../admin';
import { numberOption, option } from '../options';
import { benchAdminPassword, startPortal, type Portal } from '../portal';
import { backupEndpoints, pagedLists, probeEndpoint, signInEndpoint, singleCalls, type Call } from './calls';
import { ask, peakRssDuring, probeDuring, rssMb, summarize, type Answer, type Measured } from './measure';
import { registerAt, seedRegister, seededPassword, type RegisterSize, type SeededRegister } from './seed';
import { formatReport, formatTable } from './report';

const settings = {
  scale: numberOption('scale', 0.01),
  /** The smaller size to set beside it; 0, or a size not below --scale, for none. */
  compare: numberOption('compare', 0.01),
  runs: Math.max(1, Math.floor(numberOption('runs', 5))),
  report: option('report', ''),
  /**
   * A data folder kept after the run: the first run seeds the register into it, later runs of the
   * same --scale measure it again without seeding (the seeding at L takes minutes and may run on a
   * busy machine; the timing wants a quiet one). Without it each size is seeded afresh.
   */
  dataDir: option('data-dir', ''),
  logLevel: option('log-level', 'warn'),
  /** Extra options for the portal's node, after those of `npm start`, e.g. `--max-semi-space-size=16` or `--trace-gc`. */
  portalNodeArgs: option('portal-node-args', '').split(' ').filter(Boolean),
  /** Only the calls whose name holds this text, or one of several separated by commas (a sign-in and a backup are always made). */
  calls: option('calls', ''),
};
const chosen = (name: string) =>
  settings.calls
    .toLowerCase()
    .split(',')
    .some((text) => name.toLowerCase().includes(text.trim()));

const log = (line: string) => console.log(line);

export interface SizeRun {
  scale: number;
  register: SeededRegister;
  results: Measured[];
}

async function measureSize(scale: number): Promise<SizeRun> {
  const size = registerAt(scale);
  log(
    `\nscale ${scale}: ${Object.entries(size)
      .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
      .join(', ')}`,
  );
  const dataDir = settings.dataDir ? path.resolve(settings.dataDir, `scale-${scale}`) : undefined;
  const portal = await startPortal({ logLevel: settings.logLevel, nodeArgs: settings.portalNodeArgs, dataDir });
  const pool = new pg.Pool({ connectionString: portal.databaseUrl, max: 2 });
  pool.on('error', () => {});
  try {
    const register = await keptOrSeeded(pool, size, dataDir);
    log(`seeded in ${register.seconds.toFixed(1)} s`);
    const results = await measureAll(portal, pool, register);
    return { scale, register, results };
  } catch (error) {
    console.error(`portal output (tail):\n${portal.output()}`);
    throw error;
  } finally {
    await pool.end();
    await portal.stop();
  }
}

/** The register kept in `dataDir` by an earlier run, or one seeded now (and noted there). */
async function keptOrSeeded(pool: pg.Pool, size: RegisterSize, dataDir: string | undefined): Promise<SeededRegister> {
  const note = dataDir && path.join(dataDir, 'bench-scale-register.json');
  if (note && fs.existsSync(note)) {
    const kept = JSON.parse(fs.readFileSync(note, 'utf8')) as SeededRegister;
    log(`the register seeded earlier in ${dataDir}`);
    return kept;
  }
  log('seeding');
  const register = await seedRegister(pool, size, log);
  if (note) fs.writeFileSync(note, JSON.stringify(register));
  return register;
}

async function measureAll(portal: Portal, pool: pg.Pool, register: SeededRegister): Promise<Measured[]> {
  const runs = settings.runs;
  const admin = await signInAs(portal.baseUrl, pool, 'admin', benchAdminPassword);
  const [pilotName, probeName, ...signInNames] = register.pilotUserNames;
  const pilotToken = await tokenOf(portal.baseUrl, pilotName);
  const probeToken = await tokenOf(portal.baseUrl, probeName);
  const tokens = { admin, pilot: pilotToken };
  const results: Measured[] = [];
  const done = (m: Measured) => {
    results.push(m);
    const failed = m.failures.length ? `  FAILED ${m.failures.join('; ')}` : '';
    const memory = m.peakRssMb !== undefined ? `  RSS ${m.idleRssMb!.toFixed(0)} → ${m.peakRssMb.toFixed(0)} MB` : '';
    const refused = m.stallRefusals?.length
      ? `, ${m.stallRefusals.length} not answered 200 (${[...new Set(m.stallRefusals)].join(', ')})`
      : '';
    const stall = m.stallP99Ms !== undefined ? `  stall p99 ${m.stallP99Ms.toFixed(0)} ms${refused}` : '';
    const file = m.stallP99Ms !== undefined && m.firstByteMs !== undefined ? `  first byte ${m.firstByteMs.toFixed(0)} ms` : '';
    const rows = m.stallP99Ms !== undefined && m.rowsPerSecond ? `, ${Math.round(m.rowsPerSecond).toLocaleString('en')} rows/s` : '';
    log(`  ${m.name}: ${m.ms.toFixed(1)} ms${file}${rows}${memory}${stall}${failed}`);
  };
  const probe = () => ask(portal.baseUrl, probeEndpoint.verb, probeEndpoint.path, probeToken);

  /** Warm once, then `runs` times; a heavy call with the portal's memory watched and another user probing. */
  const timed = async (c: Call, name = c.name): Promise<Answer[]> => {
    const once = () => ask(portal.baseUrl, c.verb, c.path, tokens[c.as], c.input);
    await once();
    if (!c.heavy) {
      const answers: Answer[] = [];
      for (let i = 0; i < runs; i++) answers.push(await once());
      done(summarize(name, answers));
      return answers;
    }
    const idleRssMb = rssMb(portal.pid);
    let peakRssMb = idleRssMb;
    const stall: number[] = [];
    const stallRefusals: string[] = [];
    const answers: Answer[] = [];
    for (let i = 0; i < runs; i++) {
      const { result, peakMb } = await peakRssDuring(portal.pid, async () => {
        const probed = await probeDuring(probe, once);
        stall.push(...probed.latencies);
        stallRefusals.push(...probed.refusals);
        return probed.result;
      });
      peakRssMb = Math.max(peakRssMb, peakMb);
      answers.push(result);
    }
    done(summarize(name, answers, { idleRssMb, peakRssMb, stall, stallRefusals }));
    return answers;
  };

  log('\nlists: first, middle and last page of ten');
  for (const list of pagedLists(register).filter((l) => chosen(l.name))) {
    const base: Call = {
      name: list.name,
      verb: list.endpoint.verb,
      path: list.endpoint.path,
      input: { ...list.input, maxResultCount: 10 },
      as: 'admin',
    };
    const first = await timed({ ...base, input: { ...base.input, skipCount: 0 } }, `${list.name} first page`);
    const total = totalOf(first[0]);
    if (total === undefined || total <= 10) continue;
    const lastSkip = Math.floor((total - 1) / 10) * 10;
    await timed({ ...base, input: { ...base.input, skipCount: Math.floor(lastSkip / 20) * 10 } }, `${list.name} middle page`);
    await timed({ ...base, input: { ...base.input, skipCount: lastSkip } }, `${list.name} last page`);
  }

  log('\ndashboard, exports and a pilot’s own pages');
  for (const c of singleCalls().filter((c) => chosen(c.name))) await timed(c);

  log('\nsign-in and backup');
  const signIns: Answer[] = [];
  for (const name of signInNames.slice(0, runs))
    signIns.push(
      await ask(portal.baseUrl, signInEndpoint.verb, signInEndpoint.path, undefined, {
        userNameOrEmailAddress: name,
        password: seededPassword,
      }),
    );
  done(summarize('TokenAuth/Authenticate (a pilot)', signIns));
  done(await backups(portal, admin, Math.min(runs, 3)));
  done(await restore(portal));
  return results;
}

async function tokenOf(baseUrl: string, userName: string): Promise<string> {
  const reply = await ask(baseUrl, signInEndpoint.verb, signInEndpoint.path, undefined, {
    userNameOrEmailAddress: userName,
    password: seededPassword,
  });
  const token = (JSON.parse(reply.body || '{}') as { result?: { accessToken?: string } }).result?.accessToken;
  if (!token) throw new Error(`${userName} could not sign in: ${reply.status} ${reply.body.slice(0, 300)}`);
  return token;
}

function totalOf(answer: Answer): number | undefined {
  try {
    const total = (JSON.parse(answer.body) as { result?: { totalCount?: number } }).result?.totalCount;
    return typeof total === 'number' ? total : undefined;
  } catch {
    return undefined;
  }
}

/** A backup from the button until its run is done, with its file's size; the first run after start is awaited first. */
async function backups(portal: Portal, admin: string, runs: number): Promise<Measured> {
  const status = async () =>
    JSON.parse((await ask(portal.baseUrl, backupEndpoints.getStatus.verb, backupEndpoints.getStatus.path, admin)).body || '{}').result as
      { running: boolean; lastRun: { id: number; status: string; sizeBytes: number | null } | null } | undefined;
  const idle = async () => {
    for (let i = 0; i < 3000 && (await status())?.running; i++) await new Promise((r) => setTimeout(r, 100));
  };
  const answers: Answer[] = [];
  let sizeBytes = 0;
  let outcome = '';
  for (let i = 0; i < runs; i++) {
    await idle();
    const started = performance.now();
    const reply = await ask(portal.baseUrl, backupEndpoints.backUpNow.verb, backupEndpoints.backUpNow.path, admin);
    const id = (JSON.parse(reply.body || '{}') as { result?: { id?: number } }).result?.id;
    let last: Awaited<ReturnType<typeof status>>;
    for (;;) {
      last = await status();
      if (!last?.lastRun || (last.lastRun.id === id && ['done', 'failed', 'skipped'].includes(last.lastRun.status))) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    sizeBytes = last?.lastRun?.sizeBytes ?? 0;
    outcome = last?.lastRun?.status ?? 'none';
    answers.push({ status: outcome === 'done' ? reply.status : 500, ms: performance.now() - started, bytes: sizeBytes, body: outcome });
  }
  return summarize('Backup/BackUpNow until done', answers, { note: `${(sizeBytes / 1e6).toFixed(1)} MB, ${outcome}` });
}

/**
 * The newest backup restored as `npm run restore` does it, into a fresh data folder of its own
 * (the running portal's is left alone): from reading the file to the restored database counted
 * and stopped. One run; its time is what docs/backups.md promises about.
 */
async function restore(portal: Portal): Promise<Measured> {
  const backupDir = path.join(portal.dataDir, 'backups');
  const newest = fs
    .readdirSync(backupDir)
    .filter((f) => f.endsWith('.tar.gz'))
    .map((f) => path.join(backupDir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  if (!newest) return summarize('Restore of the newest backup', [{ status: 500, ms: 0, bytes: 0, body: 'no backup file' }]);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'));
  // The embedded PostgreSQL runs as an unprivileged user when we are root; it must reach the folder.
  fs.chmodSync(root, 0o755);
  const started = performance.now();
  try {
    const restored = await restoreBackup({
      file: newest,
      dataDir: path.join(root, 'data'),
      backupDir: path.join(root, 'backups'),
      port: await freePort(),
    });
    const ms = performance.now() - started;
    const size = fs.statSync(newest).size;
    return summarize('Restore of the newest backup', [{ status: 200, ms, bytes: size, body: '' }], {
      note: `${(size / 1e6).toFixed(1)} MB, ${restored.users.toLocaleString('en')} users`,
    });
  } catch (error) {
    return summarize('Restore of the newest backup', [
      { status: 500, ms: performance.now() - started, bytes: 0, body: String((error as Error).message ?? error) },
    ]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

async function main() {
  const cores = os.cpus();
  log(
    `The register's growth: scale ${settings.scale}` +
      (settings.compare > 0 && settings.compare < settings.scale ? ` beside ${settings.compare}` : '') +
      `, ${settings.runs} runs a call, ${cores.length} × ${cores[0]?.model.trim()}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const sizes: SizeRun[] = [];
  if (settings.compare > 0 && settings.compare < settings.scale) sizes.push(await measureSize(settings.compare));
  sizes.push(await measureSize(settings.scale));
  log(`\n${formatTable(sizes)}`);
  if (settings.report) {
    fs.writeFileSync(settings.report, formatReport(sizes, settings.runs));
    log(`\nreport written to ${settings.report}`);
  }
  const failed = sizes.flatMap((s) => s.results.filter((r) => r.failures.length).map((r) => `${s.scale}: ${r.name}`));
  if (failed.length) log(`\ncalls that failed: ${failed.join(', ')}`);
  process.exit(failed.length ? 1 : 0);
}

await main();
