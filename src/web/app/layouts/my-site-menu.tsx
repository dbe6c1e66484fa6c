import { Box, Button, NavLink as MantineNavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { ChevronIcon } from '../../components/icons';
import { organizationPagesOf, useOwnOrganizations } from '../../lib/organization-access';
import { useSession } from '../../lib/use-session';
import { menuOf } from '../../lib/routes';

/**
 * My pages' menu: a side menu on wide screens; on a phone folded behind a button, so that the
 * page's own heading comes first rather than half a screen down (CSS in global.css decides, so the
 * links stay in the document at every width).
 */
export function MySiteMenu() {
  const { t } = useTranslation(['common']);
  const session = useSession();
  const { pathname } = useLocation();
  const navId = useId();
  const [opened, { toggle, close }] = useDisclosure(false);
  // A link followed folds the menu again, so the new page's content shows first.
  useEffect(close, [pathname, close]);
  const menu = menuOf('mySite', session.granted, session.userTypeId, session.inTenant).top;
  // Each organisation's pages, named by the organisation, after the person's own.
  const organizationPages = useOwnOrganizations(session.signedIn).flatMap((organization) =>
    organizationPagesOf(organization, session.userTypeId).map((page) => ({ ...page, organizationName: organization.organizationName })),
  );
  return (
    <>
      <Button
        hiddenFrom="md"
        variant="default"
        fullWidth
        aria-expanded={opened}
        aria-controls={navId}
        onClick={toggle}
        rightSection={<ChevronIcon up={opened} />}
      >
        {t('common:mySiteMenuButton')}
      </Button>
      <Box component="nav" id={navId} aria-label={t('common:mySiteMenu')} className="my-site-menu" data-opened={opened || undefined}>
        {menu.map((route) => (
          <MantineNavLink key={route.id} component={NavLink} to={route.path} label={t(route.titleKey)} active={pathname === route.path} />
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
    </>
  );
}
