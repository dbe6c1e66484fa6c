// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allPermissionNames } from '../../shared/permissions';
import { UserType, type Language } from '../../shared/enums';
import { i18n } from '../lib/i18n';
import { appRoutes, routePath, type AppRoute } from '../lib/routes';
import { fake, installFakeServer, renderApp } from '../test/harness';
import { keysIn, looksLikeKey, readableTexts } from '../test/raw-keys';

installFakeServer();

/** A value for each parameter a route of the table takes, one that its screen accepts. */
const sampleParams: Record<string, string> = {
  type: 'A1A3',
  question: '1',
  startQuestion: 'start1',
  step: '1',
  userTypeId: '3',
  token: 'token',
  userId: '1',
  passwordResetCode: 'code',
  pilotType: '3',
  orgId: '1',
  orgName: 'Flug',
  certificateId: '1',
  examinationId: '1',
  categoryId: '1',
  id: '1',
};

/** Signed in as someone who may open the route: an administrator holding every permission, a pilot, or nobody. */
function signInFor(route: AppRoute): void {
  const signedIn = route.area === 'admin' || route.area === 'mySite' || route.requiresAuth === true;
  if (!signedIn) return;
  fake.signedIn = true;
  fake.granted = Object.fromEntries(allPermissionNames.map((name) => [name, 'true']));
  localStorage.setItem('auth.accessToken', 'token');
  if (route.area !== 'admin') localStorage.setItem('auth.userTypeId', String(UserType.Pilot));
}

/** Waits until the screen has drawn its heading and its calls have answered (no loader left). */
async function settled(): Promise<void> {
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 2000 }).catch(() => undefined);
  await waitFor(
    () => {
      if (document.querySelector('.mantine-Loader-root, [aria-busy="true"]')) throw new Error('still loading');
    },
    { timeout: 3000 },
  ).catch(() => undefined);
}

describe('the raw-key check', () => {
  it('knows a key from a word', () => {
    expect(looksLikeKey('home.cards.adminAuditLog')).toBe(true);
    expect(looksLikeKey('links.mySiteMyData')).toBe(true);
    expect(looksLikeKey('admin:home.lead')).toBe(true);
    expect(looksLikeKey('home.lead')).toBe(true);
    expect(looksLikeKey('drone.is')).toBe(false);
    expect(looksLikeKey('anna@example.is')).toBe(false);
    expect(keysIn('Audit log — home.cards.adminAuditLog.')).toEqual(['home.cards.adminAuditLog']);
    expect(keysIn('Skírteini nr. IS-123, gefið út 3.4.2026 kl. 10:00')).toEqual([]);
  });
});

for (const language of ['is', 'en'] as const satisfies readonly Language[]) {
  describe(`every screen in ${language}`, () => {
    for (const route of appRoutes) {
      it(`${route.id} shows no key`, async () => {
        await i18n.changeLanguage(language);
        signInFor(route);
        const path = routePath(route.id, sampleParams);
        renderApp(route.query ? `${path}?type=401` : path);
        await settled();
        const keys = readableTexts(document.body).flatMap(keysIn);
        expect(keys, `${language} ${path}`).toEqual([]);
      }, 30_000);
    }
  });
}
