import { lazyScreen, type FeatureScreens } from '../../lib/screens';

const examinationAdminPage = lazyScreen(
  () => import('./pages/examination-admin-page'),
  (m) => m.ExaminationAdminPage,
);

export const screens: FeatureScreens = {
  adminExaminationA1A3: examinationAdminPage,
  adminExaminationA2: examinationAdminPage,
};
