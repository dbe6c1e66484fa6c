// Build-time compression of the web app: a `.br` and a `.gz` beside each text file, which the
// server sends instead of the file when the browser accepts them (src/server/kernel/static-files.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text that compresses well; source maps are left out, as only developer tools read them. */
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/**
 * Below this compression saves next to nothing. Small files still count: the first page's entry
 * script is under a kilobyte, and compressed it is half that on a phone's slow link.
 */
const minBytes = 256;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
}

async function* filesIn(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `file.br` (brotli at its best) and `file.gz` (gzip -9) beside each file worth it; a copy that is not smaller is not kept. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0 };
  const work: Promise<void>[] = [];
  for await (const file of filesIn(dir)) {
    if (!compressible.test(file)) continue;
    work.push(
      (async () => {
        const content = await fs.readFile(file);
        if (content.length < minBytes) return;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
        if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
        result.files++;
        result.bytes += content.length;
        result.brotliBytes += Math.min(br.length, content.length);
      })(),
    );
  }
  await Promise.all(work);
  return result;
}

/** The Vite plugin: compresses the output folder once everything (the service worker too) is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { files, bytes, brotliBytes } = await precompressDir(outDir);
        this.info(`precompressed ${files} files: ${Math.round(bytes / 1024)} KB, ${Math.round(brotliBytes / 1024)} KB with brotli`);
      },
    },
  };
}
