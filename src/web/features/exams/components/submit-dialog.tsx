import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SubmitDialogProps {
  opened: boolean;
  unanswered: number[];
  submitting: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last check before handing in: which questions are still unanswered, by number. */
export function SubmitDialog({ opened, unanswered, submitting, error, onConfirm, onClose }: SubmitDialogProps) {
  const { t } = useTranslation(['exams', 'common']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // The focus goes to the dialog's question, so it is read first; the close button is not the point.
      title={
        <span data-autofocus tabIndex={-1}>
          {t('exams:submit.title')}
        </span>
      }
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack>
        {unanswered.length === 0 ? (
          <Text>{t('exams:submit.allAnswered')}</Text>
        ) : (
          <Stack gap={4}>
            <Text fw={700} data-testid="exam-unanswered">
              {t('exams:submit.unanswered', { count: unanswered.length, list: unanswered.join(', ') })}
            </Text>
            <Text size="sm">{t('exams:submit.unansweredNote')}</Text>
          </Stack>
        )}
        <Text size="sm">{t('exams:submit.final')}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            {t('exams:submit.back')}
          </Button>
          <Button color="green.8" onClick={onConfirm} loading={submitting}>
            {t('exams:submit.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
