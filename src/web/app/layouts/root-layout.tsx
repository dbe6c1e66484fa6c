import { Progress } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { BreadcrumbProvider } from '../../components/breadcrumbs';
import { MaintenanceScreen } from '../../components/maintenance-screen';
import { SkipLink } from '../../components/skip-link';
import { WarningBanner } from '../../components/warning-banner';
import { settingsPollMs, siteStatusOf, userConfigurationQuery } from '../../lib/app-session';
import { isMaintenanceSkipped } from '../../lib/session';
import { breadcrumbTitleResolvers } from '../breadcrumb-resolvers';
import { usePageTitle } from '../page-title';
import { appRoutes } from '../../lib/routes';

/**
 * Above every layout: the settings poll (every 5 s) that drives the maintenance screen and the
 * warning banner, the page title, the skip link and the navigation progress bar.
 */
export function RootLayout() {
  const { t } = useTranslation('common');
  const configuration = useQuery({ ...userConfigurationQuery(), refetchInterval: settingsPollMs });
  const status = siteStatusOf(configuration.data?.setting.values, isMaintenanceSkipped());
  const navigation = useNavigation();
  usePageTitle();

  if (status.maintenance) return <MaintenanceScreen from={status.maintenanceFrom} to={status.maintenanceTo} />;

  return (
    <>
      <SkipLink />
      {navigation.state !== 'idle' ? (
        <Progress className="nav-progress" value={100} animated size="xs" aria-label={t('loading')} radius={0} />
      ) : null}
      {status.warning ? <WarningBanner from={status.maintenanceFrom} to={status.maintenanceTo} /> : null}
      <BreadcrumbProvider routes={appRoutes} resolvers={breadcrumbTitleResolvers}>
        <Outlet />
      </BreadcrumbProvider>
      <ScrollRestoration />
    </>
  );
}
