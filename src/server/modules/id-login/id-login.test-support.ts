import { expect } from 'vitest';
import type { TestApp } from '../../test/harness';

/** A browser's cookies, as far as following the provider's redirects needs: every cookie to every path. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * A person's browser at the development provider, scripted over HTTP: it follows the redirects
 * by hand, keeps the provider's cookies (so a second login finds the provider's session), and
 * stops where the provider sends it back to the portal.
 */
export class ProviderBrowser {
  readonly jar = new CookieJar();
  /** The last page the provider showed. */
  page = '';
  /** The portal's cookies of this browser (its `IdLogin.Browser` key), for calls made through the test app. */
  readonly portal: Record<string, string> = {};

  constructor(private readonly get: typeof fetch = fetch) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookies = this.jar.header();
    if (cookies) headers.set('cookie', cookies);
    const response = await this.get(url, { ...init, headers, redirect: 'manual' });
    this.jar.take(response);
    return response;
  }

  /** Follows redirects from `url` until a page is shown, or until the portal's address (answered, not fetched). */
  async follow(url: string, init: RequestInit = {}, portalPrefix?: string): Promise<{ url: string; response: Response | null }> {
    let next = url;
    let response = await this.request(next, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      next = new URL(response.headers.get('location')!, next).href;
      if (portalPrefix && next.startsWith(portalPrefix)) return { url: next, response: null };
      response = await this.request(next);
    }
    this.page = await response.text();
    return { url: next, response };
  }

  /**
   * Logs in at the provider as the test person `sub` (the interaction page, its form posted), and
   * answers the code and state the provider sent back to `/signin-oidc`.
   */
  async logIn(authorizationUrl: string, sub: string, redirectUri: string): Promise<{ code: string; state: string }> {
    const shown = await this.follow(authorizationUrl, {}, redirectUri);
    let back = shown.url;
    if (shown.response) {
      expect(shown.response.status, this.page).toBe(200);
      expect(this.page).toContain(`value="${sub}"`);
      const posted = await this.follow(
        `${shown.url.split('?')[0]}/login`,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ sub }) },
        redirectUri,
      );
      expect(posted.response, this.page).toBeNull();
      back = posted.url;
    }
    const params = new URL(back).searchParams;
    expect(params.get('error'), back).toBeNull();
    return { code: params.get('code')!, state: params.get('state')! };
  }
}

export const idApi = {
  getUrl: '/api/services/app/Account/GetIDLoginUrl',
  handler: '/api/Account/IDLoginHandler',
  register: '/api/Account/RegisterByIDLogin',
  link: '/api/Account/LinkIDLogin',
  timeLeft: '/api/services/app/Account/GetIDLoginTimeLeft',
  refresh: '/api/Account/RefreshIDPortenToken',
  logoutUrl: '/api/services/app/Account/GetIDLogoutUrl',
  frontChannel: '/api/Account/FrontChannelLogout',
};

/** The first half of a login: the portal's authorization address, followed at the provider as `sub`. */
export async function providerCode(
  t: TestApp,
  browser: ProviderBrowser,
  sub: string,
  options: { tenantId?: number | null; returnUrl?: string } = {},
) {
  const started = await t.call('GET', idApi.getUrl, {
    tenantId: options.tenantId ?? null,
    query: options.returnUrl ? { returnUrl: options.returnUrl } : {},
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const setCookie = [started.headers['set-cookie'] ?? []].flat() as string[];
  const key = setCookie.map((line) => line.split(';')[0]).find((pair) => pair.startsWith('IdLogin.Browser='));
  if (key) browser.portal.cookie = key;
  return browser.logIn(started.body.result.authorizationUrl, sub, t.deps.idProvider.redirectUri);
}

/** A whole login through the provider: the handler's answer. */
export async function idLogin(
  t: TestApp,
  browser: ProviderBrowser,
  sub: string,
  options: { tenantId?: number | null; returnUrl?: string } = {},
) {
  const { code, state } = await providerCode(t, browser, sub, options);
  return t.call('POST', idApi.handler, { tenantId: options.tenantId ?? null, headers: browser.portal, body: { code, state } });
}
