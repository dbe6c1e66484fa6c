import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  mySiteMyData: lazyScreen(
    () => import('./pages/my-data-page'),
    (m) => m.MyDataPage,
  ),
};
