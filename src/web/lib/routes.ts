import { Permission, type PermissionName } from '../../shared/permissions';
import { CertificateType, UserType } from '../../shared/enums';
import { isUserTypeAllowed, type OrganizationAccess } from './guard';
import { knownExaminationType } from './known-categories';

/**
 * The route table: the single source of truth for every route of specification section 2 — its
 * path, page title, permissions, user types, organisation check, menu placement and breadcrumb
 * parent. The router registers a screen only for the routes built so far (see router.tsx);
 * the others stay here so that guards, menus and titles are already decided.
 */
export type RouteArea = 'public' | 'account' | 'admin' | 'mySite';
export type MenuGroup = 'top' | 'exam' | 'operator' | 'courses';

export interface MenuPlacement {
  group: MenuGroup;
  /** Known to the menu but not listed (detail routes, routes with parameters). */
  hidden?: boolean;
  order: number;
}

export interface AppRoute {
  id: string;
  path: string;
  /** `routes:<id>`; the page title is "Title | App name". */
  titleKey: string;
  area: RouteArea;
  /** All are required; admin routes start with Pages.Administrator. */
  permissions?: readonly PermissionName[];
  requiresAuth?: boolean;
  userTypes?: readonly number[];
  organizationCheck?: boolean;
  /** What the organisation check asks of the person (lib/guard.ts); `member` when left out. */
  organizationAccess?: OrganizationAccess;
  menu?: MenuPlacement;
  /** Breadcrumb parent: a route id, or one picked from the current parameters. */
  parent?: string | ((params: Readonly<Record<string, string | undefined>>) => string);
  /** The parent's parameters when they are named differently. */
  parentParams?: (params: Readonly<Record<string, string | undefined>>) => Readonly<Record<string, string | undefined>>;
  /** A query parameter the route expects (`/exception?type=`). */
  query?: readonly string[];
}

const admin = (own?: PermissionName): PermissionName[] => (own ? [Permission.Administrator, own] : [Permission.Administrator]);
const pilot: PermissionName[] = [Permission.Pilot];
/** A question's category is the category route's `id`. */
const categoryOf = (params: Readonly<Record<string, string | undefined>>) => ({
  examinationId: params.examinationId,
  id: params.categoryId,
});
/**
 * A category sits under the question bank of its examination's certificate type. Examination ids
 * are database ids, so the type is the one the screens have loaded; until then the old rule of
 * specification section 9 stands in (exam id 2 is A2, all others A1A3).
 */
const examinationPageOf = (params: Readonly<Record<string, string | undefined>>) => {
  const id = Number(params.examinationId);
  const type = Number.isInteger(id) ? knownExaminationType(id) : undefined;
  const isA2 = type === undefined ? params.examinationId === '2' : type === CertificateType.A2;
  return isA2 ? 'adminExaminationA2' : 'adminExaminationA1A3';
};
const allUserTypes = [UserType.Over250, UserType.Under250, UserType.ContactPerson, UserType.Pilot] as const;

const r = (id: string, path: string, area: RouteArea, extra: Omit<AppRoute, 'id' | 'path' | 'area' | 'titleKey'> = {}): AppRoute => ({
  id,
  path,
  area,
  titleKey: `routes:${id}`,
  ...extra,
});

export const appRoutes: readonly AppRoute[] = [
  // Public and general routes
  r('home', '/', 'public'),
  r('homeHome', '/home', 'public', { parent: 'home' }),
  r('homeDefault', '/default', 'public', { parent: 'home' }),
  r('faq', '/faq', 'public', { parent: 'home' }),
  r('privacy', '/privacy', 'public', { parent: 'home' }),
  r('register', '/register', 'public', { parent: 'home' }),
  r('verifyPayment', '/verify-payment', 'public', { parent: 'home' }),
  r('index', '/index', 'public', { parent: 'home' }),
  r('logout', '/logout', 'public'),
  r('paymentError', '/paymentError=1', 'public', { parent: 'home' }),
  r('signinOidc', '/signin-oidc', 'public'),
  r('examinationPrepare', '/examination-prepare/:type', 'public', { requiresAuth: true, parent: 'home' }),
  r('examination', '/examination/:type', 'public', { requiresAuth: true, parent: 'home' }),
  r('examinationResult', '/ExaminationResult/:type', 'public', { requiresAuth: true, parent: 'home' }),
  r('examinationPayment', '/ExaminationPayment', 'public', { requiresAuth: true, parent: 'home' }),
  // The specification writes `/examination/:type/start:question?`: a start segment with an optional question.
  r('examinationStart', '/examination/:type/start/:question?', 'public', { requiresAuth: true, parent: 'examination' }),
  r('registerStep', '/register-step/:type/:step', 'public', { parent: 'register' }),
  r('registerUser', '/register-user', 'public', { parent: 'home' }),
  r('payment', '/payment/:type?', 'public', { parent: 'home' }),
  r('paymentCertificate', '/payment-certificate/:pilotType?/:orgId?', 'public', { parent: 'home' }),
  r('exception', '/exception', 'public', { query: ['type'] }),
  r('verifyRegister', '/verify-register/:userTypeId/:step/:token', 'public', { parent: 'home' }),
  r('verifyQrCode', '/verify-qrcode/:userId/:token', 'public', { parent: 'home' }),
  r('verify', '/verify/:userTypeId/:step/:token/:isLogin?', 'public', { parent: 'home' }),
  r('verifyResetPassword', '/verify-reset-password/:token', 'public', { parent: 'home' }),

  // Account
  r('account', '/account', 'account'),
  r('accountLogin', '/account/login', 'account', { parent: 'home' }),
  r('accountNewPassword', '/account/login/new-password/:userId/:passwordResetCode', 'account', { parent: 'accountLogin' }),

  // Pilot self-service
  r('mySite', '/my-site', 'mySite', { permissions: pilot }),
  r('mySiteDefault', '/my-site/default', 'mySite', { permissions: pilot, menu: { group: 'top', order: 0 } }),
  r('mySiteSelfDeclaration', '/my-site/self-declaration', 'mySite', {
    permissions: pilot,
    userTypes: [UserType.Pilot],
    parent: 'mySiteDefault',
    menu: { group: 'top', order: 5 },
  }),
  r('mySiteInformation', '/my-site/information', 'mySite', {
    permissions: pilot,
    parent: 'mySiteDefault',
    menu: { group: 'top', order: 1 },
  }),
  // Not in the specification's table: the built-in course reader, opened from the pilot's home and the exam preparation.
  r('mySiteCourse', '/my-site/course/:type', 'mySite', { permissions: pilot, parent: 'mySiteDefault' }),
  r('mySiteCompetency', '/my-site/competency', 'mySite', {
    permissions: pilot,
    userTypes: allUserTypes,
    parent: 'mySiteDefault',
    menu: { group: 'top', order: 2 },
  }),
  r('mySiteOperatorInformation', '/my-site/operator-information', 'mySite', {
    permissions: pilot,
    userTypes: allUserTypes,
    parent: 'mySiteDefault',
    menu: { group: 'top', order: 3 },
  }),
  r('mySitePayment', '/my-site/payment', 'mySite', {
    permissions: pilot,
    userTypes: allUserTypes,
    parent: 'mySiteDefault',
    menu: { group: 'top', order: 4 },
  }),
  // Not in the specification's table: the person's data to download and their request for erasure (issue 15).
  r('mySiteMyData', '/my-site/my-data', 'mySite', {
    permissions: pilot,
    userTypes: allUserTypes,
    parent: 'mySiteDefault',
    menu: { group: 'top', order: 6 },
  }),
  r('mySiteContactPerson', '/my-site/contact-person/:orgId', 'mySite', {
    permissions: pilot,
    // The account of an organisation is its main contact person, so it opens the page as contact persons do.
    userTypes: allUserTypes,
    organizationCheck: true,
    organizationAccess: 'member',
    parent: 'mySiteDefault',
  }),
  r('mySitePilotManagement', '/my-site/pilot-management/:orgId', 'mySite', {
    permissions: pilot,
    organizationCheck: true,
    organizationAccess: 'contact',
    parent: 'mySiteDefault',
    menu: { group: 'top', hidden: true, order: 10 },
  }),
  r('mySitePaymentOrganization', '/my-site/payment/:orgId', 'mySite', {
    permissions: pilot,
    organizationCheck: true,
    organizationAccess: 'contact',
    parent: 'mySitePayment',
    menu: { group: 'top', hidden: true, order: 11 },
  }),
  r('mySiteOrganization', '/my-site/organization/:orgId', 'mySite', {
    permissions: pilot,
    userTypes: [UserType.Pilot],
    organizationCheck: true,
    // An invited pilot opens it to answer the invitation.
    organizationAccess: 'pilot',
    parent: 'mySiteDefault',
  }),
  r('mySiteOrganizationInformation', '/my-site/organization-information/:orgId', 'mySite', {
    permissions: pilot,
    organizationCheck: true,
    organizationAccess: 'contact',
    parent: 'mySiteDefault',
    menu: { group: 'top', hidden: true, order: 12 },
  }),

  // Administration
  r('adminHome', '/admin', 'admin', { permissions: admin(), menu: { group: 'top', order: 0 } }),
  r('adminDashboard', '/admin/dashboard', 'admin', { permissions: admin(), parent: 'adminHome', menu: { group: 'top', order: 1 } }),
  r('adminLogout', '/admin/logout', 'admin', { permissions: admin() }),
  r('adminException', '/admin/exception', 'admin', { permissions: admin(), query: ['type'], parent: 'adminHome' }),
  r('adminReference', '/admin/reference', 'admin', { permissions: admin(), parent: 'adminHome' }),
  r('adminPilot', '/admin/pilot', 'admin', {
    permissions: admin(Permission.Pilots),
    parent: 'adminHome',
    menu: { group: 'top', order: 2 },
  }),
  r('adminExaminationA1A3', '/admin/examination/a1a3', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminHome',
    menu: { group: 'exam', order: 0 },
  }),
  r('adminExaminationA2', '/admin/examination/a2', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminHome',
    menu: { group: 'exam', order: 1 },
  }),
  r('adminExamSessions', '/admin/exam/sessions', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminHome',
    menu: { group: 'exam', order: 2 },
  }),
  r('adminExamResults', '/admin/exam/drone-exam-result', 'admin', {
    permissions: admin(Permission.ExamResults),
    parent: 'adminHome',
    menu: { group: 'exam', order: 3 },
  }),
  r('adminExamResultDetail', '/admin/exam/drone-exam-result/:certificateId/:userId', 'admin', {
    permissions: admin(Permission.ExamResults),
    parent: 'adminExamResults',
    menu: { group: 'exam', hidden: true, order: 4 },
  }),
  // Not in the specification's table: extra exam time granted as an accommodation (WCAG 2.2.1).
  r('adminExamAccommodations', '/admin/exam/accommodations', 'admin', {
    permissions: admin(Permission.ExamResults),
    parent: 'adminHome',
    menu: { group: 'exam', order: 4.5 },
  }),
  r('adminExamGeneralSettings', '/admin/exam/general-settings', 'admin', {
    permissions: admin(Permission.ExamGeneralSettings),
    parent: 'adminHome',
    menu: { group: 'exam', order: 5 },
  }),
  r('adminExaminationCategory', '/admin/examination/:examinationId/category/:id', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: examinationPageOf,
    menu: { group: 'exam', hidden: true, order: 6 },
  }),
  r('adminQuestion', '/admin/examination/:examinationId/category/:categoryId/question/:id', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminExaminationCategory',
    parentParams: categoryOf,
    menu: { group: 'exam', hidden: true, order: 7 },
  }),
  r('adminNewQuestion', '/admin/examination/:examinationId/category/:categoryId/new-question', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminExaminationCategory',
    parentParams: categoryOf,
    menu: { group: 'exam', hidden: true, order: 8 },
  }),
  r('adminOrganization', '/admin/organization', 'admin', {
    permissions: admin(Permission.Organizations),
    parent: 'adminHome',
    menu: { group: 'operator', order: 0 },
  }),
  r('adminOrganizationDetail', '/admin/organization/:orgName/:orgId', 'admin', {
    permissions: admin(Permission.Organizations),
    parent: 'adminOrganization',
    menu: { group: 'operator', hidden: true, order: 1 },
  }),
  r('adminDroneOperator', '/admin/drone-operator', 'admin', {
    permissions: admin(Permission.DroneOperator),
    parent: 'adminHome',
    menu: { group: 'operator', order: 2 },
  }),
  r('adminOrganizationPayments', '/admin/organization-payments', 'admin', {
    permissions: admin(),
    parent: 'adminHome',
    menu: { group: 'operator', order: 3 },
  }),
  // Course content is theory-exam material, so the exam bank's permission governs it (docs/decisions/0005).
  r('adminCoursesA1A3', '/admin/courses/A1A3', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminHome',
    menu: { group: 'courses', order: 0 },
  }),
  r('adminCoursesA2', '/admin/courses/A2', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminHome',
    menu: { group: 'courses', order: 1 },
  }),
  r('adminUsers', '/admin/users', 'admin', {
    permissions: admin(Permission.Users),
    parent: 'adminHome',
    menu: { group: 'top', order: 10 },
  }),
  r('adminRoles', '/admin/roles', 'admin', {
    permissions: admin(Permission.Roles),
    parent: 'adminHome',
    menu: { group: 'top', order: 11 },
  }),
  r('adminTenants', '/admin/tenants', 'admin', {
    permissions: admin(Permission.Tenants),
    parent: 'adminHome',
    menu: { group: 'top', order: 12 },
  }),
  r('adminConfiguration', '/admin/configuration', 'admin', {
    permissions: admin(Permission.Settings),
    parent: 'adminHome',
    menu: { group: 'top', order: 13 },
  }),
  // Not in the specification's table: backups of the embedded database (issue 15).
  r('adminBackups', '/admin/backups', 'admin', {
    permissions: admin(),
    parent: 'adminHome',
    menu: { group: 'top', order: 14.9 },
  }),
  r('adminOutbox', '/admin/outbox', 'admin', {
    permissions: admin(Permission.Users),
    parent: 'adminHome',
    menu: { group: 'top', order: 14 },
  }),
  // Not in the specification's table: requests for the erasure of personal data (issue 15).
  r('adminErasureRequests', '/admin/erasure-requests', 'admin', {
    permissions: admin(Permission.Users),
    parent: 'adminHome',
    menu: { group: 'top', order: 14.8 },
  }),
  r('adminMailings', '/admin/mailings', 'admin', {
    permissions: admin(Permission.Users),
    parent: 'adminHome',
    menu: { group: 'top', order: 15 },
  }),
  r('adminMailing', '/admin/mailings/:id', 'admin', { permissions: admin(Permission.Users), parent: 'adminMailings' }),
  r('adminMailingToAllUsers', '/admin/mailings/new/all-users', 'admin', { permissions: admin(Permission.Users), parent: 'adminMailings' }),
  r('adminMailingToUser', '/admin/mailings/new/user/:userId', 'admin', { permissions: admin(Permission.Users), parent: 'adminMailings' }),
  r('adminMailingToOrganization', '/admin/mailings/new/organization/:orgId', 'admin', {
    permissions: admin(Permission.Users),
    parent: 'adminMailings',
  }),
  // Not in the specification's table: the audit log that its Pages.Log permission opens (issue 15).
  r('adminAuditLog', '/admin/audit-log', 'admin', {
    permissions: admin(Permission.Log),
    parent: 'adminHome',
    menu: { group: 'top', order: 14.6 },
  }),
];

const byId = new Map(appRoutes.map((route) => [route.id, route]));

export function routeById(id: string): AppRoute {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

/** The path of a route with its parameters filled in; optional ones left out when absent. */
export function routePath(id: string, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  const path = routeById(id).path.replace(/\/:(\w+)(\?)?/g, (_m, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Route ${id} needs ${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return path === '' ? '/' : path;
}

export function parentOf(route: AppRoute, params: Readonly<Record<string, string | undefined>>): AppRoute | undefined {
  if (!route.parent) return undefined;
  const id = typeof route.parent === 'function' ? route.parent(params) : route.parent;
  return byId.get(id);
}

/** Whether the permissions granted open the route (permissions only; the guard checks the rest). */
export function isRouteGranted(route: AppRoute, granted: ReadonlySet<string>): boolean {
  return (route.permissions ?? []).every((p) => granted.has(p));
}

/** The visible menu of an area, grouped and ordered, for the permissions granted. */
export function menuOf(area: RouteArea, granted: ReadonlySet<string>, userTypeId: number | null = null): Record<MenuGroup, AppRoute[]> {
  const groups: Record<MenuGroup, AppRoute[]> = { top: [], exam: [], operator: [], courses: [] };
  for (const route of appRoutes) {
    if (route.area !== area || !route.menu || route.menu.hidden) continue;
    if (!isRouteGranted(route, granted)) continue;
    if (!isUserTypeAllowed(route, userTypeId)) continue;
    groups[route.menu.group].push(route);
  }
  for (const list of Object.values(groups)) list.sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
  return groups;
}

export const menuGroups: readonly MenuGroup[] = ['top', 'exam', 'operator', 'courses'];
