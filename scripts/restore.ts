// `npm run restore -- FILE [--yes]`: the embedded database from a backup, into a fresh data folder (docs/backups.md).
import path from 'node:path';
import readline from 'node:readline/promises';
import { ConfigError, readConfig } from '../src/server/config';
import { readManifest, restoreBackup, RestoreError } from '../src/server/modules/backups';

const args = process.argv.slice(2);
const yes = args.includes('--yes') || args.includes('-y');
const files = args.filter((a) => !a.startsWith('-'));

async function confirm(question: string): Promise<boolean> {
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^(y|yes|j|já)$/i.test((await prompt.question(question)).trim());
  } finally {
    prompt.close();
  }
}

try {
  if (files.length !== 1) {
    console.error('Usage: npm run restore -- FILE [--yes]   (FILE: a portal-backup-….tar.gz from BACKUP_DIR)');
    process.exit(64);
  }
  const config = readConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore an external database with its provider’s tools (docs/backups.md).');
    process.exit(1);
  }
  const file = path.resolve(files[0]!);
  const manifest = await readManifest(file);
  console.log(`Backup ${file}, taken ${manifest.createdAt} (PostgreSQL ${manifest.serverVersion}).`);
  console.log(`It replaces the data in ${config.dataDir}; the folder there now is kept beside it, renamed with the time.`);
  if (!yes) {
    if (!process.stdin.isTTY) {
      console.error('Not asking without a terminal: add --yes to restore without asking.');
      process.exit(1);
    }
    if (!(await confirm('Restore it? Type "yes" to go on: '))) {
      console.log('Nothing was changed.');
      process.exit(1);
    }
  }
  const started = Date.now();
  const result = await restoreBackup({
    file,
    dataDir: config.dataDir,
    backupDir: config.backupDir,
    port: config.embeddedPgPort,
    log: (line, level) => {
      if (level === 'info') console.log(line);
    },
  });
  console.log(`Restored in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.users} users. Start the portal with npm start.`);
  if (result.asideDir) console.log(`The data folder from before is kept as ${result.asideDir}; remove it once all is well.`);
  process.exit(0);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error instanceof RestoreError ? error.message : `The restore failed: ${(error as Error).message ?? error}`);
  process.exit(1);
}
