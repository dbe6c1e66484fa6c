import { Anchor, Box, Burger, Container, Drawer, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { Permission } from '../../../shared/permissions';
import { LanguageSwitcher } from '../../components/language-switcher';
import { MainRegion } from '../../components/main-region';
import { useSession } from '../../lib/use-session';

interface NavItem {
  to: string;
  label: string;
}

function useNavItems(): NavItem[] {
  const { t } = useTranslation('common');
  const session = useSession();
  const items: NavItem[] = [{ to: '/', label: t('nav.home') }];
  if (session.signedIn) {
    if (session.granted.has(Permission.Pilot)) items.push({ to: '/my-site/default', label: t('nav.mySite') });
    if (session.granted.has(Permission.Administrator)) items.push({ to: '/admin', label: t('nav.admin') });
    items.push({ to: '/logout', label: t('nav.logout') });
  } else {
    items.push({ to: '/account/login', label: t('nav.login') });
    items.push({ to: '/register', label: t('nav.register') });
  }
  return items;
}

function NavLinks({ items, onNavigate, vertical }: { items: NavItem[]; onNavigate?: () => void; vertical?: boolean }) {
  const Wrapper = vertical ? Stack : Group;
  return (
    <Wrapper gap={vertical ? 'sm' : 'lg'} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item.to}>
          <Anchor
            component={NavLink}
            to={item.to}
            end
            onClick={onNavigate}
            c={vertical ? undefined : 'white'}
            fw={600}
            underline="hover"
            className="site-nav-link"
          >
            {item.label}
          </Anchor>
        </li>
      ))}
    </Wrapper>
  );
}

/** Header with the site navigation and the language switcher, the page, and a footer. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  const items = useNavItems();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" className="portal-header-bar">
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" c="white" underline="never" fw={700} size="xl">
              {t('appName')}
            </Anchor>
            <Group gap="lg" wrap="nowrap">
              <Box component="nav" aria-label={t('nav.label')} visibleFrom="sm">
                <NavLinks items={items} />
              </Box>
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
        </Container>
      </Box>
      <Drawer opened={opened} onClose={close} title={t('nav.menu')} hiddenFrom="sm" closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}>
        <Box component="nav" aria-label={t('nav.label')}>
          <NavLinks items={items} onNavigate={close} vertical />
        </Box>
      </Drawer>
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
