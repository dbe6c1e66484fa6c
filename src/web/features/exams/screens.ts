import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  faq: lazyScreen(
    () => import('./pages/faq-page'),
    (m) => m.FaqPage,
  ),
  examinationPrepare: lazyScreen(
    () => import('./pages/examination-prepare-page'),
    (m) => m.ExaminationPreparePage,
  ),
  examination: lazyScreen(
    () => import('./pages/examination-page'),
    (m) => m.ExaminationPage,
  ),
  examinationStart: lazyScreen(
    () => import('./pages/examination-take-page'),
    (m) => m.ExaminationTakePage,
  ),
  examinationStartJoined: lazyScreen(
    () => import('./pages/examination-start-joined'),
    (m) => m.ExaminationStartJoinedPage,
  ),
  examinationResult: lazyScreen(
    () => import('./pages/examination-result-page'),
    (m) => m.ExaminationResultPage,
  ),
};
