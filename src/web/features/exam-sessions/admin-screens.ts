import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminExamSessions: lazyScreen(
    () => import('./pages/exam-sessions-page'),
    (m) => m.ExamSessionsPage,
  ),
  adminExamGeneralSettings: lazyScreen(
    () => import('./pages/exam-general-settings-page'),
    (m) => m.ExamGeneralSettingsPage,
  ),
};
