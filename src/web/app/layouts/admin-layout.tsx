import { AppShell, Box, Burger, Button, Group, Menu, NavLink as MantineNavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { AppBreadcrumbs, BreadcrumbProvider } from '../../components/breadcrumbs';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useMainFocus } from '../../components/main-region';
import { useCurrentLogin, useSession } from '../../lib/use-session';
import { ChangePasswordModal } from '../../features/accounts';
import { NotificationBell } from '../../features/notifications';
import { appRoutes, menuGroups, menuOf, type AppRoute, type MenuGroup } from '../../lib/routes';
import { breadcrumbTitleResolvers } from '../breadcrumb-resolvers';

function MenuLink({ route, onNavigate }: { route: AppRoute; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = route.path === '/admin' ? pathname === '/admin' : pathname === route.path || pathname.startsWith(`${route.path}/`);
  return (
    <MantineNavLink
      component={NavLink}
      to={route.path}
      end={route.path === '/admin'}
      label={t(route.titleKey)}
      active={active}
      onClick={onNavigate}
    />
  );
}

/** A menu group that opens and closes: a real button (Mantine renders an `<a>` without href, out of the Tab order). */
function MenuGroupLink({ label, defaultOpened, children }: { label: string; defaultOpened: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(defaultOpened);
  return (
    <MantineNavLink component="button" label={label} opened={opened} onChange={setOpened} aria-expanded={opened} childrenOffset="md">
      {children}
    </MantineNavLink>
  );
}

function AdminMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const session = useSession();
  const menu = menuOf('admin', session.granted, session.userTypeId, session.inTenant);
  const groupLabel: Record<Exclude<MenuGroup, 'top'>, string> = {
    exam: t('menu.exam'),
    operator: t('menu.operator'),
    courses: t('menu.courses'),
  };
  const before = menu.top.filter((r) => (r.menu?.order ?? 0) < 10);
  const after = menu.top.filter((r) => (r.menu?.order ?? 0) >= 10);
  return (
    <Box>
      {before.map((route) => (
        <MenuLink key={route.id} route={route} onNavigate={onNavigate} />
      ))}
      {menuGroups
        .filter((g): g is Exclude<MenuGroup, 'top'> => g !== 'top')
        .map((group) =>
          menu[group].length ? (
            <MenuGroupLink key={group} label={groupLabel[group]} defaultOpened={menu[group].some((r) => pathname.startsWith(r.path))}>
              {menu[group].map((route) => (
                <MenuLink key={route.id} route={route} onNavigate={onNavigate} />
              ))}
            </MenuGroupLink>
          ) : null,
        )}
      {after.map((route) => (
        <MenuLink key={route.id} route={route} onNavigate={onNavigate} />
      ))}
    </Box>
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

function UserMenu({ onChangePassword }: { onChangePassword: () => void }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const login = useCurrentLogin();
  const user = login.data?.user;
  const name = user ? `${user.name} ${user.surname}`.trim() || user.userName : t('userMenu.fallbackName');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="white" size="compact-md" aria-label={t('userMenu.label', { name })}>
          {/* A phone's header has room for initials only; the button's name stays the full name. */}
          <Box component="span" visibleFrom="sm">
            {name}
          </Box>
          <Box component="span" hiddenFrom="sm" aria-hidden>
            {initialsOf(name)}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user ? (
          <Menu.Label>
            <Text size="xs">{user.emailAddress}</Text>
          </Menu.Label>
        ) : null}
        <Menu.Item onClick={onChangePassword}>{t('userMenu.changePassword')}</Menu.Item>
        <Menu.Item onClick={() => navigate('/account/second-factor')}>{t('userMenu.secondFactor')}</Menu.Item>
        <Menu.Item onClick={() => navigate('/admin/logout')}>{t('userMenu.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The administration shell: header (language, user menu), the side menu from the route table, the page. */
export function AdminLayout() {
  const { t } = useTranslation('common');
  const [opened, { toggle, close }] = useDisclosure(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const main = useMainFocus();
  const session = useSession();
  return (
    // The trail is shown only here and in the pilot's area, so the public pages load none of it.
    <BreadcrumbProvider routes={appRoutes} resolvers={breadcrumbTitleResolvers}>
      <AppShell header={{ height: 60 }} navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
        <AppShell.Header className="portal-header-bar" withBorder={false}>
          {/* At 320 px the burger, the name, the bell, the language and the user menu must still fit: the
            name may take two lines there. */}
          <Group h="100%" px={{ base: 2, sm: 'md' }} justify="space-between" wrap="nowrap" gap={4}>
            <Group gap={2} wrap="nowrap" miw={0}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                color="white"
                aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
                aria-expanded={opened}
              />
              <UnstyledButton component={Link} to="/admin" c="white" fw={700} fz={{ base: 'sm', xs: 'md', sm: 'lg' }} lh={1.2}>
                {t('appName')}
                <Text component="span" c="white" fw={400} fz="sm" ml="xs" visibleFrom="xs">
                  {t('adminArea')}
                </Text>
              </UnstyledButton>
            </Group>
            <Group gap={2} wrap="nowrap">
              {session.signedIn ? <NotificationBell /> : null}
              {/* Outlined, so it does not look like the user menu's filled button beside it. */}
              <LanguageSwitcher variant="outline" color="white" />
              <UserMenu onChangePassword={() => setChangingPassword(true)} />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label={t('menu.label')}>
          {/* The scrollbar shows whenever the menu is taller than the screen, not only on hover:
            at 900 px high its last entries were cut off with no sign that more followed. */}
          <AppShell.Section grow component={ScrollArea} type="auto" scrollbars="y">
            <AdminMenu onNavigate={close} />
          </AppShell.Section>
          <AppShell.Section>
            <MantineNavLink component={Link} to="/" label={t('nav.publicSite')} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main {...main}>
          <AppBreadcrumbs />
          <Outlet />
        </AppShell.Main>
        <ChangePasswordModal opened={changingPassword} onClose={() => setChangingPassword(false)} />
      </AppShell>
    </BreadcrumbProvider>
  );
}
