// Markup for the public pages that must paint fast on a phone. Without it such a page is blank
// until the shell's script has arrived, run, and rendered the screen: on a throttled phone the
// largest paint came at about 3.5 s. With it, the page shows as soon as its HTML and styles are in,
// and the script, once it has run, replaces the markup with its own first render (src/web/main.tsx).
import fs from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { Languages, type Language } from '../src/shared/enums';
import { Installations, type Installation } from '../src/shared/installation';
import { prerenderedAnswersId } from '../src/web/lib/prerendered-answers';
import type { PrerenderedPage, prerenderPage as PrerenderPage } from '../src/web/app/prerender';

/** A page to write: its name (the file's) and an address that opens it as a first visitor sees it. */
export interface PageToPrerender {
  name: string;
  url: string;
  /** It shows what the kind of installation is (the sign-in page, a test provider's note): rendered once for each. */
  differsByInstallation?: boolean;
}

/** The folder the service worker leaves out: a visit it serves has every file already, and takes the shell. */
export const prerenderedFolder = 'prerendered';

/**
 * Where the build writes a page's markup in a language, and for a kind of installation when the
 * page differs by it, under the web folder; the server reads it from page-preloads.json.
 */
export const prerenderedFile = (name: string, language: Language, installation?: Installation) =>
  `${prerenderedFolder}/${name}.${installation ? `${installation}.` : ''}${language}.html`;

/** The answers as a script of JSON the browser does not run; `<` escaped, so no text in it can close the script. */
const answersScript = (page: PrerenderedPage) =>
  page.answers
    ? `<script type="application/json" id="${prerenderedAnswersId}">${JSON.stringify(page.answers).replace(/</g, '\\u003c')}</script>`
    : '';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * index.html as built, with the screen's markup in `#root`, the page's language and title, and the
 * colour scheme the app sets when it starts (Mantine's styles read it). The markup is `inert`: it
 * looks like the page but takes no input, since whatever were typed into it would be lost when the
 * app replaces it, and a form sent before the app runs would go to the server as a plain request.
 */
export function pageDocument(shell: string, page: PrerenderedPage, language: Language): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root) || !/<html lang="is">/.test(shell) || !/<title>[^<]*<\/title>/.test(shell)) {
    throw new Error('index.html has no <div id="root"></div>, <html lang="is"> or <title>: the prerendered pages cannot be written');
  }
  return shell
    .replace('<html lang="is">', `<html lang="${language}" data-mantine-color-scheme="light">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(root, `<div id="root"><div inert data-prerendered="">${page.html}</div></div>${answersScript(page)}`);
}

/**
 * The Vite plugin: once the app is written, renders each page in each language with the app's own
 * routes and components (src/web/app/prerender.tsx, through a Vite server in SSR mode) and writes
 * it beside index.html. Before the compression and the service worker, which take the files as
 * they find them.
 */
export function prerenderPages(pages: readonly PageToPrerender[]): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'portal-prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const shell = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
        const server = await createServer({
          configFile: false,
          root,
          appType: 'custom',
          logLevel: 'warn',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { prerenderPage } = (await server.ssrLoadModule('/app/prerender.tsx')) as { prerenderPage: typeof PrerenderPage };
          await fs.mkdir(path.join(outDir, prerenderedFolder), { recursive: true });
          for (const page of pages) {
            for (const language of Languages) {
              for (const installation of page.differsByInstallation ? Installations : [undefined]) {
                const rendered = await prerenderPage(page.url, language, installation);
                const file = prerenderedFile(page.name, language, installation);
                await fs.writeFile(path.join(outDir, file), pageDocument(shell, rendered, language));
              }
            }
          }
          this.info(`prerendered ${pages.length} pages in ${Languages.length} languages`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
