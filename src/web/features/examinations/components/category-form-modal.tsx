import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createCategoryInput, updateCategoryInput, type CategoryDto } from '../../../../shared/contracts/examinations';
import { FormModal } from '../../../components/form-modal';
import { useEditForm } from '../../../components/use-edit-modal';
import { useContractForm } from '../../../lib/form';
import { useCreateCategory, useUpdateCategory } from '../api';
import { problemOf } from '../../../lib/problem-of';
import { capOf } from '../readiness';
import { FormProblem } from '../../../components/form-problem';

interface CategoryValues extends Record<string, unknown> {
  title: string;
  titleEnglish: string;
  minimumRequiredQuestions: number | string;
}

const valuesOf = (category: CategoryDto | null): CategoryValues => ({
  title: category?.title ?? '',
  titleEnglish: category?.titleEnglish ?? '',
  minimumRequiredQuestions: category?.minimumRequiredQuestions ?? 0,
});

/**
 * Create (`category` null) or edit a category of an examination; the minimum's rules are said
 * beside it. `category` is the caller's copy from when the dialog opened, so a list refreshed
 * behind the dialog does not overwrite what is being typed.
 */
export function CategoryFormModal({
  examinationId,
  certificateType,
  questionsPerAttempt,
  category,
  opened,
  onClose,
}: {
  examinationId: number;
  certificateType: number;
  questionsPerAttempt: number | undefined;
  category: CategoryDto | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['examinations', 'common', 'validation']);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useContractForm<CategoryValues>(valuesOf(category), { keyedBy: 'member', names: { name: 'categoryName' } });
  const { reset } = form;
  const cap = capOf(certificateType);
  const error = create.error ?? update.error;
  const problem = error ? problemOf(error, t) : null;

  const { close, saved } = useEditForm({
    opened,
    onClose,
    reset,
    source: category,
    valuesOf: () => valuesOf(category),
    mutations: [create, update],
  });

  const submit = () => {
    const minimum = form.values.minimumRequiredQuestions === '' ? Number.NaN : Number(form.values.minimumRequiredQuestions);
    const values = { ...form.values, minimumRequiredQuestions: minimum };
    const onSuccess = saved(category ? t('examinations:category.saved') : t('examinations:category.created'));
    // The contract allows up to 16 for either type; the examination's own cap is told here, unless the contract says more.
    const withinContract = createCategoryInput.shape.minimumRequiredQuestions.safeParse(minimum).success;
    const extraErrors =
      withinContract && minimum > cap
        ? { minimumRequiredQuestions: { key: 'validation:tooBig', params: { maximum: cap }, field: 'minimumRequiredQuestions' } }
        : undefined;
    if (category)
      void form.submit({
        schema: updateCategoryInput,
        input: { ...values, id: category.id },
        extraErrors,
        call: update.mutateAsync,
        onSuccess,
        duplicateField: null,
      });
    else
      void form.submit({
        schema: createCategoryInput,
        input: { ...values, examinationId },
        extraErrors,
        call: create.mutateAsync,
        onSuccess,
        duplicateField: null,
      });
  };

  const minimumHint = [
    t('examinations:category.minimumCap', { cap }),
    category ? t('examinations:category.minimumActive', { count: category.activeQuestionCount }) : t('examinations:category.minimumNew'),
    questionsPerAttempt !== undefined ? t('examinations:category.minimumSum', { count: questionsPerAttempt }) : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={category ? t('examinations:category.editTitle') : t('examinations:category.createTitle')}
      size="lg"
      submitting={form.pending}
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('examinations:category.fields.title')} {...form.getInputProps('title')} lang="is" required data-autofocus />
        <TextInput label={t('examinations:category.fields.titleEnglish')} {...form.getInputProps('titleEnglish')} lang="en" />
      </SimpleGrid>
      <NumberInput
        label={t('examinations:category.fields.minimum')}
        description={minimumHint}
        {...form.getInputProps('minimumRequiredQuestions')}
        min={0}
        max={cap}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        required
      />
      <FormProblem message={problem?.message} />
    </FormModal>
  );
}
