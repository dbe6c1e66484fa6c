import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminOperatorLookupClients: lazyScreen(
    () => import('./pages/lookup-clients-page'),
    (m) => m.LookupClientsPage,
  ),
};
