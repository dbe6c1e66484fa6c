import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminJobQueues: lazyScreen(
    () => import('./pages/job-queues-page'),
    (m) => m.JobQueuesPage,
  ),
};
