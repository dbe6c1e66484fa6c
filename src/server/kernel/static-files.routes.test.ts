import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';
import { pathMatcher } from './static-files';

const generousLimits = { login: { max: 10_000, timeWindow: 60_000 }, anonymousWrite: { max: 10_000, timeWindow: 60_000 } };
// Big enough to be worth compressing, and repetitive enough that compression shows.
const script = `export const screens = [${Array.from({ length: 200 }, (_, i) => `"screen-${i}"`).join(',')}];\n`;
const shell = `<!doctype html><html lang="is"><title>Drónagátt</title><body>${'<p>Drónagátt Samgöngustofu</p>'.repeat(60)}<div id="root"></div></body></html>`;

/** A page rendered at build time (scripts/prerender-pages.ts), in a language, and for a kind of installation. */
const pageIn = (language: string, installation = '') =>
  shell
    .replace('lang="is"', `lang="${language}"`)
    .replace('<div id="root"></div>', `<div id="root"><div inert data-prerendered="">${installation}${'<p>…</p>'.repeat(60)}</div></div>`);

let t: TestApp;
let app: FastifyInstance;
let webDir: string;

beforeAll(async () => {
  t = await createTestApp();
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), shell);
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b3c.js'), script);
  fs.writeFileSync(path.join(webDir, 'assets', 'tiny-4d5e6f.js'), 'export {};\n');
  // A map an older build left behind: its sources must not go out (decision 0027).
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b3c.js.map'), JSON.stringify({ version: 3, sourcesContent: [script.repeat(20)] }));
  const inEach = (name: string) => ({ is: `prerendered/${name}.is.html`, en: `prerendered/${name}.en.html` });
  fs.writeFileSync(
    path.join(webDir, 'page-preloads.json'),
    JSON.stringify([
      {
        path: '/account/login',
        preloads: [
          { href: '/assets/early-0a.js', kind: 'script' },
          { href: '/assets/shell-9f.css', kind: 'style' },
          { href: '/assets/shell-9e.js', kind: 'module' },
          { href: '/assets/login-page-1a.js', kind: 'module' },
          { href: '/assets/accounts-2b.json', kind: 'fetch' },
        ],
        documents: { live: inEach('login.live'), test: inEach('login.test') },
      },
      {
        path: '/verify-qrcode/',
        preloads: [{ href: '/assets/verify-certificate-page-3c.js', kind: 'module' }],
        documents: { live: inEach('verify'), test: inEach('verify') },
      },
      // A build that named markup it did not write: the shell stands in.
      {
        path: '/privacy',
        preloads: [{ href: '/assets/privacy-page-4d.js', kind: 'module' }],
        documents: { live: inEach('privacy'), test: inEach('privacy') },
      },
      // A build of before the kinds of installation, its markup for no kind in particular: the shell too.
      {
        path: '/terms',
        preloads: [{ href: '/assets/terms-page-5e.js', kind: 'module' }],
        documents: inEach('terms'),
      },
      { path: '/register', preloads: [{ href: '/assets/register-page-6f.js', kind: 'module' }] },
      // The front page: its own path only, never the start of every other.
      { path: '/', preloads: [{ href: '/assets/home-page-7a.js', kind: 'module' }] },
    ]),
  );
  fs.mkdirSync(path.join(webDir, 'prerendered'));
  for (const language of ['is', 'en']) {
    fs.writeFileSync(path.join(webDir, 'prerendered', `verify.${language}.html`), pageIn(language));
    fs.writeFileSync(path.join(webDir, 'prerendered', `terms.${language}.html`), pageIn(language));
    fs.writeFileSync(path.join(webDir, 'prerendered', `login.live.${language}.html`), pageIn(language, 'live'));
    fs.writeFileSync(path.join(webDir, 'prerendered', `login.test.${language}.html`), pageIn(language, 'test'));
  }
  fs.writeFileSync(path.join(webDir, 'prerendered', 'privacy.is.html'), pageIn('is'));
  await precompressDir(webDir);
  app = await buildApp(t.deps, { rateLimits: generousLimits, webDir });
  // A binary download, as the certificate PDF is: already compact, so never compressed again.
  app.get('/test-only/document.pdf', async (_request, reply) => reply.type('application/pdf').send(Buffer.alloc(20_000, 7)));
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** What a browser asks for when it opens a page (a navigation). */
const navigation = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
/** A browser opening a page at `url`. */
const page = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({
    method,
    url,
    headers: { accept: navigation, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

describe('the web app, compressed at build time', () => {
  it('writes a brotli and a gzip copy beside each file worth it, and none beside a tiny one', () => {
    expect(fs.existsSync(path.join(webDir, 'assets', 'app-1a2b3c.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(webDir, 'assets', 'app-1a2b3c.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(webDir, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(webDir, 'assets', 'tiny-4d5e6f.js.br'))).toBe(false);
  });

  it('sends brotli to a browser that accepts it, with the file’s type and caching', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the file as it is when nothing is', async () => {
    const gzipped = await get('/assets/app-1a2b3c.js', 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get('/assets/app-1a2b3c.js', acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      // A shared cache must still know that the answer depends on the header.
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(script);
    }
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'br', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBe(0);
  });

  it('sends a hashed asset without the headers only a document uses, and keeps them on the shell', async () => {
    const asset = await get('/assets/app-1a2b3c.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-request-id', 'etag', 'last-modified']) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    const login = await page('/account/login', 'br');
    expect(login.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(login.headers['x-frame-options']).toBe('DENY');
    expect(login.headers['x-request-id']).toBeTruthy();
  });

  it('sends the shell of a screen compressed too, checked on every load', async () => {
    const res = await page('/register', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(shell);

    const head = await page('/verify-qrcode/1/abc', 'gzip', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.rawPayload.length).toBe(0);
  });

  it('matches a page by its path, the start of its paths, or its pattern', () => {
    const exam = pathMatcher('/examination/:type/start');
    expect(['/examination/A1A3/start', '/examination/a2/start/7', '/Examination/A2/Start'].filter(exam)).toHaveLength(3);
    expect(['/examination/A1A3', '/examination/A1A3/started', '/examination//start', '/examinations/A2/start'].filter(exam)).toEqual([]);
    expect(pathMatcher('/')('/')).toBe(true);
    expect(pathMatcher('/')('/faq')).toBe(false);
    expect(pathMatcher('/verify-qrcode/')('/verify-qrcode/1/x')).toBe(true);
    expect(pathMatcher('/my-site/default')('/my-site/default/')).toBe(true);
    expect(pathMatcher('/my-site/default')('/my-site/defaults')).toBe(false);
  });

  it('names the files a fast public page loads after the shell, and no others', async () => {
    const login = await page('/account/login?returnUrl=%2Fmy-site', 'br');
    expect(login.headers.link).toBe(
      '</assets/early-0a.js>; rel=preload; as=script, </assets/shell-9f.css>; rel=preload; as=style; crossorigin, ' +
        '</assets/shell-9e.js>; rel=modulepreload, </assets/login-page-1a.js>; rel=modulepreload, ' +
        '</assets/accounts-2b.json>; rel=preload; as=fetch; crossorigin',
    );
    expect((await page('/Account/Login/', 'br')).headers.link).toBe(login.headers.link);
    expect((await page('/verify-qrcode/7/abc', 'br')).headers.link).toBe('</assets/verify-certificate-page-3c.js>; rel=modulepreload');
    expect((await page('/', 'br')).headers.link).toBe('</assets/home-page-7a.js>; rel=modulepreload');
    for (const other of ['/account/login-help', '/account/register', '/verify-qrcode', '/my-site/default', '/faq']) {
      const res = await page(other, 'br');
      expect(res.statusCode, other).toBe(200);
      expect(res.headers.link, other).toBeUndefined();
    }
    expect((await get('/assets/app-1a2b3c.js', 'br')).headers.link).toBeUndefined();
  });

  it('never hands out a source map, whether there at the start, added since, or asked for compressed', async () => {
    const late = path.join(webDir, 'assets', 'late-7a8b9c.js.map');
    fs.writeFileSync(late, '{"version":3,"sourcesContent":["secret"]}');
    for (const url of [
      '/assets/app-1a2b3c.js.map',
      '/assets/late-7a8b9c.js.map',
      '/assets/app-1a2b3c.js.map.br',
      '/assets/APP-1a2b3c.JS.MAP',
    ]) {
      for (const encoding of ['br', undefined]) {
        const res = await get(url, encoding);
        expect(res.statusCode, `${url} ${encoding}`).toBe(404);
        expect(res.body).not.toContain('sourcesContent');
        expect(res.rawPayload.length).toBeLessThan(1000);
      }
    }
    fs.rmSync(late);
  });

  it('never hands out a compressed copy as a file of its own', async () => {
    for (const res of [await get('/assets/app-1a2b3c.js.br'), await page('/assets/app-1a2b3c.js.br')]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toBe(shell);
    }
  });
});

describe('paths that are not pages', () => {
  /** The server's own paths and files: never a screen, whoever asks. */
  const notPages = [
    '/api',
    '/api/unknown',
    '/api/services/app/Nothing/Here',
    '/health',
    '/health/unknown',
    '/metrics',
    '/.well-known/security.txt',
    '/foo.js',
    '/x/y.png',
    '/.env',
    '/wp-login.php',
    '/assets/gone-0a1b2c.js',
  ];
  /** How a browser, a script (curl sends `*\/*`), a JSON client and a bare request ask. */
  const askers: Record<string, Record<string, string>> = {
    browser: { accept: navigation },
    curl: { accept: '*/*' },
    json: { accept: 'application/json' },
    bare: {},
  };

  it('answers 404 in the envelope, never the shell, whoever asks and however', async () => {
    for (const url of notPages) {
      for (const [asker, headers] of Object.entries(askers)) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await app.inject({ method, url, headers });
          const what = `${method} ${url} as ${asker}`;
          expect(res.statusCode, what).toBe(404);
          expect(res.headers['content-type'], what).toMatch(/^application\/json/);
          if (method === 'GET') expect(res.json(), what).toMatchObject({ success: false, __abp: true });
        }
      }
    }
  });

  it('answers 404 on an API-only app too', async () => {
    for (const url of notPages) expect((await t.app.inject({ url, headers: { accept: navigation } })).statusCode, url).toBe(404);
  });

  it('answers 404 to any other path when the request is not a browser opening it', async () => {
    // A monitor's or a script's guess, and a screen's path: which paths are screens is the app's to say.
    for (const url of ['/status', '/register']) {
      for (const [asker, headers] of Object.entries(askers).filter(([asker]) => asker !== 'browser')) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode, `${url} as ${asker}`).toBe(404);
        expect(res.headers['content-type'], `${url} as ${asker}`).toMatch(/^application\/json/);
        // A cache in front keeps the browser's answer and the script's apart.
        expect(res.headers.vary, `${url} as ${asker}`).toMatch(/\baccept\b/i);
      }
    }
    expect((await app.inject({ method: 'POST', url: '/register', headers: { accept: navigation } })).statusCode).toBe(404);
  });

  it('sends the shell to a browser opening any screen, and to anyone asking for the front page', async () => {
    for (const url of ['/register', '/admin/users', '/some/screen/the/app/will/call/unknown', '/verify-qrcode/7/abc-def_ghi']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers.vary, url).toMatch(/\baccept\b/i);
    }
    for (const headers of Object.values(askers)) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url: '/', headers });
        expect(res.statusCode, `${method} / ${JSON.stringify(headers)}`).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
      }
    }
    expect((await get('/')).body).toBe(shell);
  });

  it('still serves a file that is there to whoever asks', async () => {
    for (const headers of Object.values(askers)) {
      const res = await app.inject({ url: '/assets/tiny-4d5e6f.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
    }
    expect((await get('/index.html')).body).toBe(shell);
  });
});

describe('the public pages rendered at build time', () => {
  const open = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: { accept: navigation, 'accept-encoding': 'br', ...headers } });
  const body = (res: Awaited<ReturnType<typeof open>>) => zlib.brotliDecompressSync(res.rawPayload).toString();

  it('sends the page’s markup in the language the app will start in: the cookie, then the browser’s, then Icelandic', async () => {
    const english = await open('/verify-qrcode/7/abc', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-encoding']).toBe('br');
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.link).toBe('</assets/verify-certificate-page-3c.js>; rel=modulepreload');
    expect(body(english)).toBe(pageIn('en'));
    // Caches must keep one copy per language.
    expect(english.headers.vary).toMatch(/accept-encoding/i);
    expect(english.headers.vary).toMatch(/accept-language/i);
    expect(english.headers.vary).toMatch(/cookie/i);

    const chosen = await open('/verify-qrcode/7/abc', { 'accept-language': 'en', cookie: '.AspNetCore.Culture=c%3Dis%7Cuic%3Dis' });
    expect(body(chosen)).toBe(pageIn('is'));
    expect(body(await open('/verify-qrcode/7/abc', { 'accept-language': 'de, fr;q=0.8' }))).toBe(pageIn('is'));
    expect(body(await open('/verify-qrcode/7/abc', { 'accept-language': 'de, en;q=0.5' }))).toBe(pageIn('en'));
    const head = await open('/verify-qrcode/7/abc', { 'accept-language': 'en' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends the shell where the build named markup that is not there, named none for the kind of installation, or rendered none', async () => {
    const privacy = await open('/privacy', { 'accept-language': 'en' });
    expect(privacy.statusCode).toBe(200);
    expect(body(privacy)).toBe(shell);
    expect(privacy.headers.link).toBe('</assets/privacy-page-4d.js>; rel=modulepreload');
    expect(body(await open('/terms', { 'accept-language': 'en' }))).toBe(shell);
    const register = await open('/register', { 'accept-language': 'en' });
    expect(body(register)).toBe(shell);
    expect(register.headers.vary).not.toMatch(/accept-language/i);
  });

  it('sends a page that differs by installation as this one shows it: a test installation’s sign-in page, or a live one’s', async () => {
    // The test harness runs the built-in electronic-ID provider: a test installation.
    expect(t.deps.idProvider.kind).toBe('development');
    expect(body(await open('/account/login', { 'accept-language': 'en' }))).toBe(pageIn('en', 'test'));
    const live = await buildApp(
      { ...t.deps, idProvider: { ...t.deps.idProvider, kind: 'islandis' } },
      { rateLimits: generousLimits, webDir },
    );
    try {
      const login = await live.inject({
        url: '/account/login',
        headers: { accept: navigation, 'accept-encoding': 'br', 'accept-language': 'is' },
      });
      expect(zlib.brotliDecompressSync(login.rawPayload).toString()).toBe(pageIn('is', 'live'));
      // A page the same on both goes out the same.
      const verify = await live.inject({
        url: '/verify-qrcode/7/abc',
        headers: { accept: navigation, 'accept-encoding': 'br', 'accept-language': 'en' },
      });
      expect(zlib.brotliDecompressSync(verify.rawPayload).toString()).toBe(pageIn('en'));
    } finally {
      await live.close();
    }
  });
});

describe('JSON replies', () => {
  it('are compressed above the threshold when the client accepts it', async () => {
    const plain = await get('/AbpUserConfiguration/GetAll');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const compressed = await get('/AbpUserConfiguration/GetAll', 'gzip, deflate, br');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const body = JSON.parse(zlib.brotliDecompressSync(compressed.rawPayload).toString());
    expect(body).toMatchObject({ success: true, __abp: true });
    // The same reply, but for its clock.
    const expected = JSON.parse(plain.body);
    expect(body.result.localization).toEqual(expected.result.localization);

    const gzipped = await get('/AbpUserConfiguration/GetAll', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString()).result.localization).toEqual(expected.result.localization);
  });

  it('are sent as they are below the threshold', async () => {
    const res = await get('/health/live', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'live' });
  });

  it('leave binary downloads alone', async () => {
    const res = await get('/test-only/document.pdf', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(20_000);
  });
});
