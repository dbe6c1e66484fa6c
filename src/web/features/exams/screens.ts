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
    // The clock and the running attempt come beside the session (decision 0041); the shell carries
    // only this line, the queries come with the screen's own files.
    { prefetch: async (queryClient, params) => (await import('./prefetch')).prefetchExam(queryClient, params) },
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
