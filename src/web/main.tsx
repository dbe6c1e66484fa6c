import '@mantine/core/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installFocusReturn } from './app/focus-return';
import { AppProviders } from './app/providers';
import { registerServiceWorker } from './app/pwa';
import { userConfigurationQuery } from './lib/app-session';
import { queryClient } from './app/query-client';
import { createAppRouter, routerReady } from './app/router';
import { loginPath, loginRedirect } from './lib/guard';
import { markAppStarted } from './lib/early-answers';
import { configureHttp } from './lib/http';
import { currentLanguage, i18nReady } from './lib/i18n';
import { seedPrerenderedAnswers } from './lib/prerendered-answers';
import { clearSession, getAccessToken, getTenantId, setTenantId } from './lib/session';

// From here the app asks for itself; the page's early script, if it has not run yet, asks nothing
// (what it asked before is taken by the app's first calls: lib/early-answers.ts).
markAppStarted();

// Before the router: creating it starts the first navigation, whose guard already calls the API
// and must send the stored token (otherwise opening or reloading a guarded page signs the user out).
configureHttp({
  getToken: getAccessToken,
  getLanguage: currentLanguage,
  getTenantId,
  // Section 8: no session -> clear what is left of it and go to the login screen, then come back.
  onUnauthorized: () => {
    clearSession();
    queryClient.clear();
    const { pathname, search } = window.location;
    if (pathname === loginPath || pathname === '/index' || pathname.endsWith('/logout')) return;
    void router.navigate(loginRedirect(`${pathname}${search}`), { replace: true });
  },
  // The kept tenant is gone or deactivated (decision 0027): forget it, and ask again as the host.
  onTenantRefused: () => {
    setTenantId(null);
    void queryClient.invalidateQueries();
  },
});

// A page the build rendered carries the server's answers it was rendered with: the app's first frame
// shows what the markup did (a test installation's note on the sign-in page) without asking again.
seedPrerenderedAnswers(queryClient, document);
const router = createAppRouter(queryClient);
installFocusReturn();
// Every page's root layout reads the configuration (settings, session, permissions): asking now,
// while the texts load, means the first screen renders once, with it.
void queryClient.prefetchQuery(userConfigurationQuery());

// The shell's texts come in their own small files, fetched while the rest of the page loads.
await i18nReady;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

function render(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// A page the build rendered (scripts/prerender-pages.ts) stays on screen until the screen that
// replaces it is ready: rendered at once, the app's first frame would be the loading state. With a
// session kept the same holds for a signed-in screen: that render of the loading state took the
// main thread, at a quarter of a phone's speed, while the screen's files and data were on their way
// (docs/benchmark.md). Not awaited here: the screen's module imports this one's chunk, and would
// wait for it to finish.
if (container.querySelector('[data-prerendered]') || getAccessToken()) void routerReady(router).then(() => render(container));
else render(container);

// The service worker caches the whole app for offline use; it starts once the page has loaded, so
// that download never competes with the page's own files on a slow connection.
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });
