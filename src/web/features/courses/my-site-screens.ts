import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  mySiteCourse: lazyScreen(
    () => import('./pages/course-reader-page'),
    (m) => m.CourseReaderPage,
  ),
};
