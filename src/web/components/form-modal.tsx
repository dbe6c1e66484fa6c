import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from './query-state';
import { Form } from './form';

/**
 * A dialog holding one form: the fields, then Cancel and the submit button. The browser's own
 * validation is off, since the fields show the same messages the server would.
 */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  centered,
  loading,
  submitting,
  submitLabel,
  extraActions,
  onSubmit,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  centered?: boolean;
  /** The form's data is still on its way: a loading state instead of the fields. */
  loading?: boolean;
  submitting: boolean;
  submitLabel?: string;
  /** Buttons between Cancel and the submit button. */
  extraActions?: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered={centered}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {loading ? (
        <LoadingState />
      ) : (
        <Form onSubmit={onSubmit}>
          <Stack>
            {children}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              {extraActions}
              <Button type="submit" loading={submitting}>
                {submitLabel ?? t('common:actions.save')}
              </Button>
            </Group>
          </Stack>
        </Form>
      )}
    </Modal>
  );
}
