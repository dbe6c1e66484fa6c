import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDto } from '../../../../shared/contracts/courses';
import { confirmDelete } from '../../../components/confirm';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { useDeleteCourse, useToggleCourseStatus } from '../api';
import type { CourseType } from '../course-type';
import { EditCourseModal } from './course-form';
import { inLanguage } from '../../../../shared/bilingual';
import { useLanguage } from '../../../lib/use-language';

/** A type's course: its name and description, the active switch with what it means, edit and delete. */
export function CoursePanel({ course, type }: { course: CourseDto; type: CourseType }) {
  const { t } = useTranslation(['courses', 'common']);
  const language = useLanguage();
  const name = inLanguage(language, course.name, course.nameEnglish);
  const description = inLanguage(language, course.description, course.descriptionEnglish);
  const [editing, setEditing] = useState(false);
  const toggle = useToggleCourseStatus(type);
  const remove = useDeleteCourse();

  const askDelete = () =>
    confirmDelete({
      title: t('courses:course.delete.title'),
      message: t('courses:course.delete.message', { name, count: course.pageCount }),
      onConfirm: () =>
        remove.mutate(course.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('courses:course.delete.done', { name }) }),
        }),
    });

  // Not disabled while saving (a disabled switch drops the keyboard focus); a second flip waits instead.
  const toggleActive = () => {
    if (toggle.isPending) return;
    const message = course.isActive ? t('courses:course.nowInactive') : t('courses:course.nowActive');
    toggle.mutate(course.id, { onSuccess: () => notifications.show({ color: 'green', message }) });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="course-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} size="h3" id="course-title">
              {name}
            </Title>
            <Group gap="xs">
              <Badge variant="filled" color={course.isActive ? 'green.8' : 'gray.7'}>
                {course.isActive ? t('courses:course.active') : t('courses:course.inactive')}
              </Badge>
              <Text size="sm">{t('courses:course.pageCount', { count: course.pageCount })}</Text>
            </Group>
          </Stack>
          <Group gap="xs">
            <Button variant="default" leftSection={<EditIcon />} onClick={() => setEditing(true)}>
              {t('courses:course.edit')}
            </Button>
            {/* Less prominent than Edit: deleting is the rare, irreversible step. The colour without
                a shade: a subtle button with one is drawn in shade 6 at most, 3.3:1 for red. */}
            <Button variant="subtle" color="red" leftSection={<TrashIcon />} onClick={askDelete} loading={remove.isPending}>
              {t('courses:course.deleteButton')}
            </Button>
          </Group>
        </Group>
        {description ? <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text> : null}
        <Switch
          label={t('courses:course.fields.isActive')}
          // The label wraps the description too; the name is the label alone, the description describes.
          aria-label={t('courses:course.fields.isActive')}
          description={t('courses:course.activeHelp')}
          checked={course.isActive}
          onChange={toggleActive}
        />
      </Stack>
      <EditCourseModal course={course} opened={editing} onClose={() => setEditing(false)} />
    </Paper>
  );
}
