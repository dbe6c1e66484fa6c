import { Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { createExaminationInput, updateExaminationInput, type ExaminationDto } from '../../../../shared/contracts/examinations';
import { FormModal } from '../../../components/form-modal';
import { useEditForm } from '../../../components/use-edit-modal';
import { Form } from '../../../components/form';
import { useContractForm, type ContractForm } from '../../../lib/form';
import { useCreateExamination, useUpdateExamination } from '../api';
import { problemOf } from '../../../lib/problem-of';
import { FormProblem } from '../../../components/form-problem';

type ExaminationText = Pick<ExaminationDto, 'name' | 'nameEnglish' | 'description' | 'descriptionEnglish'>;
type ExaminationForm = ContractForm<ExaminationText>;

const blankText: ExaminationText = { name: '', nameEnglish: '', description: '', descriptionEnglish: '' };
const textOf = ({ name, nameEnglish, description, descriptionEnglish }: ExaminationDto): ExaminationText => ({
  name,
  nameEnglish,
  description,
  descriptionEnglish,
});

function ExaminationFields({ form, autoFocus }: { form: ExaminationForm; autoFocus?: boolean }) {
  const { t } = useTranslation('examinations');
  return (
    <>
      <TextInput label={t('exam.fields.name')} {...form.getInputProps('name')} required data-autofocus={autoFocus || undefined} />
      <TextInput
        label={t('exam.fields.nameEnglish')}
        description={t('exam.fields.englishHelp')}
        {...form.getInputProps('nameEnglish')}
        lang="en"
      />
      <Textarea label={t('exam.fields.description')} {...form.getInputProps('description')} autosize minRows={2} />
      <Textarea
        label={t('exam.fields.descriptionEnglish')}
        description={t('exam.fields.englishHelp')}
        {...form.getInputProps('descriptionEnglish')}
        lang="en"
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
  const form = useContractForm(blankText, { keyedBy: 'member', names: { name: 'examinationName' } });
  const problem = create.error ? problemOf(create.error, t) : null;

  const submit = () =>
    form.submit({
      schema: createExaminationInput,
      input: { ...form.values, certificateType },
      call: create.mutateAsync,
      duplicateField: null,
      onSuccess: () => notifications.show({ color: 'green', message: t('examinations:exam.created') }),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="create-examination-title">
      <Form onSubmit={() => void submit()}>
        <Stack>
          <Title order={2} size="h3" id="create-examination-title">
            {t('examinations:exam.createTitle')}
          </Title>
          <Text>{t('examinations:exam.none')}</Text>
          <ExaminationFields form={form} />
          <FormProblem message={problem?.message ?? null} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.pending}>
              {t('examinations:exam.create')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

/** `examination` is the caller's copy from when the dialog opened (see the category form). */
export function ExaminationFormModal({
  examination,
  opened,
  onClose,
}: {
  examination: ExaminationDto;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['examinations', 'common']);
  const update = useUpdateExamination();
  const form = useContractForm(textOf(examination), { keyedBy: 'member', names: { name: 'examinationName' } });
  const { reset } = form;
  const problem = update.error ? problemOf(update.error, t) : null;

  const { close, saved } = useEditForm({
    opened,
    onClose,
    reset,
    source: examination,
    valuesOf: () => textOf(examination),
    mutations: [update],
  });

  const submit = () =>
    void form.submit({
      schema: updateExaminationInput,
      input: { ...form.values, id: examination.id },
      call: update.mutateAsync,
      duplicateField: null,
      onSuccess: saved(t('examinations:exam.saved')),
    });

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('examinations:exam.editTitle')}
      size="lg"
      submitting={form.pending}
      onSubmit={submit}
    >
      <ExaminationFields form={form} autoFocus />
      <FormProblem message={problem?.message ?? null} />
    </FormModal>
  );
}
