import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * A gzip-compressed tar (ustar) written and read as a stream: the archive a backup is kept in.
 * Written here rather than taken from a package because only its plainest part is needed:
 * folders and regular files, paths under 255 characters.
 */

const block = 512;
const zeros = Buffer.alloc(block * 2);

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

function header(name: string, size: number, mode: number, type: '0' | '5', mtime: Date): Buffer {
  const buffer = Buffer.alloc(block);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 154);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`path too long for the archive: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  buffer.write(base, 0, 100, 'utf8');
  buffer.write(octal(mode & 0o7777, 8), 100, 'ascii');
  buffer.write(octal(0, 8), 108, 'ascii');
  buffer.write(octal(0, 8), 116, 'ascii');
  buffer.write(octal(size, 12), 124, 'ascii');
  buffer.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  buffer.write('        ', 148, 'ascii');
  buffer.write(type, 156, 'ascii');
  buffer.write('ustar\0', 257, 'ascii');
  buffer.write('00', 263, 'ascii');
  buffer.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of buffer) sum += byte;
  buffer.write(octal(sum, 7) + ' ', 148, 'ascii');
  return buffer;
}

/** Writes entries into `file` as a .tar.gz; `close()` must be awaited for the file to be whole. */
export class ArchiveWriter {
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly done: Promise<void>;

  constructor(file: string) {
    this.done = pipeline(this.gzip, fs.createWriteStream(file, { mode: 0o600 }));
    // The pipeline's rejection is read in close(); until then it must not count as unhandled.
    this.done.catch(() => {});
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await new Promise<void>((resolve) => this.gzip.once('drain', resolve));
  }

  async addFolder(name: string, mode = 0o700): Promise<void> {
    await this.write(header(name.endsWith('/') ? name : `${name}/`, 0, mode, '5', new Date()));
  }

  async addBuffer(name: string, content: Buffer, mode = 0o600): Promise<void> {
    await this.write(header(name, content.length, mode, '0', new Date()));
    await this.write(content);
    await this.pad(content.length);
  }

  /**
   * Copies a file that may change or shrink while it is read (a running database's): exactly the
   * size seen at the start goes in, padded with zeros if it shrank; the database's own log mends
   * such pages on restore. Answers false when the file vanished before it could be opened.
   */
  async addFile(name: string, source: string): Promise<boolean> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(source, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    try {
      const stat = await handle.stat();
      const size = stat.size;
      await this.write(header(name, size, stat.mode, '0', stat.mtime));
      let done = 0;
      while (done < size) {
        const chunk = Buffer.alloc(Math.min(1 << 20, size - done));
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, done);
        if (bytesRead === 0) {
          await this.write(Buffer.alloc(size - done));
          done = size;
          break;
        }
        await this.write(chunk.subarray(0, bytesRead));
        done += bytesRead;
      }
      await this.pad(size);
      return true;
    } finally {
      await handle.close();
    }
  }

  private async pad(size: number): Promise<void> {
    const rest = size % block;
    if (rest) await this.write(Buffer.alloc(block - rest));
  }

  async close(): Promise<void> {
    await this.write(zeros);
    this.gzip.end();
    await this.done;
  }
}

export interface ArchiveEntry {
  name: string;
  type: 'file' | 'folder';
  mode: number;
  size: number;
}

const text = (buffer: Buffer, start: number, length: number) => buffer.toString('utf8', start, start + length).replace(/\0.*$/s, '');
const number = (buffer: Buffer, start: number, length: number) => parseInt(text(buffer, start, length).trim() || '0', 8);

/**
 * Reads a .tar.gz written by ArchiveWriter, handing each entry to `onEntry` with its content (for
 * files) as a readable stream that must be consumed before the next entry comes.
 */
export async function readArchive(
  file: string,
  onEntry: (entry: ArchiveEntry, content: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const input = fs.createReadStream(file);
  const source = zlib.createGunzip();
  input.on('error', (error) => source.destroy(error));
  input.pipe(source);
  let pending: Buffer = Buffer.alloc(0);
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  async function fill(length: number): Promise<boolean> {
    while (pending.length < length) {
      const next = await iterator.next();
      if (next.done) return false;
      pending = pending.length ? Buffer.concat([pending, next.value]) : next.value;
    }
    return true;
  }
  async function* body(size: number): AsyncGenerator<Buffer> {
    let left = size;
    while (left > 0) {
      if (!pending.length && !(await fill(1))) throw new Error('the archive ends in the middle of a file');
      const take = Math.min(left, pending.length);
      yield pending.subarray(0, take);
      pending = pending.subarray(take);
      left -= take;
    }
  }
  try {
    await readEntries();
  } finally {
    input.destroy();
    source.destroy();
  }
  async function readEntries(): Promise<void> {
    for (;;) {
      if (!(await fill(block))) throw new Error('the archive ends without its closing blocks');
      const head = pending.subarray(0, block);
      pending = pending.subarray(block);
      if (head.every((byte) => byte === 0)) return;
      const prefix = text(head, 345, 155);
      const base = text(head, 0, 100);
      const name = prefix ? `${prefix}/${base}` : base;
      const type = text(head, 156, 1) === '5' ? 'folder' : 'file';
      const size = number(head, 124, 12);
      const entry: ArchiveEntry = { name: name.replace(/\/$/, ''), type, mode: number(head, 100, 8), size };
      if (path.isAbsolute(entry.name) || entry.name.split('/').includes('..')) throw new Error(`unsafe path in the archive: ${name}`);
      const content = body(type === 'file' ? size : 0);
      await onEntry(entry, content);
      // Whatever the caller left unread is skipped, then the padding to the next block.
      for await (const chunk of content) void chunk;
      const rest = size % block;
      if (type === 'file' && rest) {
        if (!(await fill(block - rest))) throw new Error('the archive ends in the middle of a file');
        pending = pending.subarray(block - rest);
      }
    }
  }
}
