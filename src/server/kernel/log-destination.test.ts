import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { soon } from '../test/soon';
import { blockLogDestination } from './logger';

/** The log of `npm start` goes out in blocks: none of its lines may be lost or held for long. */

const folders: string[] = [];
function logFile() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-log-'));
  folders.push(folder);
  const file = path.join(folder, 'out.log');
  return { file, fd: fs.openSync(file, 'w'), read: () => fs.readFileSync(file, 'utf8') };
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the log written in blocks', () => {
  it('holds a quiet portal’s line no longer than its flush interval', async () => {
    const out = logFile();
    const log = pino(blockLogDestination(out.fd, 100));
    log.info('one quiet line');
    expect(out.read()).toBe('');
    expect(await soon(out.read, (text) => text.includes('one quiet line'))).toContain('one quiet line');
  });

  it('writes a busy portal’s lines as soon as a block is full', async () => {
    const out = logFile();
    const log = pino(blockLogDestination(out.fd, 60_000));
    for (let i = 0; i < 100; i++) log.info({ i }, 'a busy line');
    expect(await soon(out.read, (text) => text.includes('"i":0,'))).toContain('"i":0,');
  });

  it('writes what it holds when the process exits', async () => {
    const out = logFile();
    fs.closeSync(out.fd);
    const logger = path.join(import.meta.dirname, 'logger.ts');
    const code = `import pino from 'pino'; import { blockLogDestination } from ${JSON.stringify(logger)};
      const log = pino(blockLogDestination(1, 60_000)); log.info('the last line'); process.exit(3);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: path.join(import.meta.dirname, '../../..'),
      stdio: ['ignore', fs.openSync(out.file, 'w'), 'inherit'],
    });
    const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(exitCode).toBe(3);
    expect(out.read()).toContain('the last line');
  });
});
