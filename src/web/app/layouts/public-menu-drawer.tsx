import { Box, Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLinks, type NavItem } from './public-nav';

/** The site navigation as a drawer, for narrow screens; loaded when first opened. */
export function PublicMenuDrawer({ items, opened, onClose }: { items: NavItem[]; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Drawer opened={opened} onClose={onClose} title={t('nav.menu')} hiddenFrom="sm" closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}>
      <Box component="nav" aria-label={t('nav.label')}>
        <NavLinks items={items} onNavigate={onClose} vertical />
      </Box>
    </Drawer>
  );
}
