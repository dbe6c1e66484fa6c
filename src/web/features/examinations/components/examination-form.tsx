import { Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createExaminationInput, updateExaminationInput, type ExaminationDto } from '../../../../shared/contracts/questions';
import { FormModal } from '../../../components/form-modal';
import { useFormState, validateWith } from '../../../lib/form';
import { useCreateExamination, useUpdateExamination } from '../api';
import { problemOf } from '../problems';
import { FormProblem } from './form-problem';

type ExaminationForm = ReturnType<typeof useFormState<{ name: string; description: string }>>;

function ExaminationFields({ form, autoFocus }: { form: ExaminationForm; autoFocus?: boolean }) {
  const { t } = useTranslation('examinations');
  return (
    <>
      <TextInput
        label={t('exam.fields.name')}
        value={form.values.name}
        onChange={(e) => form.setField('name', e.currentTarget.value)}
        error={form.errors.name}
        required
        data-autofocus={autoFocus || undefined}
      />
      <Textarea
        label={t('exam.fields.description')}
        value={form.values.description}
        onChange={(e) => form.setField('description', e.currentTarget.value)}
        error={form.errors.description}
        autosize
        minRows={2}
      />
    </>
  );
}

/** Shown while a certificate type has no examination: the bank starts here. */
export function CreateExaminationCard({ certificateType }: { certificateType: number }) {
  const { t } = useTranslation(['examinations', 'common']);
  const create = useCreateExamination();
  const form = useFormState({ name: '', description: '' });
  const problem = create.error ? problemOf(create.error, t) : null;

  const submit = () => {
    const checked = validateWith(createExaminationInput, { ...form.values, certificateType }, t);
    if (checked.errors) return form.setErrors(checked.errors);
    create.mutate(checked.data, {
      onSuccess: () => notifications.show({ color: 'green', message: t('examinations:exam.created') }),
      onError: (error) => form.setErrors(problemOf(error, t).fields),
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="create-examination-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Title order={2} size="h3" id="create-examination-title">
            {t('examinations:exam.createTitle')}
          </Title>
          <Text>{t('examinations:exam.none')}</Text>
          <ExaminationFields form={form} />
          <FormProblem message={problem?.message ?? null} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('examinations:exam.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** `examination` is the caller's copy from when the dialog opened (see the category form). */
export function ExaminationFormModal({ examination, opened, onClose }: { examination: ExaminationDto; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['examinations', 'common']);
  const update = useUpdateExamination();
  const form = useFormState({ name: examination.name, description: examination.description });
  const { reset } = form;
  const problem = update.error ? problemOf(update.error, t) : null;

  useEffect(() => {
    if (opened) reset({ name: examination.name, description: examination.description });
  }, [opened, examination, reset]);

  const close = () => {
    update.reset();
    onClose();
  };

  const submit = () => {
    const checked = validateWith(updateExaminationInput, { ...form.values, id: examination.id }, t);
    if (checked.errors) return form.setErrors(checked.errors);
    update.mutate(checked.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('examinations:exam.saved') });
        close();
      },
      onError: (error) => form.setErrors(problemOf(error, t).fields),
    });
  };

  return (
    <FormModal opened={opened} onClose={close} title={t('examinations:exam.editTitle')} size="lg" submitting={update.isPending} onSubmit={submit}>
      <ExaminationFields form={form} autoFocus />
      <FormProblem message={problem?.message ?? null} />
    </FormModal>
  );
}
