import { Box, Grid } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppBreadcrumbs, BreadcrumbProvider } from '../../components/breadcrumbs';
import { pageContentId } from '../../components/skip-link';
import { appRoutes } from '../../lib/routes';
import { breadcrumbTitleResolvers } from '../breadcrumb-resolvers';
import { MySiteMenu } from './my-site-menu';

/**
 * The pilot's own pages: a menu from the route table beside the page (inside the public layout),
 * behind a button on a phone. The page's column is where "skip to content" lands, past the menu.
 */
export function MySiteLayout() {
  return (
    // The trail is shown only here and in the administration, so the public pages load none of it.
    <BreadcrumbProvider routes={appRoutes} resolvers={breadcrumbTitleResolvers}>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <MySiteMenu />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Box id={pageContentId} tabIndex={-1} className="main-content">
            <AppBreadcrumbs />
            <Outlet />
          </Box>
        </Grid.Col>
      </Grid>
    </BreadcrumbProvider>
  );
}
