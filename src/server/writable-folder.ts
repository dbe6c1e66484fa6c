import fs from 'node:fs';
import path from 'node:path';
import { StartupError, systemErrors } from './startup-error';

/**
 * Makes a folder the portal writes to, and proves it may write there by writing, at the start,
 * where the operator reads the answer. Checked later, a path like `/etc/hostname/backups` failed
 * every nightly backup unseen. Every failure is a StartupError naming the variable to set.
 */
export function prepareWritableFolder(dir: string, variable: string, what: string, mode?: number): void {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true, ...(mode === undefined ? {} : { mode }) });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    const meaning = systemErrors[code] ? `: ${systemErrors[code]}` : '';
    throw new StartupError(
      `The ${what} ${dir} cannot be created or written by this user (${code}${meaning}): set ${variable} to a folder this user may write, or change the folder's owner.`,
    );
  }
}
