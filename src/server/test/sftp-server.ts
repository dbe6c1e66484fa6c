import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ssh2, { type Attributes, type Connection, type SFTPWrapper } from 'ssh2';

// ssh2 is CommonJS, whose names Node's ES modules cannot see one by one.
const { Server, utils } = ssh2;
const { OPEN_MODE, STATUS_CODE } = utils.sftp;

/** A file as it stood when it was renamed to a name of its own: what the other side would pick up. */
export interface ArrivedFile {
  path: string;
  content: Buffer;
}

const fileMode = 0o100644;
const directoryMode = 0o040755;

/**
 * A real SFTP server (SSH with password login) on loopback, keeping its files in memory. It
 * answers what a client needs to upload, look up, rename and delete files; the login directory is
 * `/`. `dropNext` makes it hang up on the next connections before they log in, as a server being
 * restarted would.
 */
export async function startSftpServer(account: { username: string; password: string }) {
  const files = new Map<string, Buffer>();
  const directories = new Set<string>(['/']);
  const arrivals: ArrivedFile[] = [];
  /** Every path opened for writing, in order. */
  const written: string[] = [];
  const connections = new Set<Connection>();
  let drops = 0;
  let logins = 0;

  const resolve = (p: string) => path.posix.resolve('/', p);
  const attributesOf = (p: string): Attributes | null => {
    const now = Math.floor(Date.now() / 1000);
    if (directories.has(p)) return { mode: directoryMode, uid: 0, gid: 0, size: 0, atime: now, mtime: now };
    const content = files.get(p);
    return content ? { mode: fileMode, uid: 0, gid: 0, size: content.length, atime: now, mtime: now } : null;
  };

  function serve(sftp: SFTPWrapper) {
    const handles = new Map<number, string>();
    let nextHandle = 1;
    const fileOf = (handle: Buffer) => (handle.length === 4 ? handles.get(handle.readUInt32BE(0)) : undefined);
    const ok = (reqId: number) => sftp.status(reqId, STATUS_CODE.OK);
    const missing = (reqId: number) => sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);

    sftp.on('OPEN', (reqId, filename, flags) => {
      const file = resolve(filename);
      if (!directories.has(path.posix.dirname(file))) return missing(reqId);
      if (flags & OPEN_MODE.WRITE) {
        if (!files.has(file) && !(flags & OPEN_MODE.CREAT)) return missing(reqId);
        if (flags & OPEN_MODE.TRUNC || !files.has(file)) files.set(file, Buffer.alloc(0));
        written.push(file);
      } else if (!files.has(file)) return missing(reqId);
      const handle = Buffer.alloc(4);
      handle.writeUInt32BE(nextHandle, 0);
      handles.set(nextHandle++, file);
      sftp.handle(reqId, handle);
    });
    sftp.on('WRITE', (reqId, handle, offset, data) => {
      const file = fileOf(handle);
      if (!file) return sftp.status(reqId, STATUS_CODE.FAILURE);
      const content = files.get(file) ?? Buffer.alloc(0);
      const grown = Buffer.concat([content, Buffer.alloc(Math.max(0, offset + data.length - content.length))]);
      data.copy(grown, offset);
      files.set(file, grown);
      ok(reqId);
    });
    sftp.on('READ', (reqId, handle, offset, length) => {
      const content = files.get(fileOf(handle) ?? '');
      if (!content) return sftp.status(reqId, STATUS_CODE.FAILURE);
      if (offset >= content.length) return sftp.status(reqId, STATUS_CODE.EOF);
      sftp.data(reqId, content.subarray(offset, offset + length));
    });
    sftp.on('CLOSE', (reqId, handle) => {
      if (handle.length === 4) handles.delete(handle.readUInt32BE(0));
      ok(reqId);
    });
    sftp.on('FSTAT', (reqId, handle) => {
      const attributes = attributesOf(fileOf(handle) ?? '');
      return attributes ? sftp.attrs(reqId, attributes) : sftp.status(reqId, STATUS_CODE.FAILURE);
    });
    const stat = (reqId: number, p: string) => {
      const attributes = attributesOf(resolve(p));
      return attributes ? sftp.attrs(reqId, attributes) : missing(reqId);
    };
    sftp.on('STAT', stat);
    sftp.on('LSTAT', stat);
    sftp.on('REALPATH', (reqId, p) => {
      const resolved = resolve(p);
      sftp.name(reqId, [{ filename: resolved, longname: resolved, attrs: attributesOf('/')! }]);
    });
    sftp.on('MKDIR', (reqId, p) => {
      const directory = resolve(p);
      if (directories.has(directory) || files.has(directory)) return sftp.status(reqId, STATUS_CODE.FAILURE);
      if (!directories.has(path.posix.dirname(directory))) return missing(reqId);
      directories.add(directory);
      ok(reqId);
    });
    sftp.on('REMOVE', (reqId, p) => (files.delete(resolve(p)) ? ok(reqId) : missing(reqId)));
    // SFTP version 3: a rename never replaces a file that is there.
    sftp.on('RENAME', (reqId, oldPath, newPath) => {
      const from = resolve(oldPath);
      const to = resolve(newPath);
      const content = files.get(from);
      if (!content) return missing(reqId);
      if (files.has(to) || directories.has(to) || !directories.has(path.posix.dirname(to))) {
        return sftp.status(reqId, STATUS_CODE.FAILURE);
      }
      files.delete(from);
      files.set(to, content);
      arrivals.push({ path: to, content });
      ok(reqId);
    });
  }

  const hostKey = utils.generateKeyPairSync('ed25519');
  const publicKey = utils.parseKey(hostKey.public);
  if (publicKey instanceof Error) throw publicKey;
  // As `ssh-keygen -lf` prints it: the SHA-256 of the key in SSH's wire format, base64 without padding.
  const hostKeyFingerprint = `SHA256:${crypto.createHash('sha256').update(publicKey.getPublicSSH()).digest('base64').replace(/=+$/, '')}`;

  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    client.on('error', () => {});
    if (drops > 0) {
      drops--;
      client.end();
      return;
    }
    connections.add(client);
    client.on('close', () => connections.delete(client));
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === account.username && ctx.password === account.password) {
        logins++;
        return ctx.accept();
      }
      ctx.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        acceptSession().on('sftp', (acceptSftp) => serve(acceptSftp()));
      });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    /** The value of the SFTPHostKeyFingerprint setting that believes this server. */
    hostKeyFingerprint,
    /** The value of the SFTPAccountingHost setting that reaches this server, with a directory if given. */
    hostSetting: (directory = '') => `127.0.0.1:${port}${directory}`,
    files,
    arrivals,
    written,
    get logins() {
      return logins;
    },
    mkdir: (directory: string) => directories.add(resolve(directory)),
    dropNext: (count: number) => {
      drops = count;
    },
    close: async () => {
      for (const connection of connections) connection.end();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

export type SftpServer = Awaited<ReturnType<typeof startSftpServer>>;
