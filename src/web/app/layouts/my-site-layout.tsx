import { Box, Grid, NavLink as MantineNavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { AppBreadcrumbs, BreadcrumbProvider } from '../../components/breadcrumbs';
import { organizationPagesOf, useOrganizationMemberships } from '../../lib/organization-access';
import { useSession } from '../../lib/use-session';
import { appRoutes, menuOf } from '../../lib/routes';
import { breadcrumbTitleResolvers } from '../breadcrumb-resolvers';

/** The pilot's own pages: a side menu from the route table beside the page (inside the public layout). */
export function MySiteLayout() {
  const { t } = useTranslation(['common']);
  const session = useSession();
  const { pathname } = useLocation();
  const menu = menuOf('mySite', session.granted, session.userTypeId, session.inTenant).top;
  // Each organisation's pages, named by the organisation, after the person's own.
  const organizationPages = useOrganizationMemberships(session.signedIn).flatMap((membership) =>
    organizationPagesOf(membership, session.userTypeId).map((page) => ({ ...page, organizationName: membership.organizationName })),
  );
  return (
    // The trail is shown only here and in the administration, so the public pages load none of it.
    <BreadcrumbProvider routes={appRoutes} resolvers={breadcrumbTitleResolvers}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Box component="nav" aria-label={t('common:mySiteMenu')}>
            {menu.map((route) => (
              <MantineNavLink
                key={route.id}
                component={NavLink}
                to={route.path}
                label={t(route.titleKey)}
                active={pathname === route.path}
              />
            ))}
            {organizationPages.map((page) => (
              <MantineNavLink
                key={page.path}
                component={NavLink}
                to={page.path}
                label={t(page.titleKey)}
                description={page.organizationName}
                active={pathname === page.path}
              />
            ))}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <AppBreadcrumbs />
          <Outlet />
        </Grid.Col>
      </Grid>
    </BreadcrumbProvider>
  );
}
