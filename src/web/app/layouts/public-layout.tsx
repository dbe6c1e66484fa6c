import { Anchor, Box, Burger, Container, Group, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { AuthorityLink, externalLinkOrder } from '../../components/authority-link';
import { LanguageSwitcher } from '../../components/language-switcher';
import { MainRegion } from '../../components/main-region';
import { useSession } from '../../lib/use-session';
import { NavLinks, useNavItems } from './public-nav';

// Only narrow screens open the menu, and only some visitors do; the drawer comes with the first opening.
const PublicMenuDrawer = lazy(async () => ({ default: (await import('./public-menu-drawer')).PublicMenuDrawer }));
// Only signed-in visitors have notifications; anonymous ones never load the bell. It is mounted after
// the layout's first frame: mounted with it, its loading held back that frame (the router renders it
// as a transition, which waits for what suspends), and the screen's own data calls with it.
const NotificationBell = lazy(async () => ({
  default: (await import('../../features/notifications')).NotificationBell,
}));

/** Header with the site navigation and the language switcher, the page, and a footer. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  const items = useNavItems();
  const session = useSession();
  const [framed, setFramed] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFramed(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const [opened, { toggle, close }] = useDisclosure(false);
  // Kept once loaded, so that closing it still plays its transition.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (opened && !menuLoaded) setMenuLoaded(true);
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" className="portal-header-bar">
        <Container size="lg" py="sm" px={{ base: 'xs', sm: 'md' }}>
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" c="white" underline="never" fw={700} fz={{ base: 'lg', sm: 'xl' }}>
              {t('appName')}
            </Anchor>
            <Group gap="lg" wrap="nowrap">
              <Box component="nav" aria-label={t('nav.label')} visibleFrom="sm">
                <NavLinks items={items} />
              </Box>
              {/* Close together, as in the administration's header: at 320 px the name, the bell, the
                  language and the menu, each at least 44 px, must fit on one line. */}
              <Group gap={4} wrap="nowrap">
                {session.signedIn && framed ? (
                  <Suspense fallback={null}>
                    <NotificationBell />
                  </Suspense>
                ) : null}
                <LanguageSwitcher variant="white" />
                <Burger
                  hiddenFrom="sm"
                  opened={opened}
                  onClick={toggle}
                  color="white"
                  aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
                  aria-expanded={opened}
                />
              </Group>
            </Group>
          </Group>
        </Container>
      </Box>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <PublicMenuDrawer items={items} opened={opened} onClose={close} />
        </Suspense>
      ) : null}
      <MainRegion style={{ flex: 1 }}>
        <Container size="lg" py="xl">
          <Outlet />
        </Container>
      </MainRegion>
      <Box component="footer" bg="gray.1" py="lg" mt="xl">
        <Container size="lg">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">{t('footer.operatedBy')}</Text>
            <Group gap="lg">
              <Anchor component={Link} to="/privacy" size="sm">
                {t('footer.privacy')}
              </Anchor>
              <Anchor component={Link} to="/statistics" size="sm">
                {t('footer.statistics')}
              </Anchor>
              <Anchor component={Link} to="/operator-check" size="sm">
                {t('footer.operatorCheck')}
              </Anchor>
              {externalLinkOrder.map((link) => (
                <AuthorityLink key={link} link={link} size="sm" />
              ))}
              <Anchor href="https://www.samgongustofa.is" size="sm" target="_blank" rel="noopener noreferrer">
                {t('footer.authoritySite')}
                <VisuallyHidden>{` (${t('opensInNewWindow')})`}</VisuallyHidden>
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
