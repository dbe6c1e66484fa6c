import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error';
import { freePort, portOpen } from '../test/ports';
import { startEmbeddedPostgres } from './embedded';
import { superviseEmbeddedPostgres } from './embedded-supervisor';
import { letReach, postgresAccount } from './postgres-account';
import { binariesFor, findBinaries } from './postgres-binaries';
import { capturedLog, logLevel } from '../test/log-lines';
import { soon } from '../test/soon';

const asRoot = process.getuid?.() === 0;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-embedded-'));
fs.chmodSync(root, 0o755);
// Clusters the tests made outside their temporary folder, in /var/lib/drone-portal/<hash>.
const placedClusters: string[] = [];
afterAll(() => {
  for (const dir of [root, ...placedClusters]) fs.rmSync(dir, { recursive: true, force: true });
});
let folders = 0;
// mkdtemp makes 0700 folders: as root, the portal must let its database user in by itself.
const newDataDir = () => fs.mkdtempSync(path.join(root, `data${++folders}-`));

const hashOf = (dataDir: string) => crypto.createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 16);

async function connects(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function postmasterPid(clusterDir: string): number {
  return Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function parentOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

describe('the embedded database', () => {
  it('generates its password, keeps it 0600, starts again on it, and moves an old folder off the fixed one', async () => {
    const dataDir = newDataDir();
    const cluster = path.join(dataDir, 'postgres');
    const port = await freePort();
    const said: string[] = [];
    const first = await startEmbeddedPostgres(cluster, port, (line, level) => level === 'info' && said.push(line));
    if (asRoot) {
      // The database's user must pass through the 0700 folder: the start opens it, and says so.
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o701);
      expect(said).toEqual([
        `The data folder ${dataDir} was mode 0700, which kept out the user "postgres" the database runs as; it is now 0701, so that user may pass through it, though not list it.`,
      ]);
    } else {
      expect(said).toEqual([]);
    }
    const passwordFile = `${cluster}-password`;
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    expect(password).not.toBe('portal');
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(first.url).toContain(`:${password}@127.0.0.1:${port}/`);
    expect(await connects(first.url.replace(password, 'portal'))).toBe(false);
    // A folder from before: the role has the fixed password and nothing is kept beside it.
    const admin = new pg.Client({ connectionString: first.url });
    await admin.connect();
    await admin.query(`alter role portal password 'portal'`);
    await admin.end();
    await first.stop();
    expect(await portOpen(port)).toBe(false);
    fs.rmSync(passwordFile);

    said.length = 0;
    const upgraded = await startEmbeddedPostgres(cluster, port, (line, level) => level === 'info' && said.push(line));
    expect(said).toEqual([]);
    const generated = fs.readFileSync(passwordFile, 'utf8').trim();
    expect(generated).not.toBe('portal');
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(await connects(upgraded.url)).toBe(true);
    expect(await connects(upgraded.url.replace(generated, 'portal'))).toBe(false);
    await upgraded.stop();

    const again = await startEmbeddedPostgres(cluster, port);
    expect(again.url).toBe(upgraded.url);
    expect(await connects(again.url)).toBe(true);
    await again.stop();
  }, 120_000);

  it.runIf(fs.existsSync('/proc/self'))(
    'stops a server that a crashed portal left running, then starts',
    async () => {
      const cluster = path.join(newDataDir(), 'postgres');
      const port = await freePort();
      const crashed = await startEmbeddedPostgres(cluster, port);
      const orphan = postmasterPid(cluster);
      // The portal and its watchdog die at once (kill -9 of the whole group): the server stays.
      process.kill(parentOf(orphan), 'SIGKILL');
      await crashed.exited;
      expect(await connects(crashed.url)).toBe(true);

      const next = await startEmbeddedPostgres(cluster, port);
      expect(postmasterPid(cluster)).not.toBe(orphan);
      expect(await connects(next.url)).toBe(true);
      await next.stop();
      expect(await portOpen(port)).toBe(false);
    },
    120_000,
  );

  it('refuses at once a second portal on a folder whose database a running portal uses', async () => {
    const dataDir = newDataDir();
    const cluster = path.join(dataDir, 'postgres');
    const running = await startEmbeddedPostgres(cluster, await freePort());
    const asked = Date.now();
    const second = startEmbeddedPostgres(cluster, await freePort());
    await expect(second).rejects.toThrow(StartupError);
    await expect(second).rejects.toThrow(
      `Another portal is already running on ${dataDir} (its database is process ${postmasterPid(cluster)}, the portal process ${process.pid}): ` +
        'stop that portal first, or give this one another DATA_DIR.',
    );
    // The running portal is this process: nothing to wait for (it waited 15 s in silence before).
    expect(Date.now() - asked).toBeLessThan(5_000);
    expect(await connects(running.url)).toBe(true);
    await running.stop();
  }, 120_000);

  it.runIf(fs.existsSync('/proc/self'))(
    'says at once that it waits for the database of a portal that has ended to stop, and starts after it',
    async () => {
      const dataDir = newDataDir();
      const cluster = path.join(dataDir, 'postgres');
      // A portal of its own, in another process, so that it can end while its database goes on.
      const embedded = path.join(import.meta.dirname, 'embedded.ts');
      const script = `const m = await import(${JSON.stringify(embedded)}); await m.startEmbeddedPostgres(${JSON.stringify(cluster)}, ${await freePort()}); console.log('ready'); setInterval(() => {}, 60_000);`;
      const other = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        other.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
        other.once('exit', (code) => reject(new Error(`the other portal ended with ${code}`)));
      });
      // Its database is held still, so that it is still stopping when the next start looks.
      const server = postmasterPid(cluster);
      process.kill(server, 'SIGSTOP');
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));

      const said: { line: string; at: number }[] = [];
      const asked = Date.now();
      const next = startEmbeddedPostgres(cluster, await freePort(), (line, level) => {
        if (level === 'info') said.push({ line, at: Date.now() });
      });
      const waiting = await soon(async () => said.find((s) => s.line.includes('waiting up to 15 s')), Boolean, {
        withinMs: 10_000,
        everyMs: 50,
      });
      expect(waiting?.line).toBe(
        `The database on ${dataDir} (process ${server}) belongs to a portal that has ended and is stopping: waiting up to 15 s for it to stop before starting.`,
      );
      expect(waiting!.at - asked).toBeLessThan(5_000);
      process.kill(server, 'SIGCONT');
      const started = await next;
      expect(await connects(started.url)).toBe(true);
      expect(postmasterPid(cluster)).not.toBe(server);
      await started.stop();
    },
    120_000,
  );

  it('names a taken port, a damaged folder and a folder of other files, and what to do', async () => {
    const dataDir = newDataDir();
    const cluster = path.join(dataDir, 'postgres');
    const blocker = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const taken = (blocker.address() as net.AddressInfo).port;
    await expect(startEmbeddedPostgres(cluster, taken)).rejects.toThrow(
      `Port ${taken}, which the embedded database uses, is taken by another program: set EMBEDDED_PG_PORT to a free port, or stop that program.`,
    );
    blocker.close();

    const port = await freePort();
    await (await startEmbeddedPostgres(cluster, port)).stop();
    fs.writeFileSync(path.join(cluster, 'PG_VERSION'), '9\n');
    const damaged = startEmbeddedPostgres(cluster, port);
    await expect(damaged).rejects.toThrow(StartupError);
    await expect(damaged).rejects.toThrow(
      /did not start \(.*FATAL: .*incompatible.*\)\. If the folder is damaged, restore it from a backup/,
    );
    expect(await portOpen(port)).toBe(false);

    const other = path.join(dataDir, 'other');
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, 'notes.txt'), 'not a database');
    await expect(startEmbeddedPostgres(other, port)).rejects.toThrow(`The database folder ${other} holds files but no database`);
  }, 120_000);

  it('starts the server again when it dies, and gives up when it cannot, saying each at the default log level', async () => {
    const cluster = path.join(newDataDir(), 'postgres');
    const port = await freePort();
    const lost: string[] = [];
    const captured = capturedLog('info');
    const database = await superviseEmbeddedPostgres(() => startEmbeddedPostgres(cluster, port), {
      log: captured.log,
      onGiveUp: (message) => lost.push(message),
      maxRestarts: 2,
      delayMs: () => 500,
    });
    const first = postmasterPid(cluster);
    process.kill(first, 'SIGKILL');
    expect(
      await soon(
        async () =>
          fs.existsSync(path.join(cluster, 'postmaster.pid')) && postmasterPid(cluster) !== first && (await connects(database.url)),
        Boolean,
        { withinMs: 60_000, everyMs: 200 },
      ),
    ).toBe(true);
    expect(lost).toEqual([]);
    expect(await captured.waitFor((line) => line.msg === 'the embedded database runs again')).toMatchObject({
      level: logLevel.info,
      restarts: 1,
    });
    expect(captured.lines()[0]).toMatchObject({
      level: logLevel.warn,
      msg: 'the embedded database stopped unexpectedly; starting it again',
      reason: expect.stringContaining('ended by SIGKILL'),
    });

    // Now it dies and its port is taken by another program: the restarts fail, and it gives up.
    process.kill(postmasterPid(cluster), 'SIGKILL');
    expect(await soon(() => portOpen(port).then((open) => !open), Boolean, { withinMs: 10_000, everyMs: 200 })).toBe(true);
    const squatter = net.createServer().listen(port, '127.0.0.1');
    try {
      expect(await soon(() => lost.length > 0, Boolean, { withinMs: 30_000, everyMs: 200 })).toBe(true);
      expect(lost).toHaveLength(1);
      expect(lost[0]).toMatch(
        /^The embedded database stopped and could not be kept running \(Port \d+, which the embedded database uses, is taken/,
      );
      // The second of the two restarts allowed: the first brought it back above.
      expect(captured.lines().filter((line) => line.msg === 'the embedded database did not start again')).toEqual([
        expect.objectContaining({
          level: logLevel.warn,
          reason: expect.stringMatching(/^Port \d+, which the embedded database uses, is taken/),
        }),
      ]);
    } finally {
      squatter.close();
      await database.stop();
    }
  }, 120_000);
});

describe.runIf(asRoot)('the embedded database, started as root', () => {
  it('keeps the cluster where its user can reach it when a folder above DATA_DIR keeps it out, and finds it there again', async () => {
    const closed = fs.mkdtempSync(path.join(root, 'closed-'));
    fs.chmodSync(closed, 0o700);
    const dataDir = path.join(closed, 'data');
    const requested = path.join(dataDir, 'postgres');
    const lines: string[] = [];
    const port = await freePort();
    const first = await startEmbeddedPostgres(requested, port, (line, level) => level === 'info' && lines.push(line));
    const cluster = path.join('/var/lib/drone-portal', hashOf(dataDir), 'postgres');
    placedClusters.push(path.dirname(cluster));
    expect(fs.readFileSync(`${requested}-location`, 'utf8').trim()).toBe(cluster);
    expect(lines).toEqual([
      `The database files are kept in ${cluster}, because the database runs as the user "postgres", who cannot enter ${closed} (mode 0700); ` +
        `${requested}-location records where they are.`,
    ]);
    expect(fs.existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(requested)).toBe(false);
    const user = postgresAccount()!;
    expect(fs.statSync(cluster).uid).toBe(user.uid);
    expect(fs.statSync(cluster).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.dirname(cluster)).uid).toBe(0);
    expect(fs.statSync(closed).mode & 0o777).toBe(0o700);
    expect(fs.statSync(`${requested}-password`).mode & 0o777).toBe(0o600);
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query(`create table kept (note text); insert into kept values ('from the first start')`);
    await client.end();

    // The portal and its watchdog die at once: the next start finds the orphan through the record.
    const orphan = postmasterPid(cluster);
    process.kill(parentOf(orphan), 'SIGKILL');
    await first.exited;
    lines.length = 0;
    const next = await startEmbeddedPostgres(requested, port, (line, level) => level === 'info' && lines.push(line));
    expect(lines).toEqual([]);
    expect(next.url).toBe(first.url);
    expect(postmasterPid(cluster)).not.toBe(orphan);
    const again = new pg.Client({ connectionString: next.url });
    await again.connect();
    expect((await again.query('select note from kept')).rows).toEqual([{ note: 'from the first start' }]);
    await again.end();
    await next.stop();
    expect(await portOpen(port)).toBe(false);
  }, 120_000);

  it('stops with one sentence naming the folder its user cannot enter, and the fix, when no folder can be made elsewhere', async () => {
    const closed = fs.mkdtempSync(path.join(root, 'closed-'));
    fs.chmodSync(closed, 0o700);
    const file = path.join(root, `a-file-${folders++}`);
    fs.writeFileSync(file, '');
    const home = path.join(file, 'drone-portal');
    const failure = startEmbeddedPostgres(path.join(closed, 'data', 'postgres'), await freePort(), () => {}, { clusterHomes: [home] });
    await expect(failure).rejects.toThrow(StartupError);
    await expect(failure).rejects.toThrow(
      `Running as root, the portal runs its database as the user "postgres", who cannot enter ${closed} (mode 0700), ` +
        `and no folder that user can reach could be made for it in ${home} (ENOTDIR): ` +
        `set DATA_DIR to a folder outside ${closed}, let that user through (setfacl -m u:postgres:x ${closed}), or start the portal as an ordinary user.`,
    );
    expect(fs.existsSync(path.join(closed, 'data', 'postgres-location'))).toBe(false);

    // A cluster already there is not moved away behind the portal's back.
    const existing = path.join(closed, 'data', 'postgres');
    fs.mkdirSync(existing);
    fs.writeFileSync(path.join(existing, 'PG_VERSION'), '17\n');
    await expect(startEmbeddedPostgres(existing, await freePort())).rejects.toThrow(
      `Running as root, the portal runs its database in ${existing} as the user "postgres", who cannot enter ${closed} (mode 0700): ` +
        `let that user through (setfacl -m u:postgres:x ${closed}), or move ${path.join(closed, 'data')} outside ${closed} and set DATA_DIR to it.`,
    );
  });

  it('copies programs its user cannot reach (a clone under /root) to where it can run them', async () => {
    const found = await findBinaries();
    const user = postgresAccount()!;
    const privateClone = fs.mkdtempSync(path.join(root, 'clone-'));
    fs.chmodSync(privateClone, 0o700);
    const native = path.dirname(path.dirname(found.postgres));
    fs.cpSync(native, path.join(privateClone, 'native'), { recursive: true, verbatimSymlinks: true });
    const unreachable = {
      initdb: path.join(privateClone, 'native/bin/initdb'),
      postgres: path.join(privateClone, 'native/bin/postgres'),
      version: 'test',
    };
    const dataDir = newDataDir();
    letReach(dataDir, user);
    const copies = path.join(dataDir, 'postgres-binaries');
    const usable = binariesFor(unreachable, user, copies);
    expect(usable.postgres).toBe(path.join(copies, 'test/bin/postgres'));
    expect(fs.statSync(usable.postgres).uid).toBe(0);
    expect(fs.statSync(path.join(copies, 'test')).mode & 0o777).toBe(0o755);
    // Once copied, it is used as it is.
    expect(binariesFor(unreachable, user, copies)).toEqual(usable);
    expect(binariesFor(found, user, copies)).toBe(found);
  }, 60_000);
});
