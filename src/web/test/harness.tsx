import { cleanup, configure, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureHttp } from '../lib/http';
import { i18n } from '../lib/i18n';
import { clearSession, getAccessToken } from '../lib/session';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createTestRouter } from '../app/router';
import { stubMatchMedia } from './match-media';

// Whole screens render here on a busy two-core machine, beside the API tests; a second is too short a wait.
configure({ asyncUtilTimeout: 10_000 });

/**
 * A fake of the server's HTTP surface for component tests: the ABP envelope, a session that can be
 * signed in or not, settings, and per-path overrides.
 */
export type Handler = (url: URL, init: RequestInit | undefined) => unknown;

export const envelope = (result: unknown) => ({
  result,
  targetUrl: null,
  success: true,
  error: null,
  unAuthorizedRequest: false,
  __abp: true,
});
export const failure = (code: number, message: string, details: string | null = null) => ({
  result: null,
  targetUrl: null,
  success: false,
  error: { code, message, details, validationErrors: null },
  unAuthorizedRequest: false,
  __abp: true,
});

export const fake = {
  signedIn: false,
  /** Whether the installation has tenants to choose between. */
  multiTenancy: false,
  granted: {} as Record<string, string>,
  settingValues: {} as Record<string, string>,
  overrides: {} as Record<string, Handler>,
};

function configuration() {
  return {
    multiTenancy: { isEnabled: fake.multiTenancy },
    session: { userId: fake.signedIn ? 1 : null, tenantId: null, multiTenancySide: 2 },
    localization: { currentCulture: { name: 'en', displayName: 'English' }, languages: [] },
    auth: { allPermissions: fake.granted, grantedPermissions: fake.signedIn ? fake.granted : {} },
    setting: { values: { IsMaintenance: 'false', IsWarning: 'false', MaintenanceFrom: '', MaintenanceTo: '', ...fake.settingValues } },
    clock: { provider: 'utc', now: new Date().toISOString() },
    timing: { timeZoneInfo: { iana: { timeZoneId: 'Atlantic/Reykjavik' } } },
  };
}

export const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  const override = fake.overrides[url.pathname];
  if (override) {
    const out = override(url, init);
    if (out instanceof Response) return out;
    return new Response(JSON.stringify(envelope(out)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
  let result: unknown;
  switch (url.pathname) {
    case '/AbpUserConfiguration/GetAll':
      result = configuration();
      break;
    case '/api/services/app/Session/GetCurrentLoginInformations':
      result = {
        application: { version: '1', releaseDate: '', features: {} },
        user: fake.signedIn
          ? {
              id: 1,
              name: 'Anna',
              surname: 'Jónsdóttir',
              userName: 'anna',
              emailAddress: 'anna@example.is',
              userTypeId: null,
              statusId: 0,
              language: 'en',
            }
          : null,
        tenant: null,
        userRole: [],
        infoNotUpdated: null,
      };
      break;
    case '/api/services/app/User/GetListCountry':
      result = [{ code: 'IS', name: 'Iceland' }];
      break;
    // Shown above the administrators' organisation list; a test of the queue gives its own.
    case '/api/services/app/Organization/GetClaimQueue':
      result = { items: [] };
      break;
    default:
      return new Response(JSON.stringify(failure(0, 'Not found')), { status: 404, headers: { 'Content-Type': 'application/json' } });
  }
  return new Response(JSON.stringify(envelope(result)), { status: 200, headers: { 'Content-Type': 'application/json' } });
});

/** Renders the whole app at `path`; `strict` wraps it in React's strict mode, as main.tsx does, which runs effects twice. */
export function renderApp(path: string, options: { strict?: boolean } = {}) {
  const queryClient = createQueryClient();
  const router = createTestRouter(queryClient, [path]);
  const app = (
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>
  );
  render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}

/** Installs the fake and the browser APIs Mantine needs; call once at the top of a test file. */
export function installFakeServer(): void {
  // The error dialog is loaded with the first error; loaded here already, a test's last error
  // cannot open it after the test's window has gone.
  beforeAll(() => import('../components/error-modal'));
  beforeAll(() => {
    stubMatchMedia();
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    window.HTMLElement.prototype.scrollIntoView = () => undefined;
    // happy-dom has no FontFaceSet; Mantine's autosizing textarea listens to it.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
    }
  });

  beforeEach(async () => {
    fake.signedIn = false;
    fake.multiTenancy = false;
    fake.granted = {};
    fake.settingValues = {};
    fake.overrides = {};
    clearSession();
    fetchMock.mockClear();
    configureHttp({
      fetch: fetchMock as unknown as typeof fetch,
      getToken: getAccessToken,
      getLanguage: () => (i18n.language === 'is' ? 'is' : 'en'),
      getTenantId: () => null,
    });
    await i18n.changeLanguage('en');
  });

  afterEach(() => {
    cleanup();
    // A text asked for that no language has shows its key to the reader ("home.cards.adminAuditLog").
    const asked = missingTexts.splice(0);
    if (asked.length > 0) throw new Error(`texts no language has: ${[...new Set(asked)].join(', ')}`);
  });
}

/** Keys asked for that neither language holds, recorded as the screens ask (i18next's saveMissing). */
const missingTexts: string[] = [];
i18n.options.saveMissing = true;
// A lookup that brings its own default asks whether a text exists (a field's name in the problems'
// words, validation:field.<name>), and shows the default when none does.
i18n.options.missingKeyHandler = (_languages, namespace, key, _fallback, _update, options) => {
  if ((options as { defaultValue?: unknown } | undefined)?.defaultValue !== undefined) return;
  missingTexts.push(`${namespace}:${key}`);
};
