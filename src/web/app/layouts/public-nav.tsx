import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Permission } from '../../../shared/permissions';
import { useSession } from '../../lib/use-session';

export interface NavItem {
  to: string;
  label: string;
}

/** The public site's links, by whether and as whom one is signed in. */
export function useNavItems(): NavItem[] {
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

export function NavLinks({ items, onNavigate, vertical }: { items: NavItem[]; onNavigate?: () => void; vertical?: boolean }) {
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
