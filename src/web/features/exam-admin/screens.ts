import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminExamSessions: lazyScreen(() => import('./pages/exam-sessions-page'), (m) => m.ExamSessionsPage),
  adminExamResults: lazyScreen(() => import('./pages/exam-results-page'), (m) => m.ExamResultsPage),
  adminExamResultDetail: lazyScreen(() => import('./pages/exam-result-detail-page'), (m) => m.ExamResultDetailPage),
  adminExamGeneralSettings: lazyScreen(() => import('./pages/exam-general-settings-page'), (m) => m.ExamGeneralSettingsPage),
};
