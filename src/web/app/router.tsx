import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter, redirect, type RouteObject } from 'react-router';
import { LoadingState } from '../components/query-state';
import { AdminExceptionPage, AdminNotFoundPage, ExceptionPage, NotFoundPage } from '../features/home/pages/exception-page';
import type { OrganizationCheck } from '../lib/guard';
import { guardLoader, type GuardDeps } from './guard-loader';
import { AdminLayout } from './layouts/admin-layout';
import { MySiteLayout } from './layouts/my-site-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';
import { appRoutes, type AppRoute } from './routes';

type Lazy = NonNullable<RouteObject['lazy']>;
type LazyScreen = () => Promise<{ Component: React.ComponentType }>;

const screen =
  <M,>(load: () => Promise<M>, pick: (m: M) => React.ComponentType): LazyScreen =>
  async () => ({ Component: pick(await load()) });

/** Screens that are part of the shell anyway (the error screens) are not split off. */
const ready =
  (Component: React.ComponentType): LazyScreen =>
  async () => ({ Component });

const homePage = screen(() => import('../features/home/pages/home-page'), (m) => m.HomePage);
const loginPage = screen(() => import('../features/accounts/pages/login-page'), (m) => m.LoginPage);
const courseAdminPage = screen(() => import('../features/courses/pages/course-admin-page'), (m) => m.CourseAdminPage);
const examinationAdminPage = screen(() => import('../features/examinations/pages/examination-admin-page'), (m) => m.ExaminationAdminPage);
const questionEditorPage = screen(() => import('../features/examinations/pages/question-editor-page'), (m) => m.QuestionEditorPage);
const logoutPage = screen(() => import('../features/accounts/pages/logout-page'), (m) => m.LogoutPage);

/**
 * The screens built so far, by route id. Routes of the table without an entry here are not
 * registered yet: they fall through to the not-found screen of their area.
 */
export const screens: Readonly<Record<string, LazyScreen>> = {
  home: homePage,
  homeHome: homePage,
  homeDefault: homePage,
  privacy: screen(() => import('../features/home/pages/privacy-page'), (m) => m.PrivacyPage),
  exception: ready(ExceptionPage),
  index: loginPage,
  accountLogin: loginPage,
  logout: logoutPage,
  register: screen(() => import('../features/accounts/pages/register-page'), (m) => m.RegisterPage),
  verify: screen(() => import('../features/accounts/pages/verify-email-page'), (m) => m.VerifyEmailPage),
  verifyResetPassword: screen(() => import('../features/accounts/pages/verify-reset-password-page'), (m) => m.VerifyResetPasswordPage),
  accountNewPassword: screen(() => import('../features/accounts/pages/new-password-page'), (m) => m.NewPasswordPage),
  mySiteDefault: screen(() => import('../features/my-site/pages/my-site-home-page'), (m) => m.MySiteHomePage),
  adminHome: screen(() => import('../features/admin/pages/admin-home-page'), (m) => m.AdminHomePage),
  adminLogout: logoutPage,
  adminException: ready(AdminExceptionPage),
  adminUsers: screen(() => import('../features/users/pages/users-page'), (m) => m.UsersPage),
  adminRoles: screen(() => import('../features/roles/pages/roles-page'), (m) => m.RolesPage),
  adminTenants: screen(() => import('../features/tenants/pages/tenants-page'), (m) => m.TenantsPage),
  adminConfiguration: screen(() => import('../features/settings/pages/configuration-page'), (m) => m.ConfigurationPage),
  adminOutbox: screen(() => import('../features/outbox/pages/outbox-page'), (m) => m.OutboxPage),
  adminCoursesA1A3: courseAdminPage,
  adminCoursesA2: courseAdminPage,
  mySiteCourse: screen(() => import('../features/courses/pages/course-reader-page'), (m) => m.CourseReaderPage),
  adminExaminationA1A3: examinationAdminPage,
  adminExaminationA2: examinationAdminPage,
  adminExaminationCategory: screen(() => import('../features/examinations/pages/category-page'), (m) => m.CategoryPage),
  adminQuestion: questionEditorPage,
  adminNewQuestion: questionEditorPage,
  faq: screen(() => import('../features/exams/pages/faq-page'), (m) => m.FaqPage),
  examinationPrepare: screen(() => import('../features/exams/pages/examination-prepare-page'), (m) => m.ExaminationPreparePage),
  examination: screen(() => import('../features/exams/pages/examination-page'), (m) => m.ExaminationPage),
  examinationStart: screen(() => import('../features/exams/pages/examination-take-page'), (m) => m.ExaminationTakePage),
  examinationResult: screen(() => import('../features/exams/pages/examination-result-page'), (m) => m.ExaminationResultPage),
  adminExamSessions: screen(() => import('../features/exam-admin/pages/exam-sessions-page'), (m) => m.ExamSessionsPage),
  adminExamResults: screen(() => import('../features/exam-admin/pages/exam-results-page'), (m) => m.ExamResultsPage),
  adminExamResultDetail: screen(() => import('../features/exam-admin/pages/exam-result-detail-page'), (m) => m.ExamResultDetailPage),
  adminExamGeneralSettings: screen(() => import('../features/exam-admin/pages/exam-general-settings-page'), (m) => m.ExamGeneralSettingsPage),
  verifyQrCode: screen(() => import('../features/certificates/pages/verify-certificate-page'), (m) => m.VerifyCertificatePage),
  mySiteCompetency: screen(() => import('../features/certificates/pages/competency-page'), (m) => m.CompetencyPage),
};

/** Routes that only forward somewhere else. */
const redirects: Readonly<Record<string, string>> = {
  account: '/account/login',
  mySite: '/my-site/default',
};

const notFound = ready(NotFoundPage);
const adminNotFound = ready(AdminNotFoundPage);

function toRouteObject(route: AppRoute, deps: GuardDeps): RouteObject | null {
  const guard = guardLoader(route, deps);
  const target = redirects[route.id];
  if (target) {
    return {
      path: route.path,
      handle: { routeId: route.id },
      loader: async (args) => {
        await guard(args);
        throw redirect(target);
      },
    };
  }
  const lazy = screens[route.id];
  if (!lazy) return null;
  return { path: route.path, handle: { routeId: route.id }, loader: guard, lazy: lazy as Lazy, errorElement: <RouteError /> };
}

function routesOf(areas: AppRoute['area'][], deps: GuardDeps): RouteObject[] {
  return appRoutes
    .filter((r) => areas.includes(r.area))
    .map((r) => toRouteObject(r, deps))
    .filter((r): r is RouteObject => r !== null);
}

export function buildRouteObjects(deps: GuardDeps): RouteObject[] {
  const adminGuard = guardLoader(appRoutes.find((r) => r.id === 'adminHome')!, deps);
  const pilotGuard = guardLoader(appRoutes.find((r) => r.id === 'mySite')!, deps);
  return [
    {
      id: 'root',
      element: <RootLayout />,
      hydrateFallbackElement: <LoadingState />,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...routesOf(['public', 'account'], deps),
            {
              element: <MySiteLayout />,
              children: [
                ...routesOf(['mySite'], deps),
                { path: '/my-site/*', handle: { routeId: 'exception' }, loader: pilotGuard, lazy: notFound as Lazy },
              ],
            },
            { path: '*', handle: { routeId: 'exception' }, lazy: notFound as Lazy },
          ],
        },
        {
          element: <AdminLayout />,
          children: [
            ...routesOf(['admin'], deps),
            { path: '/admin/*', handle: { routeId: 'adminException' }, loader: adminGuard, lazy: adminNotFound as Lazy },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient, organizationCheck?: OrganizationCheck) {
  return createBrowserRouter(buildRouteObjects({ queryClient, organizationCheck }));
}

/** The same routes in memory, for component tests. */
export function createTestRouter(queryClient: QueryClient, initialEntries: string[], organizationCheck?: OrganizationCheck) {
  return createMemoryRouter(buildRouteObjects({ queryClient, organizationCheck }), { initialEntries });
}
