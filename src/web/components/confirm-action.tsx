import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../lib/i18n';

/** A confirmation whose button names the action ("End session"), with the consequences said in words. */
export function confirmAction({
  title,
  message,
  details,
  confirmLabel,
  danger,
  onConfirm,
}: {
  title: string;
  message: string;
  details?: string[];
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
}): void {
  modals.openConfirmModal({
    title,
    centered: true,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
    children: (
      <Stack gap="xs">
        <Text>{message}</Text>
        {details?.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    ),
    labels: { confirm: confirmLabel, cancel: i18n.t('common:actions.cancel') },
    confirmProps: { color: danger ? 'red' : undefined },
    onConfirm,
  });
}
