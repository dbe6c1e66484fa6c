import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  mySiteInformation: lazyScreen(
    () => import('./pages/information-page'),
    (m) => m.InformationPage,
  ),
  mySiteSelfDeclaration: lazyScreen(
    () => import('./pages/self-declaration-page'),
    (m) => m.SelfDeclarationPage,
  ),
  mySiteOperatorInformation: lazyScreen(
    () => import('./pages/operator-information-page'),
    (m) => m.OperatorInformationPage,
  ),
};
