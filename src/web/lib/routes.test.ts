import { describe, expect, it } from 'vitest';
import isRoutes from '../../shared/i18n/is/routes.json';
import enRoutes from '../../shared/i18n/en/routes.json';
import { Permission } from '../../shared/permissions';
import { UserType } from '../../shared/enums';
import { buildBreadcrumbs } from './breadcrumbs';
import { appRoutes, menuOf, parentOf, routeById, routePath } from './routes';

const titles = { is: isRoutes as Record<string, string>, en: enRoutes as Record<string, string> };

/** Section 2 of the specification, route by route. */
const specPaths = [
  '/',
  '/default',
  '/home',
  '/faq',
  '/privacy',
  '/register',
  '/verify-payment',
  '/index',
  '/logout',
  '/paymentError=1',
  '/signin-oidc',
  '/examination-prepare/:type',
  '/examination/:type',
  '/ExaminationResult/:type',
  '/ExaminationPayment',
  '/examination/:type/start/:question?',
  '/register-step/:type/:step',
  '/register-user',
  '/payment/:type?',
  '/payment-certificate/:pilotType?/:orgId?',
  '/exception',
  '/verify-register/:userTypeId/:step/:token',
  '/verify-qrcode/:userId/:token',
  '/verify/:userTypeId/:step/:token/:isLogin?',
  '/verify-reset-password/:token',
  '/account',
  '/account/login',
  '/account/login/new-password/:userId/:passwordResetCode',
  '/my-site/default',
  '/my-site/self-declaration',
  '/my-site/information',
  '/my-site/competency',
  '/my-site/operator-information',
  '/my-site/payment',
  '/my-site/contact-person/:orgId',
  '/my-site/pilot-management/:orgId',
  '/my-site/payment/:orgId',
  '/my-site/organization/:orgId',
  '/my-site/organization-information/:orgId',
  '/admin',
  '/admin/dashboard',
  '/admin/logout',
  '/admin/exception',
  '/admin/reference',
  '/admin/pilot',
  '/admin/examination/a1a3',
  '/admin/examination/a2',
  '/admin/exam/sessions',
  '/admin/exam/drone-exam-result',
  '/admin/exam/general-settings',
  '/admin/organization',
  '/admin/drone-operator',
  '/admin/organization-payments',
  '/admin/configuration',
  '/admin/courses/A1A3',
  '/admin/courses/A2',
  '/admin/users',
  '/admin/roles',
  '/admin/examination/:examinationId/category/:categoryId/question/:id',
  '/admin/examination/:examinationId/category/:categoryId/new-question',
  '/admin/examination/:examinationId/category/:id',
  '/admin/organization/:orgName/:orgId',
  '/admin/exam/drone-exam-result/:certificateId/:userId',
];

/** The permission each admin route needs besides Pages.Administrator (section 2), or none. */
/** A route's own permission; two where its screen reads a list another permission opens (the pilots, to find a person). */
const adminOwnPermission: Record<string, string | readonly (string | readonly string[])[] | null> = {
  '/admin': null,
  '/admin/dashboard': null,
  '/admin/logout': null,
  '/admin/exception': null,
  '/admin/reference': null,
  '/admin/organization-payments': null,
  '/admin/backups': null,
  '/admin/job-queues': null,
  '/admin/operator-lookup-clients': null,
  '/admin/audit-log': Permission.Log,
  '/admin/courses/A1A3': Permission.Examinations,
  '/admin/courses/A2': Permission.Examinations,
  '/admin/pilot': Permission.Pilots,
  '/admin/examination/a1a3': Permission.Examinations,
  '/admin/examination/a2': Permission.Examinations,
  '/admin/exam/sessions': Permission.Examinations,
  '/admin/exam/drone-exam-result': Permission.ExamResults,
  '/admin/exam/drone-exam-result/:certificateId/:userId': Permission.ExamResults,
  '/admin/exam/accommodations': Permission.ExamResults,
  '/admin/exam/certificates': [Permission.ExamResults, Permission.Pilots],
  '/admin/notices': [Permission.Organizations, Permission.Pilots],
  '/admin/exam/general-settings': Permission.ExamGeneralSettings,
  '/admin/organization': Permission.Organizations,
  '/admin/organization/:orgName/:orgId': Permission.Organizations,
  // Any one of the two opens it (decision 0031).
  '/admin/drone-operator': [[Permission.DroneOperator, Permission.DroneRegister]],
  '/admin/configuration': Permission.Settings,
  '/admin/users': Permission.Users,
  '/admin/roles': Permission.Roles,
  '/admin/tenants': Permission.Tenants,
  '/admin/outbox': Permission.Users,
  '/admin/erasure-requests': Permission.Users,
  '/admin/mailings': Permission.Users,
  '/admin/mailings/:id': Permission.Users,
  '/admin/mailings/new/all-users': Permission.Users,
  '/admin/mailings/new/user/:userId': Permission.Users,
  '/admin/mailings/new/organization/:orgId': Permission.Users,
  '/admin/examination/:examinationId/category/:categoryId/question/:id': Permission.Examinations,
  '/admin/examination/:examinationId/category/:categoryId/new-question': Permission.Examinations,
  '/admin/examination/:examinationId/category/:id': Permission.Examinations,
};

describe('route table', () => {
  it('has every route of requirements §2', () => {
    const paths = appRoutes.map((r) => r.path);
    for (const path of specPaths) expect(paths, path).toContain(path);
  });

  it('has unique ids and unique paths', () => {
    expect(new Set(appRoutes.map((r) => r.id)).size).toBe(appRoutes.length);
    expect(new Set(appRoutes.map((r) => r.path.toLowerCase())).size).toBe(appRoutes.length);
  });

  it('has a title in Icelandic and English for every route', () => {
    for (const route of appRoutes) {
      expect(route.titleKey).toBe(`routes:${route.id}`);
      expect(titles.is[route.id], `is ${route.id}`).toBeTruthy();
      expect(titles.en[route.id], `en ${route.id}`).toBeTruthy();
    }
  });

  it("requires Pages.Administrator first on every admin route, plus the route's own permission", () => {
    const adminRoutes = appRoutes.filter((r) => r.path === '/admin' || r.path.startsWith('/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(20);
    for (const route of adminRoutes) {
      expect(route.area).toBe('admin');
      expect(route.permissions?.[0], route.path).toBe(Permission.Administrator);
      expect(route.path in adminOwnPermission, `known: ${route.path}`).toBe(true);
      const own = adminOwnPermission[route.path];
      expect(route.permissions, route.path).toEqual([
        Permission.Administrator,
        ...(own === null ? [] : typeof own === 'string' ? [own] : own),
      ]);
    }
  });

  it('requires Pages.Pilot.Permission on every my-site route', () => {
    const mySite = appRoutes.filter((r) => r.path.startsWith('/my-site'));
    expect(mySite.length).toBe(14);
    for (const route of mySite) {
      expect(route.area).toBe('mySite');
      expect(route.permissions, route.path).toContain(Permission.Pilot);
    }
  });

  it('restricts my-site routes by user type and organisation as section 2 says', () => {
    const all = [UserType.Over250, UserType.Under250, UserType.ContactPerson, UserType.Pilot].sort();
    for (const path of ['/my-site/competency', '/my-site/operator-information', '/my-site/payment', '/my-site/my-data']) {
      expect([...(appRoutes.find((r) => r.path === path)?.userTypes ?? [])].sort(), path).toEqual(all);
    }
    const contact = appRoutes.find((r) => r.path === '/my-site/contact-person/:orgId');
    // Contact persons include an organisation's own account (types 1 and 2), its first main contact person.
    expect([...(contact?.userTypes ?? [])].sort()).toEqual(
      [UserType.Under250, UserType.Over250, UserType.Pilot, UserType.ContactPerson].sort(),
    );
    expect(contact?.organizationCheck).toBe(true);
    expect(appRoutes.find((r) => r.path === '/my-site/organization/:orgId')?.userTypes).toEqual([UserType.Pilot]);
    for (const path of ['/my-site/pilot-management/:orgId', '/my-site/payment/:orgId', '/my-site/organization-information/:orgId']) {
      expect(appRoutes.find((r) => r.path === path)?.menu?.hidden, path).toBe(true);
    }
    expect(appRoutes.find((r) => r.path === '/my-site/information')?.menu?.hidden).toBeFalsy();
  });

  it('leaves public and account routes open', () => {
    for (const path of [
      '/',
      '/privacy',
      '/register',
      '/account/login',
      '/index',
      '/exception',
      '/verify/:userTypeId/:step/:token/:isLogin?',
    ]) {
      const route = appRoutes.find((r) => r.path === path);
      expect(route?.permissions ?? [], path).toEqual([]);
      expect(route?.requiresAuth ?? false, path).toBe(false);
    }
  });

  it('places the admin menu in the groups exam, operator and courses, or at the top', () => {
    const everything = new Set(Object.values(Permission));
    const menu = menuOf('admin', everything);
    expect(menu.exam.map((r) => r.path)).toEqual([
      '/admin/examination/a1a3',
      '/admin/examination/a2',
      '/admin/exam/sessions',
      '/admin/exam/drone-exam-result',
      '/admin/exam/certificates',
      '/admin/exam/accommodations',
      '/admin/exam/general-settings',
    ]);
    expect(menu.operator.map((r) => r.path)).toEqual(['/admin/organization', '/admin/drone-operator', '/admin/organization-payments']);
    expect(menu.courses.map((r) => r.path)).toEqual(['/admin/courses/A1A3', '/admin/courses/A2']);
    expect(menu.top.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/admin', '/admin/users', '/admin/roles', '/admin/tenants', '/admin/configuration', '/admin/outbox']),
    );
    for (const list of Object.values(menu)) for (const route of list) expect(route.path).not.toContain(':');
  });

  it('shows only what the permissions open', () => {
    const menu = menuOf('admin', new Set([Permission.Administrator, Permission.Users]));
    expect(menu.top.map((r) => r.path)).toContain('/admin/users');
    expect(menu.top.map((r) => r.path)).toContain('/admin/outbox');
    expect(menu.top.map((r) => r.path)).not.toContain('/admin/roles');
    expect(menu.exam).toEqual([]);
    expect(menuOf('admin', new Set()).top).toEqual([]);
  });

  it('leaves the installation’s own pages out of a tenant’s menus', () => {
    const admin = new Set([Permission.Administrator]);
    const host = menuOf('admin', admin).top.map((r) => r.path);
    expect(host).toEqual(expect.arrayContaining(['/admin/backups', '/admin/job-queues', '/admin/operator-lookup-clients']));
    const tenant = menuOf('admin', admin, null, true).top.map((r) => r.path);
    expect(tenant).not.toContain('/admin/backups');
    expect(tenant).not.toContain('/admin/job-queues');
    expect(tenant).not.toContain('/admin/operator-lookup-clients');
    expect(tenant).toContain('/admin/dashboard');
  });

  it('opens a route needing any one of a list to each of them, and not without one', () => {
    const operatorMenu = (own: string[]) => menuOf('admin', new Set([Permission.Administrator, ...own])).operator.map((r) => r.path);
    expect(operatorMenu([Permission.DroneRegister])).toEqual(['/admin/drone-operator', '/admin/organization-payments']);
    expect(operatorMenu([Permission.DroneOperator])).toContain('/admin/drone-operator');
    expect(operatorMenu([Permission.Organizations])).not.toContain('/admin/drone-operator');
  });

  it('filters the my-site menu by user type', () => {
    const pilotMenu = menuOf('mySite', new Set([Permission.Pilot]), UserType.Pilot).top.map((r) => r.path);
    expect(pilotMenu).toContain('/my-site/competency');
    expect(pilotMenu).toContain('/my-site/self-declaration');
    // Section 2 names no user type for the one-time self-declaration: a contact person makes it too.
    const contactMenu = menuOf('mySite', new Set([Permission.Pilot]), UserType.ContactPerson).top.map((r) => r.path);
    expect(contactMenu).toContain('/my-site/self-declaration');
    const noType = menuOf('mySite', new Set([Permission.Pilot]), null).top.map((r) => r.path);
    expect(noType).not.toContain('/my-site/competency');
    expect(noType).toContain('/my-site/information');
  });

  it('names breadcrumb parents that exist', () => {
    for (const route of appRoutes) {
      if (!route.parent) continue;
      expect(parentOf(route, { examinationId: '1' }), route.id).toBeDefined();
    }
    expect(parentOf(routeById('adminExaminationCategory'), { examinationId: '2' })?.id).toBe('adminExaminationA2');
    expect(parentOf(routeById('adminExaminationCategory'), { examinationId: '1' })?.id).toBe('adminExaminationA1A3');
  });

  it('fills route paths', () => {
    expect(routePath('adminUsers')).toBe('/admin/users');
    expect(routePath('verify', { userTypeId: 3, step: 1, token: 'abc' })).toBe('/verify/3/1/abc');
    expect(routePath('payment')).toBe('/payment');
    expect(routePath('home')).toBe('/');
    expect(() => routePath('verifyResetPassword')).toThrow();
  });

  it('gives breadcrumbs up the route table, a question under its category', () => {
    const translate = (key: string) => titles.en[key.replace('routes:', '')];
    expect(buildBreadcrumbs('/admin/examination/2/category/7/question/11', appRoutes, { translate })).toEqual([
      { url: '/admin', title: 'Overview' },
      { url: '/admin/examination/a2', title: 'Question bank A2' },
      { url: '/admin/examination/2/category/7', title: 'Category' },
      { url: '/admin/examination/2/category/7/question/11', title: 'Question' },
    ]);
    expect(buildBreadcrumbs('/admin/users', appRoutes, { translate }).map((i) => i.url)).toEqual(['/admin', '/admin/users']);
    expect(buildBreadcrumbs('/my-site/payment/5', appRoutes, { translate }).map((i) => i.url)).toEqual([
      '/my-site/default',
      '/my-site/payment',
      '/my-site/payment/5',
    ]);
  });
});
