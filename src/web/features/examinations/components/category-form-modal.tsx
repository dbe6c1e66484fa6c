import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createCategoryInput, updateCategoryInput, type CategoryDto } from '../../../../shared/contracts/questions';
import { FormModal } from '../../../components/form-modal';
import { useFormState, validateWith } from '../../../lib/form';
import { useCreateCategory, useUpdateCategory } from '../api';
import { problemOf } from '../problems';
import { capOf } from '../readiness';
import { FormProblem } from './form-problem';

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
  const form = useFormState<CategoryValues>(valuesOf(category));
  const { reset } = form;
  const cap = capOf(certificateType);
  const error = create.error ?? update.error;
  const problem = error ? problemOf(error, t) : null;

  useEffect(() => {
    if (opened) reset(valuesOf(category));
  }, [opened, category, reset]);

  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };

  const submit = () => {
    const minimum = form.values.minimumRequiredQuestions === '' ? Number.NaN : Number(form.values.minimumRequiredQuestions);
    const values = { ...form.values, minimumRequiredQuestions: minimum };
    const onSuccess = () => {
      notifications.show({ color: 'green', message: category ? t('examinations:category.saved') : t('examinations:category.created') });
      close();
    };
    const onError = (failure: unknown) => form.setErrors(problemOf(failure, t).fields);
    const checked = category
      ? validateWith(updateCategoryInput, { ...values, id: category.id }, t)
      : validateWith(createCategoryInput, { ...values, examinationId }, t);
    const errors = { ...(checked.errors ?? {}) };
    // The contract allows up to 16 for either type; the examination's own cap is told here.
    if (!errors.minimumRequiredQuestions && minimum > cap) errors.minimumRequiredQuestions = t('validation:tooBig', { maximum: cap });
    if (checked.data === null || Object.keys(errors).length > 0) return form.setErrors(errors);
    if (category) update.mutate({ ...checked.data, id: category.id }, { onSuccess, onError });
    else create.mutate({ ...checked.data, examinationId }, { onSuccess, onError });
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
      submitting={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('examinations:category.fields.title')}
          value={form.values.title}
          onChange={(e) => form.setField('title', e.currentTarget.value)}
          error={form.errors.title}
          lang="is"
          required
          data-autofocus
        />
        <TextInput
          label={t('examinations:category.fields.titleEnglish')}
          value={form.values.titleEnglish}
          onChange={(e) => form.setField('titleEnglish', e.currentTarget.value)}
          error={form.errors.titleEnglish}
          lang="en"
        />
      </SimpleGrid>
      <NumberInput
        label={t('examinations:category.fields.minimum')}
        description={minimumHint}
        value={form.values.minimumRequiredQuestions}
        onChange={(value) => form.setField('minimumRequiredQuestions', value)}
        error={form.errors.minimumRequiredQuestions}
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
