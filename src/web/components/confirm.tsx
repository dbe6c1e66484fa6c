import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../lib/i18n';

/** A confirmation before deleting; the confirm button names the action. */
export function confirmDelete({ title, message, onConfirm }: { title: string; message: string; onConfirm: () => void }): void {
  modals.openConfirmModal({
    title,
    centered: true,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
    children: <Text>{message}</Text>,
    labels: { confirm: i18n.t('common:actions.delete'), cancel: i18n.t('common:actions.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
