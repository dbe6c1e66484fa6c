import { Permission, type PermissionName } from '../../../shared/permissions';
import { CertificateType } from '../../../shared/enums';
import { knownExaminationType } from '../known-categories';
import { route, type AppRoute } from './route';

const admin = (own?: PermissionName | readonly PermissionName[]) => (own ? [Permission.Administrator, own] : [Permission.Administrator]);
/** A question's category is the category route's `id`. */
const categoryOf = (params: Readonly<Record<string, string | undefined>>) => ({
  examinationId: params.examinationId,
  id: params.categoryId,
});
/**
 * A category sits under the question bank of its examination's certificate type. Examination ids
 * are database ids, so the type is the one the screens have loaded; until then the old rule of
 * Requirements §9 stands in (exam id 2 is A2, all others A1A3).
 */
const examinationPageOf = (params: Readonly<Record<string, string | undefined>>) => {
  const id = Number(params.examinationId);
  const type = Number.isInteger(id) ? knownExaminationType(id) : undefined;
  const isA2 = type === undefined ? params.examinationId === '2' : type === CertificateType.A2;
  return isA2 ? 'adminExaminationA2' : 'adminExaminationA1A3';
};

/** The administration's pages, which come with its first screen. */
export const adminRoutes: readonly AppRoute[] = [
  route('adminHome', '/admin', 'admin', { permissions: admin(), menu: { group: 'top', order: 0 } }),
  route('adminDashboard', '/admin/dashboard', 'admin', { permissions: admin(), parent: 'adminHome', menu: { group: 'top', order: 1 } }),
  route('adminLogout', '/admin/logout', 'admin', { permissions: admin() }),
  route('adminException', '/admin/exception', 'admin', { permissions: admin(), query: ['type'], parent: 'adminHome' }),
  route('adminReference', '/admin/reference', 'admin', { permissions: admin(), parent: 'adminHome' }),
  route('adminPilot', '/admin/pilot', 'admin', {
    permissions: admin(Permission.Pilots),
    parent: 'adminHome',
    menu: { group: 'top', order: 2 },
  }),
  route('adminExaminationA1A3', '/admin/examination/a1a3', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminHome',
    menu: { group: 'exam', order: 0 },
  }),
  route('adminExaminationA2', '/admin/examination/a2', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminHome',
    menu: { group: 'exam', order: 1 },
  }),
  route('adminExamSessions', '/admin/exam/sessions', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminHome',
    menu: { group: 'exam', order: 2 },
  }),
  route('adminExamResults', '/admin/exam/drone-exam-result', 'admin', {
    permissions: admin(Permission.ExamResults),
    parent: 'adminHome',
    menu: { group: 'exam', order: 3 },
  }),
  route('adminExamResultDetail', '/admin/exam/drone-exam-result/:certificateId/:userId', 'admin', {
    permissions: admin(Permission.ExamResults),
    parent: 'adminExamResults',
    menu: { group: 'exam', hidden: true, order: 4 },
  }),
  // Not in the specification's table: certificates by hand (Certificate/CreateCertificate and
  // CreateNewCertificates). Finding the person reads the pilot list, so its permission is needed too.
  route('adminIssueCertificates', '/admin/exam/certificates', 'admin', {
    permissions: [Permission.Administrator, Permission.ExamResults, Permission.Pilots],
    parent: 'adminHome',
    menu: { group: 'exam', order: 3.5 },
  }),
  // Not in the specification's table: extra exam time granted as an accommodation (WCAG 2.2.1).
  route('adminExamAccommodations', '/admin/exam/accommodations', 'admin', {
    permissions: admin(Permission.ExamResults),
    parent: 'adminHome',
    menu: { group: 'exam', order: 4.5 },
  }),
  route('adminExamGeneralSettings', '/admin/exam/general-settings', 'admin', {
    permissions: admin(Permission.ExamGeneralSettings),
    parent: 'adminHome',
    menu: { group: 'exam', order: 5 },
  }),
  route('adminExaminationCategory', '/admin/examination/:examinationId/category/:id', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: examinationPageOf,
    menu: { group: 'exam', hidden: true, order: 6 },
  }),
  route('adminQuestion', '/admin/examination/:examinationId/category/:categoryId/question/:id', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminExaminationCategory',
    parentParams: categoryOf,
    menu: { group: 'exam', hidden: true, order: 7 },
  }),
  route('adminNewQuestion', '/admin/examination/:examinationId/category/:categoryId/new-question', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminExaminationCategory',
    parentParams: categoryOf,
    menu: { group: 'exam', hidden: true, order: 8 },
  }),
  route('adminOrganization', '/admin/organization', 'admin', {
    permissions: admin(Permission.Organizations),
    parent: 'adminHome',
    menu: { group: 'operator', order: 0 },
  }),
  route('adminOrganizationDetail', '/admin/organization/:orgName/:orgId', 'admin', {
    permissions: admin(Permission.Organizations),
    parent: 'adminOrganization',
    menu: { group: 'operator', hidden: true, order: 1 },
  }),
  // Those who keep the operators or only read their register (docs/decisions/0031).
  route('adminDroneOperator', '/admin/drone-operator', 'admin', {
    permissions: admin([Permission.DroneOperator, Permission.DroneRegister]),
    parent: 'adminHome',
    menu: { group: 'operator', order: 2 },
  }),
  route('adminOrganizationPayments', '/admin/organization-payments', 'admin', {
    permissions: admin(),
    parent: 'adminHome',
    menu: { group: 'operator', order: 3 },
  }),
  // Course content is theory-exam material, so the exam bank's permission governs it (docs/decisions/0005).
  route('adminCoursesA1A3', '/admin/courses/A1A3', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminHome',
    menu: { group: 'courses', order: 0 },
  }),
  route('adminCoursesA2', '/admin/courses/A2', 'admin', {
    permissions: admin(Permission.Examinations),
    parent: 'adminHome',
    menu: { group: 'courses', order: 1 },
  }),
  route('adminUsers', '/admin/users', 'admin', {
    permissions: admin(Permission.Users),
    parent: 'adminHome',
    menu: { group: 'top', order: 10 },
  }),
  route('adminRoles', '/admin/roles', 'admin', {
    permissions: admin(Permission.Roles),
    parent: 'adminHome',
    menu: { group: 'top', order: 11 },
  }),
  route('adminTenants', '/admin/tenants', 'admin', {
    permissions: admin(Permission.Tenants),
    parent: 'adminHome',
    menu: { group: 'top', order: 12 },
  }),
  route('adminConfiguration', '/admin/configuration', 'admin', {
    permissions: admin(Permission.Settings),
    parent: 'adminHome',
    menu: { group: 'top', order: 13 },
  }),
  // Not in the specification's table: backups of the embedded database (issue 15).
  route('adminBackups', '/admin/backups', 'admin', {
    permissions: admin(),
    hostOnly: true,
    parent: 'adminHome',
    menu: { group: 'top', order: 14.9 },
  }),
  // Not in the specification's table: the background jobs' queues, for the host's administrators (issue 37).
  route('adminJobQueues', '/admin/job-queues', 'admin', {
    permissions: admin(),
    hostOnly: true,
    parent: 'adminHome',
    menu: { group: 'top', order: 14.95 },
  }),
  // Not in the specification's table: authorities' clients of the operator-number lookup (decision 0043).
  route('adminOperatorLookupClients', '/admin/operator-lookup-clients', 'admin', {
    permissions: admin(),
    hostOnly: true,
    parent: 'adminHome',
    menu: { group: 'top', order: 14.96 },
  }),
  route('adminOutbox', '/admin/outbox', 'admin', {
    permissions: admin(Permission.Users),
    parent: 'adminHome',
    menu: { group: 'top', order: 14 },
  }),
  // Not in the specification's table: requests for the erasure of personal data (issue 15).
  route('adminErasureRequests', '/admin/erasure-requests', 'admin', {
    permissions: admin(Permission.Users),
    parent: 'adminHome',
    menu: { group: 'top', order: 14.8 },
  }),
  route('adminMailings', '/admin/mailings', 'admin', {
    permissions: admin(Permission.Users),
    parent: 'adminHome',
    menu: { group: 'top', order: 15 },
  }),
  route('adminMailing', '/admin/mailings/:id', 'admin', { permissions: admin(Permission.Users), parent: 'adminMailings' }),
  route('adminMailingToAllUsers', '/admin/mailings/new/all-users', 'admin', {
    permissions: admin(Permission.Users),
    parent: 'adminMailings',
  }),
  route('adminMailingToUser', '/admin/mailings/new/user/:userId', 'admin', {
    permissions: admin(Permission.Users),
    parent: 'adminMailings',
  }),
  route('adminMailingToOrganization', '/admin/mailings/new/organization/:orgId', 'admin', {
    permissions: admin(Permission.Users),
    parent: 'adminMailings',
  }),
  // Not in the specification's table: in-app notices by hand (the Notification/Push* calls), beside
  // the bulk e-mail. Finding a person reads the pilot list, so its permission is needed too.
  route('adminNotices', '/admin/notices', 'admin', {
    permissions: [Permission.Administrator, Permission.Organizations, Permission.Pilots],
    parent: 'adminHome',
    menu: { group: 'top', order: 15.5 },
  }),
  // Not in the specification's table: the audit log that its Pages.Log permission opens (issue 15).
  route('adminAuditLog', '/admin/audit-log', 'admin', {
    permissions: admin(Permission.Log),
    parent: 'adminHome',
    menu: { group: 'top', order: 14.6 },
  }),
];
