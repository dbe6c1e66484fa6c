import { lazyScreen, readyScreen, type FeatureScreens } from '../../lib/screens';
import { ExceptionPage } from './pages/exception-page';

const homePage = lazyScreen(
  () => import('./pages/home-page'),
  (m) => m.HomePage,
);

export const screens: FeatureScreens = {
  home: homePage,
  homeHome: homePage,
  homeDefault: homePage,
  privacy: lazyScreen(
    () => import('./pages/privacy-page'),
    (m) => m.PrivacyPage,
  ),
  exception: readyScreen(ExceptionPage),
};
