// The page's early script (src/web/early.ts): built on its own into one small file that imports
// nothing, and named by index.html before the shell, so that the page's first calls to the API go
// out while the shell is still on its way (decision 0046). Built into the app's chunks, it would
// share modules with the shell and wait for it.
import crypto from 'node:crypto';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** Its file in the build, which the page's `Link` header names first (scripts/page-preloads.ts). */
export const earlyScriptPattern = /^assets\/early-[\w-]+\.js$/;

/** Its file's name in the build, with a hash of its content (the server caches `assets/` for good). */
export const earlyScriptFile = (code: string): string =>
  `assets/early-${crypto.createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;

export function earlyScript(entry: string): Plugin {
  let fileName = '';
  return {
    name: 'early-script',
    apply: 'build',
    async buildStart() {
      const built = await build({ entryPoints: [entry], bundle: true, format: 'iife', minify: true, target: 'es2022', write: false });
      const code = built.outputFiles[0].text;
      fileName = earlyScriptFile(code);
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      // Not a module, which would wait for the document; async, so that it blocks nothing; and
      // asked for at high priority, which an async script otherwise is not, ahead of the shell.
      handler: () => [{ tag: 'script', attrs: { src: `/${fileName}`, async: true, fetchpriority: 'high' }, injectTo: 'head' }],
    },
  };
}
