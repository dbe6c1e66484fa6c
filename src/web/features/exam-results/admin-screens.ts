import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminExamResults: lazyScreen(
    () => import('./pages/exam-results-page'),
    (m) => m.ExamResultsPage,
  ),
  adminExamResultDetail: lazyScreen(
    () => import('./pages/exam-result-detail-page'),
    (m) => m.ExamResultDetailPage,
  ),
  adminExamAccommodations: lazyScreen(
    () => import('./pages/exam-accommodations-page'),
    (m) => m.ExamAccommodationsPage,
  ),
};
