import { Button, Group, Paper, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createCourseInput, updateCourseInput, type CourseDto } from '../../../../shared/contracts/courses';
import { FormModal } from '../../../components/form-modal';
import { ErrorCode } from '../../../../shared/errors';
import { businessMessageOf, fieldErrorsOf, hasFieldErrors, isApiError } from '../../../lib/errors';
import { useFormState, validateWith, type FieldErrors } from '../../../lib/form';
import { useCreateCourse, useUpdateCourse } from '../api';
import { courseTypeCode, type CourseType } from '../course-type';

type CourseValues = { name: string; description: string };

function CourseFields({
  values,
  errors,
  onChange,
  autoFocus,
}: {
  values: CourseValues;
  errors: FieldErrors;
  onChange: <K extends keyof CourseValues>(key: K, value: CourseValues[K]) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('courses');
  return (
    <>
      <TextInput
        label={t('courses:course.fields.name')}
        value={values.name}
        onChange={(e) => onChange('name', e.currentTarget.value)}
        error={errors.name}
        required
        data-autofocus={autoFocus || undefined}
      />
      <Textarea
        label={t('courses:course.fields.description')}
        value={values.description}
        onChange={(e) => onChange('description', e.currentTarget.value)}
        error={errors.description}
        autosize
        minRows={3}
      />
    </>
  );
}

/** Field errors on their fields; a duplicate (a course of this type exists already, which the global handler leaves to us) on the name. */
function errorsOf(error: unknown): FieldErrors {
  if (hasFieldErrors(error)) return fieldErrorsOf(error);
  const message = isApiError(error) && error.code === ErrorCode.Duplicate ? businessMessageOf(error) : null;
  return message ? { name: message } : {};
}

/** Shown when a type has no course yet: its name, description and whether it starts active. */
export function CreateCourseForm({ type }: { type: CourseType }) {
  const { t } = useTranslation(['courses', 'routes']);
  const form = useFormState({ name: '', description: '', isActive: false });
  const create = useCreateCourse();
  const submit = () => {
    const checked = validateWith(createCourseInput, { ...form.values, courseType: type }, t);
    if (checked.errors) return form.setErrors(checked.errors);
    create.mutate(checked.data, {
      onSuccess: () => notifications.show({ color: 'green', message: t('courses:course.created') }),
      onError: (error) => form.setErrors(errorsOf(error)),
    });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="course-create-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Title order={2} size="h3" id="course-create-title">
            {t('courses:course.createTitle', { type: t(`courses:types.${courseTypeCode(type)}`) })}
          </Title>
          <Text>{t('courses:course.none')}</Text>
          <CourseFields values={form.values} errors={form.errors} onChange={form.setField} />
          <Switch
            label={t('courses:course.fields.isActive')}
            aria-label={t('courses:course.fields.isActive')}
            description={t('courses:course.activeHelp')}
            checked={form.values.isActive}
            onChange={(e) => form.setField('isActive', e.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('courses:course.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Edits a course's name and description; the active switch lives on the screen itself. */
export function EditCourseModal({ course, opened, onClose }: { course: CourseDto; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['courses', 'common']);
  const form = useFormState<CourseValues>({ name: course.name, description: course.description });
  const update = useUpdateCourse();
  const { reset } = form;

  useEffect(() => {
    if (opened) reset({ name: course.name, description: course.description });
  }, [opened, course.name, course.description, reset]);

  const close = () => {
    update.reset();
    onClose();
  };
  const submit = () => {
    const checked = validateWith(updateCourseInput, { ...form.values, id: course.id }, t);
    if (checked.errors) return form.setErrors(checked.errors);
    update.mutate(checked.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('courses:course.saved') });
        close();
      },
      onError: (error) => form.setErrors(errorsOf(error)),
    });
  };
  return (
    <FormModal opened={opened} onClose={close} title={t('courses:course.editTitle')} size="lg" submitting={update.isPending} onSubmit={submit}>
      <CourseFields values={form.values} errors={form.errors} onChange={form.setField} autoFocus />
    </FormModal>
  );
}
