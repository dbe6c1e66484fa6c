import { describe, expect, it } from 'vitest';
import type { CurrentLoginInformations, UserConfiguration } from '../../shared/contracts/accounts';
import { grantedPermissionsOf, guardSessionOf, infoNotUpdatedPathOf, settingsPollMs, siteStatusOf } from './app-session';

function configuration(
  userId: number | null,
  granted: Record<string, string>,
  values: Record<string, string> = {},
  userStatus: number | null = null,
): UserConfiguration {
  return {
    multiTenancy: { isEnabled: true, ignoreFeatureCheckForHostUsers: false, sides: { host: 2, tenant: 1 } },
    session: { userId, tenantId: null, impersonatorUserId: null, impersonatorTenantId: null, multiTenancySide: 2, userStatus },
    localization: {
      currentCulture: { name: 'is', displayName: 'Íslenska' },
      currentLanguage: {
        name: 'is',
        displayName: 'Íslenska',
        icon: 'famfamfam-flags is',
        isDefault: true,
        isDisabled: false,
        isRightToLeft: false,
      },
      languages: [],
      sources: [],
      values: {},
    },
    features: { allFeatures: {} },
    auth: { allPermissions: granted, grantedPermissions: granted },
    nav: { menus: {} },
    setting: { values },
    clock: { provider: 'utc', now: '2026-01-01T00:00:00Z' },
    timing: {
      timeZoneInfo: {
        windows: {
          timeZoneId: 'Greenwich Standard Time',
          baseUtcOffsetInMilliseconds: 0,
          currentUtcOffsetInMilliseconds: 0,
          isDaylightSavingTimeNow: false,
        },
        iana: { timeZoneId: 'Atlantic/Reykjavik' },
      },
    },
    security: { antiForgery: { tokenCookieName: 'XSRF-TOKEN', tokenHeaderName: 'X-XSRF-TOKEN' } },
    custom: {},
  };
}

describe('site status from the settings', () => {
  it('re-reads the settings every 5 seconds', () => {
    expect(settingsPollMs).toBe(5000);
  });

  it('shows the maintenance screen while IsMaintenance is true, with its times', () => {
    expect(siteStatusOf({ IsMaintenance: 'true', MaintenanceFrom: '2026-01-01T10:00:00Z', MaintenanceTo: '' }, false)).toEqual({
      maintenance: true,
      warning: false,
      maintenanceFrom: '2026-01-01T10:00:00Z',
      maintenanceTo: null,
    });
  });

  it('lets a browser with the skip flag past the maintenance screen', () => {
    expect(siteStatusOf({ IsMaintenance: 'true' }, true).maintenance).toBe(false);
  });

  it('shows the warning banner while IsWarning is true', () => {
    expect(siteStatusOf({ IsWarning: 'True' }, false).warning).toBe(true);
    expect(siteStatusOf({ IsWarning: 'false' }, false).warning).toBe(false);
    expect(siteStatusOf(undefined, false)).toEqual({ maintenance: false, warning: false, maintenanceFrom: null, maintenanceTo: null });
  });
});

describe('guard session', () => {
  it('is authenticated when a session user id exists, with the granted permissions', () => {
    const s = guardSessionOf(configuration(5, { 'Pages.Users': 'true', 'Pages.Roles': 'false' }), {
      userTypeId: 3,
      userStatus: 0,
      accessToken: 't',
      isIdLogin: false,
      infoNotUpdatedPath: null,
    });
    expect(s.userId).toBe(5);
    expect([...s.grantedPermissions]).toEqual(['Pages.Users']);
    expect(s.userTypeId).toBe(3);
  });

  it('is anonymous without a user id', () => {
    expect(
      guardSessionOf(configuration(null, {}), {
        userTypeId: null,
        userStatus: null,
        accessToken: null,
        isIdLogin: false,
        infoNotUpdatedPath: null,
      }).userId,
    ).toBeNull();
    expect(grantedPermissionsOf(undefined).size).toBe(0);
  });

  it('follows the server’s payment mode over the one kept at sign-in, so a confirmed payment lets the person in at once', () => {
    const local = { userTypeId: 4, userStatus: 1, accessToken: 't', isIdLogin: false, infoNotUpdatedPath: null };
    expect(guardSessionOf(configuration(5, {}, {}, 0), local).userStatus).toBe(0);
    // An older server, or none signed in: the kept one.
    expect(guardSessionOf(configuration(5, {}, {}, null), local).userStatus).toBe(1);
    expect(guardSessionOf(configuration(null, {}, {}, 0), local).userStatus).toBe(1);
  });
});

describe('the “info not updated” marker from the session', () => {
  const login = (infoNotUpdated: CurrentLoginInformations['infoNotUpdated'], signedIn = true): CurrentLoginInformations => ({
    application: { version: '1', releaseDate: '', features: {} },
    user: signedIn
      ? {
          id: 5,
          name: 'Sól',
          surname: 'Flugdóttir',
          userName: 'sol',
          emailAddress: 'sol@example.is',
          userTypeId: 3,
          statusId: 0,
          language: 'is',
        }
      : null,
    tenant: null,
    userRole: [],
    infoNotUpdated,
  });

  it('is the page the session names while the record lacks something', () => {
    expect(infoNotUpdatedPathOf(login({ path: '/my-site/information', missing: ['mainAddress', 'selfDeclaration'] }))).toBe(
      '/my-site/information',
    );
    expect(infoNotUpdatedPathOf(login({ path: '/my-site/self-declaration', missing: ['selfDeclaration'] }))).toBe(
      '/my-site/self-declaration',
    );
  });

  it('is none once nothing is missing, when signed out, or before the session is read', () => {
    expect(infoNotUpdatedPathOf(login(null))).toBeNull();
    expect(infoNotUpdatedPathOf(login({ path: '/my-site/information', missing: ['mainAddress'] }, false))).toBeNull();
    expect(infoNotUpdatedPathOf(undefined)).toBeNull();
    // An older server, which says nothing of it.
    expect(infoNotUpdatedPathOf({ ...login(null), infoNotUpdated: undefined } as unknown as CurrentLoginInformations)).toBeNull();
  });

  it('is only ever a path on this site, never the logout or another site', () => {
    for (const path of ['https://evil.example/', '//evil.example', '/logout', 'my-site/information']) {
      expect(infoNotUpdatedPathOf(login({ path, missing: ['mainAddress'] }))).toBeNull();
    }
  });
});
