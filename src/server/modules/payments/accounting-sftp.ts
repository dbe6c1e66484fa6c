import crypto from 'node:crypto';
import path from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import { settingDefinitions } from '../../../shared/settings';
import type { Db } from '../../db/client';
import { readSettingValues } from '../settings';

/** Where the accounting file goes: the settings SFTPAccountingHost, SFTPUsername, SFTPPassword and SFTPHostKeyFingerprint. */
export interface SftpTarget {
  host: string;
  port: number;
  /** Absolute, or '' for the account's own login directory. */
  directory: string;
  username: string;
  password: string;
  /** The server's host key as `ssh-keygen -lf` prints it (`SHA256:` and unpadded base64); no other server is believed. */
  hostKeyFingerprint: string;
}

export type SftpSettings = { configured: true; target: SftpTarget } | { configured: false; problemKey: string };

const settingId = (name: string) => settingDefinitions.find((d) => d.name === name)!.id;
const hostId = settingId('SFTPAccountingHost');
const usernameId = settingId('SFTPUsername');
const passwordId = settingId('SFTPPassword');
const fingerprintId = settingId('SFTPHostKeyFingerprint');

/** A host key's SHA-256 fingerprint in OpenSSH's form: `SHA256:` and the digest in base64 without padding. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${crypto.createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

/** The SFTP server showed a host key other than the one the settings name: nothing was sent to it. */
export class HostKeyRefused extends Error {
  constructor(readonly presented: string) {
    super(`The SFTP server's host key ${presented} is not the one configured.`);
  }
}

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
  const values = await readSettingValues(db, [hostId, usernameId, passwordId, fingerprintId]);
  const host = values.get(hostId)?.trim() ?? '';
  const username = values.get(usernameId)?.trim() ?? '';
  if (!host || !username) return { configured: false, problemKey: 'payments:accountingFile.notConfigured' };
  const address = parseSftpHost(host);
  if (!address) return { configured: false, problemKey: 'payments:accountingFile.badHost' };
  // Without the server's known key, the password and the payers' data would go to whoever answers.
  const hostKeyFingerprint = values.get(fingerprintId)?.trim() ?? '';
  if (!hostKeyFingerprint) return { configured: false, problemKey: 'payments:accountingFile.noHostKey' };
  return { configured: true, target: { ...address, username, password: values.get(passwordId) ?? '', hostKeyFingerprint } };
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
  let refused: string | null = null;
  try {
    await client
      .connect({
        host: target.host,
        port: target.port,
        username: target.username,
        password: target.password,
        readyTimeout: readyTimeoutMs,
        // Checked before the password is sent: a server showing another key is never logged in to.
        hostVerifier: (key: Buffer) => {
          const presented = hostKeyFingerprint(key);
          if (presented === target.hostKeyFingerprint) return true;
          refused = presented;
          return false;
        },
      })
      .catch((error: unknown) => {
        throw refused ? new HostKeyRefused(refused) : error;
      });
    await client.put(content, partial);
    // SFTP's own rename refuses to overwrite; the day's earlier file goes first.
    if (await client.exists(final)) await client.delete(final);
    await client.rename(partial, final);
  } finally {
    await client.end().catch(() => {});
  }
}
