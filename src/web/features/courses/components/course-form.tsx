import { Button, Group, Paper, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { createCourseInput, updateCourseInput, type CourseDto } from '../../../../shared/contracts/courses';
import { FormModal } from '../../../components/form-modal';
import { useEditForm } from '../../../components/use-edit-modal';
import { Form } from '../../../components/form';
import { ErrorCode } from '../../../../shared/errors';
import { businessMessageOf, isApiError } from '../../../lib/errors';
import { useContractForm, type FieldErrors } from '../../../lib/form';
import { useCreateCourse, useUpdateCourse } from '../api';
import { courseTypeCode, type CourseType } from '../course-type';

type CourseValues = Pick<CourseDto, 'name' | 'nameEnglish' | 'description' | 'descriptionEnglish'>;

const blankText: CourseValues = { name: '', nameEnglish: '', description: '', descriptionEnglish: '' };
const textOf = ({ name, nameEnglish, description, descriptionEnglish }: CourseDto): CourseValues => ({
  name,
  nameEnglish,
  description,
  descriptionEnglish,
});

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
      <TextInput
        label={t('courses:course.fields.nameEnglish')}
        description={t('courses:course.fields.englishHelp')}
        value={values.nameEnglish}
        onChange={(e) => onChange('nameEnglish', e.currentTarget.value)}
        error={errors.nameEnglish}
        lang="en"
      />
      <Textarea
        label={t('courses:course.fields.description')}
        value={values.description}
        onChange={(e) => onChange('description', e.currentTarget.value)}
        error={errors.description}
        autosize
        minRows={3}
      />
      <Textarea
        label={t('courses:course.fields.descriptionEnglish')}
        description={t('courses:course.fields.englishHelp')}
        value={values.descriptionEnglish}
        onChange={(e) => onChange('descriptionEnglish', e.currentTarget.value)}
        error={errors.descriptionEnglish}
        lang="en"
        autosize
        minRows={3}
      />
    </>
  );
}

/** A duplicate (a course of this type exists already, which the global handler leaves to us) on the name. */
function duplicateOf(error: unknown): FieldErrors {
  const message = isApiError(error) && error.code === ErrorCode.Duplicate ? businessMessageOf(error) : null;
  return message ? { name: message } : {};
}

/** Shown when a type has no course yet: its name, description and whether it starts active. */
export function CreateCourseForm({ type }: { type: CourseType }) {
  const { t } = useTranslation(['courses', 'routes']);
  const form = useContractForm({ ...blankText, isActive: false });
  const create = useCreateCourse();
  const submit = () =>
    form.submit({
      schema: createCourseInput,
      input: { ...form.values, courseType: type },
      call: create.mutateAsync,
      onSuccess: () => notifications.show({ color: 'green', message: t('courses:course.created') }),
      onError: duplicateOf,
    });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="course-create-title">
      <Form onSubmit={() => void submit()}>
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
            {...form.getCheckboxProps('isActive')}
          />
          <Group>
            <Button type="submit" loading={form.pending}>
              {t('courses:course.create')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

/** Edits a course's name and description; the active switch lives on the screen itself. */
export function EditCourseModal({ course, opened, onClose }: { course: CourseDto; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['courses', 'common']);
  const form = useContractForm<CourseValues>(textOf(course));
  const update = useUpdateCourse();
  const { reset } = form;

  const { close, saved } = useEditForm({ opened, onClose, reset, source: course, valuesOf: () => textOf(course), mutations: [update] });
  const submit = () =>
    void form.submit({
      schema: updateCourseInput,
      input: { ...form.values, id: course.id },
      call: update.mutateAsync,
      onSuccess: saved(t('courses:course.saved')),
      onError: duplicateOf,
    });
  return (
    <FormModal opened={opened} onClose={close} title={t('courses:course.editTitle')} size="lg" submitting={form.pending} onSubmit={submit}>
      <CourseFields values={form.values} errors={form.errors} onChange={form.setField} autoFocus />
    </FormModal>
  );
}
