import { Progress } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { settingsPollMs, siteStatusOf, userConfigurationQuery } from '../../lib/app-session';
import { isMaintenanceSkipped, readLocalSession } from '../../lib/session';
import { useCrossTabLogout } from '../../lib/use-cross-tab-logout';
import { useSession } from '../../lib/use-session';
import { LeaveGuard } from '../leave-guard';
import { usePageTitle } from '../page-title';

// Shown only around a maintenance window, so loaded only then (they bring the date library along).
const MaintenanceScreen = lazy(async () => ({ default: (await import('../../components/maintenance-screen')).MaintenanceScreen }));
const WarningBanner = lazy(async () => ({ default: (await import('../../components/warning-banner')).WarningBanner }));
// Only a session opened through the electronic ID is watched, so only such a session loads the watch.
const IdSessionWatch = lazy(async () => ({ default: (await import('../../features/id-login')).IdSessionWatch }));

/**
 * Above every layout: the settings poll (every 5 s) that drives the maintenance screen and the
 * warning banner, the watch on the session (the identity provider's time left, a logout in another
 * tab or by the provider), the page title, the question before leaving a form with unsaved
 * changes, the skip link and the navigation progress bar.
 */
export function RootLayout() {
  const { t } = useTranslation('common');
  const configuration = useQuery({ ...userConfigurationQuery(), refetchInterval: settingsPollMs });
  const status = siteStatusOf(configuration.data?.setting.values, isMaintenanceSkipped());
  const navigation = useNavigation();
  const session = useSession();
  // Read on each render: signing in or out resets the session's queries, which renders the shell again.
  const idSession =
    session.signedIn && readLocalSession().isIdLogin ? (
      <Suspense fallback={null}>
        <IdSessionWatch />
      </Suspense>
    ) : null;
  usePageTitle();
  useCrossTabLogout();

  if (status.maintenance) {
    return (
      <>
        {idSession}
        <Suspense fallback={null}>
          <MaintenanceScreen from={status.maintenanceFrom} to={status.maintenanceTo} />
        </Suspense>
      </>
    );
  }

  return (
    <>
      {idSession}
      <LeaveGuard />
      <SkipLink />
      {navigation.state !== 'idle' ? (
        <Progress className="nav-progress" value={100} animated size="xs" aria-label={t('loading')} radius={0} />
      ) : null}
      {status.warning ? (
        <Suspense fallback={null}>
          <WarningBanner from={status.maintenanceFrom} to={status.maintenanceTo} />
        </Suspense>
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
