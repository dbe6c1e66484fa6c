import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../lib/i18n';

/**
 * Asks whether to leave a page whose form holds changes not yet saved. Staying is the first
 * choice and the one the Escape key and the close button make: nothing typed is lost by a slip.
 */
export function confirmLeave({ leave, stay }: { leave: () => void; stay: () => void }): void {
  let decided = false;
  const once = (choice: () => void) => () => {
    if (decided) return;
    decided = true;
    choice();
  };
  modals.openConfirmModal({
    title: i18n.t('common:leave.title'),
    centered: true,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
    children: <Text>{i18n.t('common:leave.message')}</Text>,
    labels: { confirm: i18n.t('common:leave.stay'), cancel: i18n.t('common:leave.leave') },
    onConfirm: once(stay),
    onCancel: once(leave),
    onClose: once(stay),
  });
}
