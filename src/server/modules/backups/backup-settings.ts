import { readConfig, type Config } from '../../config';

/** What the backups need of the configuration (docs/backups.md). */
export interface BackupSettings {
  /** The embedded database: backups are the portal's to take. With DATABASE_URL they are the provider's. */
  embedded: boolean;
  dataDir: string;
  backupDir: string;
  keepDays: number;
}

/**
 * Read from the environment when asked, as the runtime read it at start: the module descriptor
 * gets the services' deps, which say nothing of where the data lives.
 */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  return backupSettingsOf(readConfig(env));
}

export function backupSettingsOf(config: Config): BackupSettings {
  return { embedded: !config.databaseUrl, dataDir: config.dataDir, backupDir: config.backupDir, keepDays: config.backupDays };
}
