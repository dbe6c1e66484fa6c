import { NumberInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamSessionDto } from '../../../../shared/contracts/exams';
import { FormModal } from '../../../components/form-modal';
import { fieldErrorsOf } from '../../../lib/errors';
import { useSaveSession } from '../api';

const maxLengthMinutes = 1440;

const lengthOf = (session: ExamSessionDto) => Math.round((new Date(session.endTime).getTime() - new Date(session.startTime).getTime()) / 60_000);

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
  const { t } = useTranslation(['exam-admin', 'common', 'validation']);
  const save = useSaveSession();
  const [name, setName] = useState(session?.name ?? '');
  // Null until edited: a default length that arrives after the dialog opened still shows.
  const [edited, setLength] = useState<number | string | null>(session ? lengthOf(session) : null);
  const length = edited ?? defaultLength ?? '';
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const problems: Record<string, string> = {};
    const minutes = length === '' ? undefined : Number(length);
    if (name.trim().length > 200) problems.name = t('validation:tooLong', { maximum: 200 });
    if (minutes !== undefined && (!Number.isInteger(minutes) || minutes < 1 || minutes > maxLengthMinutes)) {
      problems.lengthMinutes = t('exam-admin:sessions.form.lengthRange', { max: maxLengthMinutes });
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(
      { id: session?.id, name: name.trim(), lengthMinutes: minutes },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: session ? t('exam-admin:sessions.form.saved') : t('exam-admin:sessions.form.opened', { code: saved.examCode }) });
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={session ? t('exam-admin:sessions.form.editTitle') : t('exam-admin:sessions.form.openTitle')}
      submitting={save.isPending}
      submitLabel={session ? t('common:actions.save') : t('exam-admin:sessions.form.openSubmit')}
      onSubmit={submit}
    >
      <TextInput
        label={t('exam-admin:sessions.form.name')}
        description={t('exam-admin:sessions.form.nameHelp')}
        value={name}
        maxLength={200}
        error={errors.name}
        onChange={(e) => setName(e.currentTarget.value)}
        data-autofocus
      />
      <NumberInput
        label={t('exam-admin:sessions.form.length')}
        description={
          session
            ? t('exam-admin:sessions.form.lengthHelpEdit')
            : defaultLength !== undefined
              ? t('exam-admin:sessions.form.lengthHelp', { minutes: defaultLength })
              : t('exam-admin:sessions.form.lengthHelpUnknown')
        }
        value={length}
        onChange={setLength}
        min={1}
        max={maxLengthMinutes}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        suffix={` ${t('exam-admin:units.min')}`}
        error={errors.lengthMinutes}
        maw={260}
      />
    </FormModal>
  );
}
