import { NumberInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { updateExamSessionInput, type ExamSessionDto } from '../../../../shared/contracts/exam-sessions';
import { FormModal } from '../../../components/form-modal';
import { useContractForm } from '../../../lib/form';
import { useSaveSession } from '../api';

const maxLengthMinutes = 1440;

const lengthOf = (session: ExamSessionDto) =>
  Math.round((new Date(session.endTime).getTime() - new Date(session.startTime).getTime()) / 60_000);

/**
 * Opens a session (`session` null) or changes an open one's name and length. A new session's
 * length starts at the DefaultSessionLengthForA2 setting when it could be read; left empty, the
 * server applies the setting itself. The caller mounts it afresh for each opening.
 */
export function SessionFormModal({
  session,
  defaultLength,
  opened,
  onClose,
  onSaved,
}: {
  session: ExamSessionDto | null;
  defaultLength: number | undefined;
  opened: boolean;
  onClose: () => void;
  onSaved?: (saved: ExamSessionDto) => void;
}) {
  const { t } = useTranslation(['exam-sessions', 'common', 'validation']);
  const save = useSaveSession();
  // The length is null until edited: a default length that arrives after the dialog opened still shows.
  const form = useContractForm<{ name: string; lengthMinutes: number | string | null }>(
    {
      name: session?.name ?? '',
      lengthMinutes: session ? lengthOf(session) : null,
    },
    { names: { name: 'sessionName' } },
  );
  const length = form.values.lengthMinutes ?? defaultLength ?? '';

  const submit = () => {
    const minutes = length === '' ? undefined : Number(length);
    const outOfRange = minutes !== undefined && (!Number.isInteger(minutes) || minutes < 1 || minutes > maxLengthMinutes);
    // Opening a session starts a real sitting with its own code and PIN: an empty submit must not
    // open one by accident, so a new session needs its name here (the API, as specified, does not).
    const unnamed = !session && form.values.name.trim() === '';
    void form.submit({
      schema: updateExamSessionInput,
      input: { id: session?.id, name: form.values.name, lengthMinutes: minutes },
      extraErrors: {
        // The contract would say only "out of range"; the form names the range.
        ...(outOfRange ? { lengthMinutes: t('exam-sessions:sessions.form.lengthRange', { max: maxLengthMinutes }) } : {}),
        ...(unnamed ? { name: { key: 'validation:required', field: 'name' } } : {}),
      },
      call: save.mutateAsync,
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          message: session ? t('exam-sessions:sessions.form.saved') : t('exam-sessions:sessions.form.opened', { code: saved.examCode }),
        });
        onSaved?.(saved);
        onClose();
      },
    });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={session ? t('exam-sessions:sessions.form.editTitle') : t('exam-sessions:sessions.form.openTitle')}
      submitting={form.pending}
      submitLabel={session ? t('common:actions.save') : t('exam-sessions:sessions.form.openSubmit')}
      onSubmit={submit}
    >
      <TextInput
        label={t('exam-sessions:sessions.form.name')}
        description={t('exam-sessions:sessions.form.nameHelp')}
        {...form.getInputProps('name')}
        required={!session}
        maxLength={200}
        data-autofocus
      />
      <NumberInput
        label={t('exam-sessions:sessions.form.length')}
        description={
          session
            ? t('exam-sessions:sessions.form.lengthHelpEdit')
            : defaultLength !== undefined
              ? t('exam-sessions:sessions.form.lengthHelp', { minutes: defaultLength, count: defaultLength })
              : t('exam-sessions:sessions.form.lengthHelpUnknown')
        }
        value={length}
        onChange={(value) => form.setField('lengthMinutes', value)}
        min={1}
        max={maxLengthMinutes}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        suffix={` ${t('exam-sessions:units.min')}`}
        error={form.errors.lengthMinutes}
        maw={260}
      />
    </FormModal>
  );
}
