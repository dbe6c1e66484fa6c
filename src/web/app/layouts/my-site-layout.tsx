import { Box, Grid, NavLink as MantineNavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { AppBreadcrumbs } from '../../components/breadcrumbs';
import { useSession } from '../../lib/use-session';
import { menuOf } from '../../lib/routes';

/** The pilot's own pages: a side menu from the route table beside the page (inside the public layout). */
export function MySiteLayout() {
  const { t } = useTranslation(['common']);
  const session = useSession();
  const { pathname } = useLocation();
  const menu = menuOf('mySite', session.granted, session.userTypeId).top;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Box component="nav" aria-label={t('common:mySiteMenu')}>
          {menu.map((route) => (
            <MantineNavLink key={route.id} component={NavLink} to={route.path} label={t(route.titleKey)} active={pathname === route.path} />
          ))}
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <AppBreadcrumbs />
        <Outlet />
      </Grid.Col>
    </Grid>
  );
}
