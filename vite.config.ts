import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';
import { shellChunk } from './scripts/shell-chunk';

const shell = shellChunk(/src[\\/]web[\\/]main\.tsx$/);

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
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // On a phone each extra file costs a round trip, and its headers weigh about 1 KB.
          groups: [
            // Mantine's pieces that many screens share, in a few files rather than one per component.
            {
              name: 'ui',
              test: /node_modules[\\/]@mantine[\\/](core|hooks|store)[\\/]/,
              minShareCount: 20,
            },
            // The libraries every page runs on, in one file.
            {
              name: 'libs',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|use-sync-external-store|clsx)[\\/]/,
            },
            // The app's own modules that every page runs (scripts/shell-chunk.ts).
            { name: 'shell', test: shell.includes },
          ],
        },
      },
    },
  },
  plugins: [
    react(),
    shell.plugin,
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
        // The app shell only; API calls always go to the network.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,txt,webmanifest}'],
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
