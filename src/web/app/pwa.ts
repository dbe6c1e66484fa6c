import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker caches the app shell (never `/api`), and the page reloads itself when a new
 * version activates (specification sections 1 and 8). A failed registration is logged; so is
 * going offline.
 */
export function registerServiceWorker(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('offline', () =>
    console.info('[Drone Portal] You are offline. The portal will work again when the connection returns.'),
  );
  window.addEventListener('online', () => console.info('[Drone Portal] Back online.'));
  if (!('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onRegisterError(error: unknown) {
      console.error('[Drone Portal] Service worker registration failed.', error);
    },
    onOfflineReady() {
      console.info('[Drone Portal] The app shell is cached and can open offline.');
    },
  });
}
