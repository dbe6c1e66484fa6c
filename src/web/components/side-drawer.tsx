import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A panel beside a list, opened from a row and closed back to it: one person's notes, record or
 * register entry. Its close button is named in the reader's language.
 */
export function SideDrawer({
  opened,
  onClose,
  title,
  size = 'lg',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: 'lg' | 'xl';
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={size}
      title={title}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {children}
    </Drawer>
  );
}
