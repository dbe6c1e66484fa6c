import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminBackups: lazyScreen(
    () => import('./pages/backups-page'),
    (m) => m.BackupsPage,
  ),
};
