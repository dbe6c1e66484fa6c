import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Language } from '../../shared/enums';
import type { Installation } from '../../shared/installation';
import { cultureCookieName, resolveCulture } from './culture';
import { apiNotFound } from './error-handler';

/**
 * Paths that belong to the server, not to the web app: an unknown one is the API's 404, never the
 * web app's shell. Each is the whole first segment (`/api` and `/api/…`, not `/apiary`), but for
 * `/swagger`, whose UI lives at `/swagger-ui` and the like.
 */
const serverPrefixes = ['/api', '/abpuserconfiguration', '/health', '/metrics', '/.well-known', '/question-images'];
const ownedByServer = (pathName: string) =>
  pathName.startsWith('/swagger') || serverPrefixes.some((p) => pathName === p || pathName.startsWith(`${p}/`));

/** The last segment ends in an extension (`/foo.js`, `/x/y.png`, `/.env`): a file, never a screen of the app. */
const namesAFile = (pathName: string) => /\.[a-z0-9]+$/i.test(pathName.slice(pathName.lastIndexOf('/') + 1));

/**
 * Whether a GET or HEAD of a path outside the server's own, which no file answers, is a browser
 * opening a screen of the app: only that gets the shell. Anything else that names nothing (a
 * script's or a monitor's guess such as `/status`, a missing file) is the API's 404, so that it
 * never looks like a page that is there. The front page `/` is always a screen: a monitor or
 * `curl -I` asks for it without naming HTML.
 */
function isNavigation(request: FastifyRequest, pathName: string): boolean {
  if (namesAFile(pathName)) return false;
  return pathName === '/' || /\btext\/html\b/i.test(String(request.headers.accept ?? ''));
}

/**
 * Headers a hashed script, stylesheet or image has no use for: they tell a document how it may be
 * framed and what it may load, or help revalidate a file that is never revalidated. Sent on each of
 * the fifty files of a first load they came to a fifth of its bytes on a slow phone. What a
 * subresource does need stays: its type, `nosniff`, `Cross-Origin-Resource-Policy` and the caching.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
  'last-modified',
  'etag',
  'accept-ranges',
];

/** What the build names for each fast public page (scripts/page-preloads.ts). */
interface PagePreloads {
  path: string;
  preloads: { href: string; kind: 'module' | 'fetch' | 'script' | 'style' }[];
  /** The page's markup, rendered at build time, for each kind of installation in each language (scripts/prerender-pages.ts). */
  documents?: Record<Installation, Record<Language, string>>;
}

interface FastPage {
  matches: (path: string) => boolean;
  link: string;
  documents: Record<Language, string> | null;
}

/** A segment of a page's path as it stands in a pattern: itself, or any one segment for a `:name`. */
const segmentPattern = (segment: string) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * A page's path as the build names it: the path itself; the start of its paths when it ends in `/`
 * (`/verify-qrcode/`), except the front page's own; or a pattern whose `:name` segments stand for
 * any one segment, with any segments after it (`/examination/:type/start`), in any case as the
 * router matches it.
 */
export function pathMatcher(pagePath: string): (path: string) => boolean {
  if (pagePath.includes('/:')) {
    const pattern = new RegExp(`^${pagePath.split('/').map(segmentPattern).join('/')}(/.*)?$`, 'i');
    return (path) => pattern.test(path);
  }
  if (pagePath !== '/' && pagePath.endsWith('/')) return (path) => path.startsWith(pagePath);
  return (path) => path === pagePath || path === `${pagePath}/`;
}

/** One hint of the `Link` header: a module, a file of texts, the page's early script (a classic one) or the shell's styles. */
function linkOf({ href, kind }: PagePreloads['preloads'][number]): string {
  if (kind === 'module') return `<${href}>; rel=modulepreload`;
  if (kind === 'script') return `<${href}>; rel=preload; as=script`;
  // As index.html asks for it (crossorigin), so that the page takes this answer.
  if (kind === 'style') return `<${href}>; rel=preload; as=style; crossorigin`;
  return `<${href}>; rel=preload; as=fetch; crossorigin`;
}

/**
 * For each fast public page, the `Link` header that names the files it loads after the shell, so
 * that the browser fetches them beside the shell instead of after running it, and its markup
 * rendered at build time as this kind of installation shows it. Empty when the build wrote no hints.
 */
function fastPagesOf(webDir: string, installation: Installation): FastPage[] {
  const file = path.join(webDir, 'page-preloads.json');
  if (!fs.existsSync(file)) return [];
  const pages = JSON.parse(fs.readFileSync(file, 'utf8')) as PagePreloads[];
  return pages.map((page) => ({
    matches: pathMatcher(page.path),
    link: page.preloads.map(linkOf).join(', '),
    documents: documentsFor(webDir, page.documents?.[installation]),
  }));
}

/**
 * A page's markup in each language, when every file is there. A document named but not built would
 * answer every visit with an error, and a build of before the kinds of installation named none for
 * either; the shell stands in then, never another installation's markup.
 */
function documentsFor(webDir: string, documents: Record<Language, string> | undefined): Record<Language, string> | null {
  if (!documents || typeof documents !== 'object') return null;
  return Object.values(documents).every((file) => typeof file === 'string' && isFile(path.join(webDir, file))) ? documents : null;
}

/** The build writes `.br` and `.gz` beside each file worth compressing (vite.config.ts). */
const compressedSuffix = /\.(?:br|gz)$/i;
/**
 * Source maps are never served (decision 0027): the build writes none, and one left in the folder
 * by an older build or by hand would give away the whole source.
 */
const sourceMap = /\.map(?:\.(?:br|gz))?$/i;
/** What the static files may answer: neither a compressed copy by its own name, nor a map. */
const servable = (pathName: string) => !compressedSuffix.test(pathName) && !sourceMap.test(pathName);

/**
 * Serves the built web app from `webDir` with the SPA fallback to `index.html`, and answers every
 * unknown path: the shell for a browser's navigation to a screen, the API's 404 for everything else
 * (the server's own paths, other verbs, missing files, requests that do not ask for HTML). Each file goes
 * out in the best encoding built beside it that the request accepts (brotli, then gzip, then as
 * is), with `Vary: Accept-Encoding`; hashed assets are cached for a year, the shell and the service
 * worker are checked on every load. Without a built app (`webDir` null or empty) only the API
 * answers. The pages rendered at build time go out as `installation` shows them.
 */
export async function serveWebApp(app: FastifyInstance, webDir: string | null | undefined, installation: Installation): Promise<void> {
  const hasWeb = Boolean(webDir && fs.existsSync(path.join(webDir, 'index.html')));
  const fastPages = hasWeb ? fastPagesOf(webDir!, installation) : [];
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir!,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are other encodings of their file, not files of their own.
      allowedPath: servable,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; the shell and the service worker must always be checked.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (immutable) for (const name of documentOnlyHeaders) reply.removeHeader(name);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathName = request.url.split('?')[0].toLowerCase();
    // HEAD answers as GET does, without the body (a monitor or a link checker asks for `/` with HEAD).
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWeb || !reading || ownedByServer(pathName)) return apiNotFound(request, reply);
    const file = request.url.split('?')[0].slice(1);
    if (sourceMap.test(file)) return apiNotFound(request, reply);
    if (file && !file.includes('..') && servable(file) && isFile(path.join(webDir!, file))) {
      return reply.sendFile(file);
    }
    // The same path answers a browser and a script differently: a cache must keep the two apart.
    reply.header('vary', 'accept');
    if (!isNavigation(request, pathName)) return apiNotFound(request, reply);
    reply.header('cache-control', 'no-cache');
    const page = fastPages.find((candidate) => candidate.matches(pathName));
    if (!page) return reply.sendFile('index.html');
    reply.header('link', page.link);
    if (!page.documents) return reply.sendFile('index.html');
    // In the language the app will pick when it starts (src/web/lib/language.ts), so that its first
    // render replaces the markup with the same words.
    const language = resolveCulture({ cookie: request.cookies?.[cultureCookieName], acceptLanguage: request.headers['accept-language'] });
    reply.header('vary', 'accept, accept-encoding, accept-language, cookie');
    return reply.sendFile(page.documents[language]);
  });
}

function isFile(filePath: string): boolean {
  return fs.existsSync(filePath) && fs.statSync(filePath).isFile();
}
