import { Progress } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { BreadcrumbProvider } from '../../components/breadcrumbs';
import { SkipLink } from '../../components/skip-link';
import { settingsPollMs, siteStatusOf, userConfigurationQuery } from '../../lib/app-session';
import { isMaintenanceSkipped } from '../../lib/session';
import { useCrossTabLogout } from '../../lib/use-cross-tab-logout';
import { useIdSession } from '../../features/id-login/use-id-session';
import { breadcrumbTitleResolvers } from '../breadcrumb-resolvers';
import { usePageTitle } from '../page-title';
import { appRoutes } from '../../lib/routes';

// Shown only around a maintenance window, so loaded only then (they bring the date library along).
const MaintenanceScreen = lazy(async () => ({ default: (await import('../../components/maintenance-screen')).MaintenanceScreen }));
const WarningBanner = lazy(async () => ({ default: (await import('../../components/warning-banner')).WarningBanner }));

/**
 * Above every layout: the settings poll (every 5 s) that drives the maintenance screen and the
 * warning banner, the watch on the session (the identity provider's time left, a logout in another
 * tab or by the provider), the page title, the skip link and the navigation progress bar.
 */
export function RootLayout() {
  const { t } = useTranslation('common');
  const configuration = useQuery({ ...userConfigurationQuery(), refetchInterval: settingsPollMs });
  const status = siteStatusOf(configuration.data?.setting.values, isMaintenanceSkipped());
  const navigation = useNavigation();
  usePageTitle();
  useIdSession();
  useCrossTabLogout();

  if (status.maintenance) {
    return (
      <Suspense fallback={null}>
        <MaintenanceScreen from={status.maintenanceFrom} to={status.maintenanceTo} />
      </Suspense>
    );
  }

  return (
    <>
      <SkipLink />
      {navigation.state !== 'idle' ? (
        <Progress className="nav-progress" value={100} animated size="xs" aria-label={t('loading')} radius={0} />
      ) : null}
      {status.warning ? (
        <Suspense fallback={null}>
          <WarningBanner from={status.maintenanceFrom} to={status.maintenanceTo} />
        </Suspense>
      ) : null}
      <BreadcrumbProvider routes={appRoutes} resolvers={breadcrumbTitleResolvers}>
        <Outlet />
      </BreadcrumbProvider>
      <ScrollRestoration />
    </>
  );
}
