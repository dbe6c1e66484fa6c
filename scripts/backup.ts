// `npm run backup`: one backup of the embedded database now, into BACKUP_DIR (docs/backups.md).
import { ConfigError, readConfig } from '../src/server/config';
import { backupFromCommandLine, backupSettings } from '../src/server/modules/backups';
import { StartupError } from '../src/server/startup-error';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

try {
  const config = readConfig();
  const started = Date.now();
  const taken = await backupFromCommandLine(backupSettings(), config.embeddedPgPort, (line, level) => {
    if (level === 'info') console.log(line);
  });
  console.log(`Backup written: ${taken.path} (${megabytes(taken.sizeBytes)}, ${((Date.now() - started) / 1000).toFixed(1)} s).`);
  if (taken.removed.length) console.log(`Removed ${taken.removed.length} backup(s) older than ${config.backupDays} days.`);
  process.exit(0);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  const message = error instanceof StartupError || error instanceof Error ? error.message : String(error);
  console.error(`The backup failed: ${message}`);
  process.exit(1);
}
