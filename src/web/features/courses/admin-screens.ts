import { lazyScreen, type FeatureScreens } from '../../lib/screens';

const courseAdminPage = lazyScreen(
  () => import('./pages/course-admin-page'),
  (m) => m.CourseAdminPage,
);

export const screens: FeatureScreens = {
  adminCoursesA1A3: courseAdminPage,
  adminCoursesA2: courseAdminPage,
};
