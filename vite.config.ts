import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyScript } from './scripts/early-script';
import { pagePreloads, pagePreloadsFile } from './scripts/page-preloads';
import { precompress } from './scripts/precompress';
import { prerenderedFolder, prerenderPages } from './scripts/prerender-pages';
import { firstLoadChunks } from './scripts/shell-chunk';

/** Mantine's own modules (its hooks and store too). */
const mantine = /node_modules[\\/]@mantine[\\/](core|hooks|store)[\\/]/;
/** The libraries every page runs on. */
const everyPageLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|use-sync-external-store|clsx)[\\/]/;

/** The pages that must open fast on a phone (docs/benchmark.md): where they live, their module and their texts. */
const fastPages = {
  'login-page': {
    path: '/account/login',
    module: /src[\\/]web[\\/]features[\\/]accounts[\\/]pages[\\/]login-page\.tsx$/,
    texts: ['accounts'],
    prerender: '/account/login',
    // A test installation's sign-in page says that its electronic-ID provider is the built-in one.
    differsByInstallation: true,
  },
  'verify-certificate-page': {
    path: '/verify-qrcode/',
    module: /src[\\/]web[\\/]features[\\/]certificates[\\/]pages[\\/]verify-certificate-page\.tsx$/,
    texts: ['certificates-web'],
    // Any well-formed address: the page shows its heading and that it is checking, as before the answer.
    prerender: '/verify-qrcode/0/-',
  },
  // The other pages a stranger opens first: the front page, the questions, privacy and registration.
  'home-page': {
    path: '/',
    module: /src[\\/]web[\\/]features[\\/]home[\\/]pages[\\/]home-page\.tsx$/,
    texts: ['home'],
    prerender: '/',
  },
  'faq-page': {
    path: '/faq',
    module: /src[\\/]web[\\/]features[\\/]exams[\\/]pages[\\/]faq-page\.tsx$/,
    texts: ['exams'],
    prerender: '/faq',
  },
  'privacy-page': {
    path: '/privacy',
    module: /src[\\/]web[\\/]features[\\/]home[\\/]pages[\\/]privacy-page\.tsx$/,
    texts: ['home'],
    prerender: '/privacy',
  },
  'register-page': {
    path: '/register',
    module: /src[\\/]web[\\/]features[\\/]registration[\\/]pages[\\/]register-page\.tsx$/,
    texts: ['registration'],
    prerender: '/register',
  },
};

const pageList = Object.entries(fastPages).map(([name, page]) => ({ name, ...page }));

/** My pages' area and layout, which every screen of the area loads before its own. */
const mySiteAlong = [/src[\\/]web[\\/]app[\\/]my-site-area\.tsx$/, /src[\\/]web[\\/]app[\\/]layouts[\\/]my-site-layout\.tsx$/];

/**
 * A screen of My pages: its path, its module in `features/<feature>/pages/`, its texts beside those
 * of problems, and the modules its route's loader imports for its first data (decision 0041).
 */
const mySitePage = (path: string, feature: string, page: string, texts: readonly string[], prefetch: readonly RegExp[] = []) => ({
  name: page,
  path,
  module: new RegExp(`src[\\\\/]web[\\\\/]features[\\\\/]${feature}[\\\\/]pages[\\\\/]${page}\\.tsx$`),
  along: [...mySiteAlong, ...prefetch],
  // A signed-in screen loads the texts of problems with its own (lib/screens.ts, withTexts).
  texts: [...texts, 'validation', 'errors'],
});

/**
 * Signed-in screens a person opens, whose files the server names with the page so that the browser
 * fetches them beside the shell rather than after running it: every page of My pages' menu and
 * the exam. No markup is rendered for them (what they show is the person's), and their code keeps
 * the automatic chunking.
 */
const signedInScreens = [
  mySitePage('/my-site/default', 'my-site', 'my-site-home-page', ['my-site', 'courses']),
  mySitePage('/my-site/information', 'pilots', 'information-page', ['pilots']),
  mySitePage(
    '/my-site/competency',
    'certificates',
    'competency-page',
    ['certificates-web'],
    [/src[\\/]web[\\/]features[\\/]certificates[\\/]prefetch\.ts$/],
  ),
  mySitePage('/my-site/operator-information', 'pilots', 'operator-information-page', ['pilots']),
  mySitePage('/my-site/payment', 'payments', 'my-payments-page', ['payments']),
  mySitePage('/my-site/self-declaration', 'pilots', 'self-declaration-page', ['pilots']),
  mySitePage('/my-site/my-data', 'personal-data', 'my-data-page', ['personal-data']),
  {
    name: 'examination-take-page',
    path: '/examination/:type/start',
    module: /src[\\/]web[\\/]features[\\/]exams[\\/]pages[\\/]examination-take-page\.tsx$/,
    // What the route's loader asks for beside the session comes with it (decision 0041).
    along: [/src[\\/]web[\\/]features[\\/]exams[\\/]prefetch\.ts$/],
    texts: ['exams', 'validation', 'errors'],
  },
];

// Each fast page in one file with what only it uses; what both use goes with the shell.
const firstLoad = firstLoadChunks(
  /src[\\/]web[\\/]main\.tsx$/,
  Object.fromEntries(Object.entries(fastPages).map(([name, page]) => [name, page.module])),
);

/** The files that index.html loads (the entry, the shell and its styles), which every page has before it loads a screen. */
const loadedByEveryPage = /(^|\/)(shell|rolldown-runtime)-[\w-]+\.(js|css)$/;

const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';
const proxy = Object.fromEntries(
  ['/api', '/AbpUserConfiguration', '/swagger', '/health', '/question-images', '/dev-idp'].map((path) => [
    path,
    { target: backend, changeOrigin: true },
  ]),
);

/**
 * The browser app: sources in src/web, built into dist/web, which the server serves with an SPA
 * fallback to index.html. In development the API paths go to the server on port 3000.
 */
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // No source maps for the browser (decision 0027): they carried the whole source, 2.4 MB of it,
    // to anyone who asked. The server refuses a map all the same (kernel/static-files.ts).
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // The texts stay files of their own, fetched when a screen asks for them (src/web/lib/i18n.ts),
    // never written into a script, however small.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    modulePreload: {
      // Every browser the portal serves preloads modules itself.
      polyfill: false,
      // A screen's list of files to fetch beside it leaves out those every page has loaded already:
      // the lists are part of the script that names the screen, the shell for the public pages.
      resolveDependencies: (_file, dependencies) => dependencies.filter((dependency) => !loadedByEveryPage.test(dependency)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // On a phone each extra file costs a round trip, and its headers weigh about 0.4 KB.
          groups: [
            // What every page runs, in one file (scripts/shell-chunk.ts): the libraries, the app's own
            // modules and the Mantine pieces they render, and what more than one public page uses.
            // Compressed together they weigh about 1.5 KB less than as two files, and a phone fetches
            // one file fewer. The parts of the libraries that no first page uses (infinite lists, for
            // one) come with the screens that do.
            { name: 'shell', test: (id) => (everyPageLibraries.test(id) && firstLoad.reachedFirst(id)) || firstLoad.inShell(id) },
            // Each public page in one file, with the Mantine pieces only it renders.
            // Only what the page alone uses: pulled in with it, a piece it shares with other screens
            // (the list of facts, the number formats) made every such screen load the page's file.
            ...pageList.map((page) => ({ name: page.name, test: firstLoad.inPage(page.name), includeDependenciesRecursively: false })),
            // The other Mantine pieces that many screens share, in a few files rather than one per component.
            // (Not those a public page renders, which would bring the whole file to that page.)
            { name: 'ui', test: (id) => mantine.test(id) && !firstLoad.reachedFirst(id), minShareCount: 20 },
            // The validation library, for every form that checks its values with a contract: one file
            // however many screens use it, and none on a page without such a form.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  plugins: [
    react(),
    firstLoad.plugin,
    earlyScript(fileURLToPath(new URL('src/web/early.ts', import.meta.url))),
    pagePreloads([...pageList, ...signedInScreens], loadedByEveryPage),
    // Before the service worker and the compression, which take the files it writes as they find them.
    prerenderPages(
      pageList.flatMap((page) =>
        page.prerender ? [{ name: page.name, url: page.prerender, differsByInstallation: 'differsByInstallation' in page }] : [],
      ),
    ),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['icon.svg', 'robots.txt'],
      manifest: {
        name: 'Drónagátt – Samgöngustofa',
        short_name: 'Drónagátt',
        description: 'Skráning, fræðsla og hæfnipróf drónaflugmanna og rekstraraðila dróna.',
        lang: 'is',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#02529c',
        background_color: '#ffffff',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // The app shell and its texts (JSON); API calls always go to the network.
        globPatterns: ['**/*.{js,css,html,json,svg,png,ico,txt,webmanifest}'],
        // The server's list of hints, not a file of the app; and the pages' markup, which only a
        // first visit uses (a visit the worker serves has every file and takes the shell).
        globIgnores: [pagePreloadsFile, `${prerenderedFolder}/**`],
        navigateFallback: '/index.html',
        // The server's own pages: the API, and the development identity provider's login pages,
        // which the browser must reach rather than the app shell.
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/AbpUserConfiguration\//,
          /^\/swagger/,
          /^\/health/,
          /^\/question-images\//,
          /^\/dev-idp(\/|$)/,
        ],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // Last, so the service worker is compressed too.
    precompress(),
  ],
  server: { port: 5173, proxy },
  preview: { proxy },
});
