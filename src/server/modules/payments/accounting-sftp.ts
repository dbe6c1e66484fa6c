import path from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import { settingDefinitions } from '../../../shared/settings';
import type { Db } from '../../db/client';
import { readSettingValues } from '../settings';

/** Where the accounting file goes: the settings SFTPAccountingHost, SFTPUsername and SFTPPassword. */
export interface SftpTarget {
  host: string;
  port: number;
  /** Absolute, or '' for the account's own login directory. */
  directory: string;
  username: string;
  password: string;
}

export type SftpSettings = { configured: true; target: SftpTarget } | { configured: false; problemKey: string };

const settingId = (name: string) => settingDefinitions.find((d) => d.name === name)!.id;
const hostId = settingId('SFTPAccountingHost');
const usernameId = settingId('SFTPUsername');
const passwordId = settingId('SFTPPassword');

/**
 * `host`, `host:port` or `[ipv6]:port`, optionally followed by an absolute directory
 * (`sftp.example.is:2222/incoming/drones`); an `sftp://` in front is allowed. Null when it is not
 * an address.
 */
export function parseSftpHost(value: string): Pick<SftpTarget, 'host' | 'port' | 'directory'> | null {
  const written = value.trim().replace(/^sftp:\/\//i, '');
  const slash = written.indexOf('/');
  const address = slash < 0 ? written : written.slice(0, slash);
  const directory = slash < 0 ? '' : path.posix.normalize(written.slice(slash)).replace(/(.)\/$/, '$1');
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9.-]+))(?::(\d{1,5}))?$/.exec(address);
  if (!match) return null;
  const port = match[3] ? Number(match[3]) : 22;
  if (port < 1 || port > 65_535) return null;
  return { host: match[1] ?? match[2], port, directory: directory === '/' ? '' : directory };
}

/** The SFTP settings as they stand now, or why they cannot be used. */
export async function readSftpSettings(db: Db): Promise<SftpSettings> {
  const values = await readSettingValues(db, [hostId, usernameId, passwordId]);
  const host = values.get(hostId)?.trim() ?? '';
  const username = values.get(usernameId)?.trim() ?? '';
  if (!host || !username) return { configured: false, problemKey: 'payments:accountingFile.notConfigured' };
  const address = parseSftpHost(host);
  if (!address) return { configured: false, problemKey: 'payments:accountingFile.badHost' };
  return { configured: true, target: { ...address, username, password: values.get(passwordId) ?? '' } };
}

/** How long to wait for the server to answer and log in before the attempt counts as failed. */
const readyTimeoutMs = 20_000;
// The client's default global listeners print every close; the outcome is recorded instead.
const quiet = { error: () => {}, end: () => {}, close: () => {} };

/**
 * Puts the file into the directory under a temporary name and then renames it, so the accountants'
 * side never picks up half a file. A file of the same name (the day sent before) is replaced.
 */
export async function uploadFile(target: SftpTarget, name: string, content: Buffer): Promise<void> {
  const client = new SftpClient('accounting-export', quiet);
  const final = target.directory ? path.posix.join(target.directory, name) : name;
  const partial = `${final}.part`;
  try {
    await client.connect({
      host: target.host,
      port: target.port,
      username: target.username,
      password: target.password,
      readyTimeout: readyTimeoutMs,
    });
    await client.put(content, partial);
    // SFTP's own rename refuses to overwrite; the day's earlier file goes first.
    if (await client.exists(final)) await client.delete(final);
    await client.rename(partial, final);
  } finally {
    await client.end().catch(() => {});
  }
}
