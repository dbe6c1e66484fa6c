// What a public page needs beyond the shell, named to the browser with the page's HTML. Without it
// the browser learns of the page's own script only once the shell has run (a dynamic import), and
// on a slow phone that fetch is a round trip on the way to the first paint. The server sends the
// list as a `Link` header with the shell (src/server/kernel/static-files.ts).
import type { Plugin, Rollup } from 'vite';
import { Languages, type Language } from '../src/shared/enums';
import { Installations, type Installation } from '../src/shared/installation';
import { earlyScriptPattern } from './early-script';
import { prerenderedFile } from './prerender-pages';

/** A public page that must open fast: where it lives, its page module and the namespaces of its texts. */
export interface FastPage {
  /** The name of its file of code and of its prerendered markup. */
  name: string;
  /**
   * The page's path, the start of it when it ends with `/` (`/verify-qrcode/`), or its pattern when a
   * segment is a parameter (`/examination/:type/start`, with any segments after it).
   */
  path: string;
  module: RegExp;
  /** Modules loaded beside the page's own on the way to it (its area and layout), named with it. */
  along?: readonly RegExp[];
  texts: readonly string[];
  /** An address that opens the page as a first visitor sees it, rendered at build time (scripts/prerender-pages.ts). */
  prerender?: string;
  /** Its markup shows what the kind of installation is, and is rendered once for each. */
  differsByInstallation?: boolean;
}

/** A page's markup files: for each kind of installation, one in each language. */
export type PageDocuments = Record<Installation, Record<Language, string>>;

function documentsOf(page: FastPage): PageDocuments {
  const inEachLanguage = (installation?: Installation) =>
    Object.fromEntries(Languages.map((language) => [language, prerenderedFile(page.name, language, installation)])) as Record<
      Language,
      string
    >;
  return Object.fromEntries(
    Installations.map((installation) => [installation, inEachLanguage(page.differsByInstallation ? installation : undefined)]),
  ) as PageDocuments;
}

/** One hint: a module the page imports, or a file of texts it fetches as data. */
export interface PagePreload {
  href: string;
  /** `script`: the page's early script (scripts/early-script.ts), a classic one; `style`: the shell's styles. */
  kind: 'module' | 'fetch' | 'script' | 'style';
}

/** The file the build writes beside index.html, which the server reads at start. */
export const pagePreloadsFile = 'page-preloads.json';

/** The texts the browser always loads: Icelandic is every reader's fallback (src/web/lib/i18n.ts). */
const textsFile = (namespace: string) => `shared/i18n/is/${namespace}.json`;

/** Every file `starts` import, however deep, in the order met, walking on through the files `follow` lets in. */
function importedFrom(chunks: Rollup.OutputChunk[], starts: string[], follow: (file: string) => boolean = () => true): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const queue = [...starts];
  while (queue.length) {
    const file = queue.shift()!;
    if (files.includes(file) || !follow(file)) continue;
    files.push(file);
    queue.push(...(byName.get(file)?.imports ?? []));
  }
  return files;
}

/**
 * The shell, its styles and the runtime it imports, which index.html names only in its body: named
 * after a page's thirty files, on HTTP/1.1's six connections they took them first, and the shell, the
 * largest file and the one everything waits for, was asked for a second after the document.
 */
function shellPreloadsOf(bundle: Rollup.OutputBundle, loadedByEveryPage: RegExp): PagePreload[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const shell = importedFrom(
    chunks,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const styles = shell.flatMap((file) => [...(chunks.find((chunk) => chunk.fileName === file)?.viteMetadata?.importedCss ?? [])]);
  // The runtime before the shell, which imports it.
  const scripts = shell.filter((file) => loadedByEveryPage.test(file)).reverse();
  return [
    ...styles.map((file): PagePreload => ({ href: `/${file}`, kind: 'style' })),
    ...scripts.map((file): PagePreload => ({ href: `/${file}`, kind: 'module' })),
  ];
}

function preloadsOf(bundle: Rollup.OutputBundle, page: FastPage, loadedByEveryPage: RegExp, shell: PagePreload[]): PagePreload[] | string {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const entryOf = (module: RegExp) =>
    chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null && module.test(chunk.facadeModuleId));
  const entry = entryOf(page.module);
  if (!entry) return `no chunk of the build is the page module of ${page.path}`;
  const along = (page.along ?? []).map(entryOf);
  if (along.some((chunk) => !chunk)) return `a module named along with ${page.path} is no chunk of the build`;
  // Every file the page imports, however deep: a file named only by another the page loads is a
  // round trip more on the way to its first frame.
  const modules = importedFrom(chunks, [...along.map((chunk) => chunk!.fileName), entry.fileName], (file) => !loadedByEveryPage.test(file));
  const texts: string[] = [];
  for (const namespace of page.texts) {
    const asset = Object.values(bundle).find(
      (file) =>
        file.type === 'asset' &&
        file.originalFileNames.some((name) => name === textsFile(namespace) || name.endsWith(`/${textsFile(namespace)}`)),
    );
    if (!asset) return `${page.path} names the texts ${namespace}, which the build has no file of`;
    texts.push(asset.fileName);
  }
  // The early script first: on a connection that takes six requests at a time, named after the
  // page's forty files it came a second after them, its calls to the API with it (decision 0046).
  // Then the shell, then the page's own files.
  const early = Object.values(bundle).find((file) => file.type === 'asset' && earlyScriptPattern.test(file.fileName));
  return [
    ...(early ? [{ href: `/${early.fileName}`, kind: 'script' as const }] : []),
    ...shell,
    ...modules.map((file): PagePreload => ({ href: `/${file}`, kind: 'module' })),
    ...texts.map((file): PagePreload => ({ href: `/${file}`, kind: 'fetch' })),
  ];
}

/**
 * Writes `page-preloads.json`: for each fast page, the files it loads after the shell. A page whose
 * module or texts are missing fails the build, so the hints never go stale unnoticed.
 */
export function pagePreloads(pages: readonly FastPage[], loadedByEveryPage: RegExp): Plugin {
  return {
    name: 'drone-portal:page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const hints: { path: string; preloads: PagePreload[]; documents?: PageDocuments }[] = [];
      const shell = shellPreloadsOf(bundle, loadedByEveryPage);
      for (const page of pages) {
        const preloads = preloadsOf(bundle, page, loadedByEveryPage, shell);
        if (typeof preloads === 'string') this.error(preloads);
        hints.push({ path: page.path, preloads, ...(page.prerender ? { documents: documentsOf(page) } : {}) });
      }
      this.emitFile({ type: 'asset', fileName: pagePreloadsFile, source: `${JSON.stringify(hints, null, 2)}\n` });
    },
  };
}
