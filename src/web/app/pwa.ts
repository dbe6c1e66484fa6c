/** Where the build puts the service worker (vite-plugin-pwa, vite.config.ts); it serves the whole site. */
const workerUrl = '/sw.js';

/**
 * The service worker caches the app shell (never `/api`), and the page reloads itself when a new
 * version activates (requirements §1 and §8). A failed registration is logged; so is
 * going offline.
 *
 * The browser's own API is enough: the worker skips waiting and claims every open page when it
 * activates (vite.config.ts), so a page that already had a worker and gets another one is looking
 * at an old version, and reloads. The first worker taking over a fresh page changes nothing on it.
 */
export function registerServiceWorker(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('offline', () =>
    console.info('[Drone Portal] You are offline. The portal will work again when the connection returns.'),
  );
  window.addEventListener('online', () => console.info('[Drone Portal] Back online.'));
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  let controlled = workers.controller !== null;
  workers.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  workers
    .register(workerUrl, { scope: '/' })
    .then((registration: ServiceWorkerRegistration | undefined) => {
      // A browser that blocks workers (a policy, an extension, a test harness) may answer with nothing.
      if (!registration) throw new Error('the browser registered no service worker');
      const firstWorker = registration.active === null;
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (firstWorker && installing.state === 'activated') console.info('[Drone Portal] The app shell is cached and can open offline.');
        });
      });
    })
    .catch((error: unknown) => console.error('[Drone Portal] Service worker registration failed.', error));
}
