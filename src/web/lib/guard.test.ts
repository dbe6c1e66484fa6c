import { describe, expect, it, vi } from 'vitest';
import { Permission } from '../../shared/permissions';
import { UserStatus, UserType } from '../../shared/enums';
import {
  evaluateGuard,
  forbiddenPath,
  loginRedirect,
  paymentRedirect,
  safeReturnUrl,
  type GuardContext,
  type GuardRoute,
  type GuardSession,
} from './guard';

function session(overrides: Partial<GuardSession> = {}): GuardSession {
  return {
    userId: 7,
    grantedPermissions: new Set([Permission.Pilot]),
    userTypeId: UserType.Pilot,
    userStatus: UserStatus.NoNeedPayment,
    isIdLogin: false,
    infoNotUpdatedPath: null,
    ...overrides,
  };
}

function ctx(overrides: Partial<GuardContext> = {}): GuardContext {
  return { session: session(), pathname: '/my-site/default', search: '', params: {}, ...overrides };
}

const pilotRoute: GuardRoute = { permissions: [Permission.Pilot] };
const adminUsers: GuardRoute = { permissions: [Permission.Administrator, Permission.Users] };

describe('evaluateGuard', () => {
  it('lets anyone through a public route', () => {
    expect(evaluateGuard({}, ctx({ session: session({ userId: null }) }))).toEqual({ allow: true });
  });

  it('sends a visitor without a session to the login screen, remembering the path and query', () => {
    const decision = evaluateGuard(adminUsers, ctx({ session: session({ userId: null }), pathname: '/admin/users', search: '?page=2' }));
    expect(decision).toEqual({
      allow: false,
      reason: 'unauthenticated',
      redirectTo: '/account/login?returnUrl=%2Fadmin%2Fusers%3Fpage%3D2',
    });
  });

  it('asks for a session on routes that only require authentication', () => {
    const decision = evaluateGuard({ requiresAuth: true }, ctx({ session: session({ userId: null }), pathname: '/examination/1' }));
    expect(decision).toMatchObject({ allow: false, reason: 'unauthenticated', redirectTo: loginRedirect('/examination/1') });
  });

  it('sends a user lacking a permission to /exception?type=401', () => {
    const decision = evaluateGuard(adminUsers, ctx({ session: session({ grantedPermissions: new Set([Permission.Administrator]) }) }));
    expect(decision).toEqual({ allow: false, reason: 'permission', redirectTo: '/exception?type=401' });
  });

  it('keeps a tenant’s administrators out of the installation’s own pages', () => {
    const backups: GuardRoute = { permissions: [Permission.Administrator], hostOnly: true };
    const granted = new Set([Permission.Administrator]);
    expect(evaluateGuard(backups, ctx({ session: session({ grantedPermissions: granted }) }))).toEqual({ allow: true });
    expect(evaluateGuard(backups, ctx({ session: session({ grantedPermissions: granted, inTenant: true }) }))).toEqual({
      allow: false,
      reason: 'permission',
      redirectTo: forbiddenPath,
    });
  });

  it('allows a user holding every required permission', () => {
    const granted = new Set([Permission.Administrator, Permission.Users]);
    expect(evaluateGuard(adminUsers, ctx({ session: session({ grantedPermissions: granted, userTypeId: null }) }))).toEqual({
      allow: true,
    });
  });

  it('lets any one name of a listed entry meet it, and none refuse it', () => {
    const register: GuardRoute = { permissions: [Permission.Administrator, [Permission.DroneOperator, Permission.DroneRegister]] };
    const holding = (...names: string[]) =>
      ctx({ session: session({ grantedPermissions: new Set([Permission.Administrator, ...names]) }) });
    expect(evaluateGuard(register, holding(Permission.DroneRegister))).toEqual({ allow: true });
    expect(evaluateGuard(register, holding(Permission.DroneOperator))).toEqual({ allow: true });
    expect(evaluateGuard(register, holding(Permission.Organizations))).toMatchObject({ allow: false, reason: 'permission' });
  });

  it('checks permissions by exact name', () => {
    const decision = evaluateGuard(pilotRoute, ctx({ session: session({ grantedPermissions: new Set(['pages.pilot.permission']) }) }));
    expect(decision).toMatchObject({ allow: false, reason: 'permission' });
  });

  describe('user-type restriction', () => {
    const route: GuardRoute = { permissions: [Permission.Pilot], userTypes: [UserType.ContactPerson, UserType.Pilot] };
    it('allows a listed user type', () => {
      expect(evaluateGuard(route, ctx({ session: session({ userTypeId: UserType.ContactPerson }) }))).toEqual({ allow: true });
    });
    it('refuses another user type', () => {
      expect(evaluateGuard(route, ctx({ session: session({ userTypeId: UserType.Over250 }) }))).toEqual({
        allow: false,
        reason: 'userType',
        redirectTo: forbiddenPath,
      });
    });
    it('refuses a user without a type', () => {
      expect(evaluateGuard(route, ctx({ session: session({ userTypeId: null }) }))).toMatchObject({ allow: false, reason: 'userType' });
    });
  });

  describe('organisation check', () => {
    const route: GuardRoute = { permissions: [Permission.Pilot], organizationCheck: true };
    it('passes the organisation id from the route to the injected check', () => {
      const check = vi.fn(() => true);
      const decision = evaluateGuard(route, ctx({ params: { orgId: '42' }, hasOrganizationPermission: check }));
      expect(decision).toEqual({ allow: true });
      expect(check).toHaveBeenCalledWith(42, expect.objectContaining({ userId: 7 }));
    });
    it('refuses when the check fails', () => {
      const decision = evaluateGuard(route, ctx({ params: { orgId: '42' }, hasOrganizationPermission: () => false }));
      expect(decision).toEqual({ allow: false, reason: 'organization', redirectTo: forbiddenPath });
    });
    it('refuses a missing or malformed organisation id without asking', () => {
      const check = vi.fn(() => true);
      expect(evaluateGuard(route, ctx({ params: { orgId: 'abc' }, hasOrganizationPermission: check }))).toMatchObject({
        allow: false,
        reason: 'organization',
      });
      expect(evaluateGuard(route, ctx({ params: {}, hasOrganizationPermission: check }))).toMatchObject({
        allow: false,
        reason: 'organization',
      });
      expect(check).not.toHaveBeenCalled();
    });
    it('reads another parameter name when the route names one', () => {
      const check = vi.fn(() => true);
      evaluateGuard({ ...route, organizationParam: 'id' }, ctx({ params: { id: '5' }, hasOrganizationPermission: check }));
      expect(check).toHaveBeenCalledWith(5, expect.anything());
    });
    it('refuses when no check is given: no organisation page opens without the person’s roles', () => {
      expect(evaluateGuard(route, ctx({ params: { orgId: '42' } }))).toEqual({
        allow: false,
        reason: 'organization',
        redirectTo: forbiddenPath,
      });
    });
  });

  describe('NeedPaymentToLogin', () => {
    const pay = (userTypeId: number | null, isIdLogin = false) =>
      evaluateGuard(pilotRoute, ctx({ session: session({ userStatus: UserStatus.NeedPaymentToLogin, userTypeId, isIdLogin }) }));
    it('sends Under250 and Over250 to register step 3', () => {
      expect(pay(UserType.Under250)).toEqual({ allow: false, reason: 'payment', redirectTo: '/register-step/1/3' });
      expect(pay(UserType.Over250)).toEqual({ allow: false, reason: 'payment', redirectTo: '/register-step/2/3' });
    });
    it('sends them to step 2 when registered through the national-ID login', () => {
      expect(pay(UserType.Under250, true)).toMatchObject({ redirectTo: '/register-step/1/2' });
      expect(pay(UserType.Over250, true)).toMatchObject({ redirectTo: '/register-step/2/2' });
    });
    it('sends a contact person to register step 4, or step 2 after national-ID login', () => {
      expect(pay(UserType.ContactPerson)).toMatchObject({ redirectTo: '/register-step/4/4' });
      expect(pay(UserType.ContactPerson, true)).toMatchObject({ redirectTo: '/register-step/4/2' });
    });
    it('logs any other user type out', () => {
      expect(pay(UserType.Pilot)).toMatchObject({ redirectTo: '/logout' });
      expect(pay(null)).toMatchObject({ redirectTo: '/logout' });
    });
    it('comes before the permission check', () => {
      const decision = evaluateGuard(
        adminUsers,
        ctx({ session: session({ userStatus: UserStatus.NeedPaymentToLogin, userTypeId: UserType.Over250 }) }),
      );
      expect(decision).toMatchObject({ reason: 'payment' });
    });
    it('leaves other statuses alone', () => {
      for (const status of [UserStatus.Unknown, UserStatus.NoNeedPayment, UserStatus.PaymentAtHomePage]) {
        expect(evaluateGuard(pilotRoute, ctx({ session: session({ userStatus: status }) }))).toEqual({ allow: true });
      }
    });
  });

  describe('the "info not updated" marker', () => {
    it('redirects to the stored path', () => {
      const decision = evaluateGuard(pilotRoute, ctx({ session: session({ infoNotUpdatedPath: '/my-site/information' }) }));
      expect(decision).toEqual({ allow: false, reason: 'infoNotUpdated', redirectTo: '/my-site/information' });
    });
    it('lets the user open the stored path itself', () => {
      const decision = evaluateGuard(
        pilotRoute,
        ctx({ pathname: '/my-site/information', session: session({ infoNotUpdatedPath: '/my-site/information' }) }),
      );
      expect(decision).toEqual({ allow: true });
    });
    it('leaves the pages without a guard open, logout among them, so it never loops', () => {
      const marked = session({ infoNotUpdatedPath: '/my-site/self-declaration' });
      for (const pathname of ['/logout', '/', '/exception']) {
        expect(evaluateGuard({}, ctx({ pathname, session: marked }))).toEqual({ allow: true });
      }
      // Where it sends the person, the marker lets them in.
      const decision = evaluateGuard(pilotRoute, ctx({ session: marked }));
      expect(decision.allow).toBe(false);
      if (!decision.allow) {
        expect(evaluateGuard(pilotRoute, ctx({ pathname: decision.redirectTo, session: marked }))).toEqual({ allow: true });
      }
    });
    it('comes after the payment step', () => {
      const owing = session({
        userStatus: UserStatus.NeedPaymentToLogin,
        userTypeId: UserType.ContactPerson,
        infoNotUpdatedPath: '/my-site/information',
      });
      expect(evaluateGuard(pilotRoute, ctx({ session: owing }))).toMatchObject({ reason: 'payment', redirectTo: '/register-step/4/4' });
    });
    it('comes before the permission and user-type checks, which the stored page answers itself', () => {
      const marked = session({ infoNotUpdatedPath: '/my-site/information', grantedPermissions: new Set() });
      expect(evaluateGuard(adminUsers, ctx({ pathname: '/admin/users', session: marked }))).toMatchObject({ reason: 'infoNotUpdated' });
    });
  });
});

describe('paymentRedirect', () => {
  it('maps every user type', () => {
    expect(paymentRedirect(1, false)).toBe('/register-step/1/3');
    expect(paymentRedirect(2, false)).toBe('/register-step/2/3');
    expect(paymentRedirect(3, false)).toBe('/logout');
    expect(paymentRedirect(4, false)).toBe('/register-step/4/4');
  });
});

describe('safeReturnUrl', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnUrl('/admin/users?x=1')).toBe('/admin/users?x=1');
  });
  it('refuses other sites, schemes and loops', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'admin', '', null, '/account/login', '/logout']) {
      expect(safeReturnUrl(bad)).toBeNull();
    }
  });
});
