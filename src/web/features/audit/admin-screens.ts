import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminAuditLog: lazyScreen(
    () => import('./pages/audit-log-page'),
    (m) => m.AuditLogPage,
  ),
};
