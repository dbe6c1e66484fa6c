import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PageSummaryDto } from '../../../../shared/contracts/courses';
import { confirmDelete } from '../../../components/confirm';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { useLanguage } from '../../../lib/use-language';
import { courseQuery, pageListQuery, useDeletePage, useRankPage } from '../api';
import { nameIn } from '../course-type';
import { CreateCourseForm } from '../components/course-form';
import { CoursePanel } from '../components/course-panel';
import { PageEditorModal } from '../components/page-editor-modal';
import { PageList } from '../components/page-list';
import { courseTypeCode, courseTypeOfAdminPath, type CourseType } from '../course-type';

/** The pages of a type's course: search, create, edit, delete and reorder. */
function CoursePages({ type }: { type: CourseType }) {
  const { t } = useTranslation(['courses', 'common']);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const pages = useQuery(pageListQuery(type, keyword));
  const rank = useRankPage(type);
  const remove = useDeletePage();
  const language = useLanguage();
  const searching = keyword !== '';

  const askDelete = (page: PageSummaryDto) =>
    confirmDelete({
      title: t('courses:page.delete.title'),
      message: t('courses:page.delete.message', { name: nameIn(page, language) }),
      onConfirm: () =>
        remove.mutate(page.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('courses:page.delete.done', { name: nameIn(page, language) }) }),
        }),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="course-pages-title">
      <Stack>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h3" id="course-pages-title">
            {t('courses:pages.title')}
          </Title>
          <Button onClick={() => setEditing({ id: null })}>{t('courses:pages.create')}</Button>
        </Group>
        <Text size="sm">{t('courses:pages.orderHelp')}</Text>
        <SearchField label={t('courses:pages.search')} onSearch={setKeyword} />
        {searching ? <Text size="sm">{t('courses:pages.searchingNoReorder')}</Text> : null}
        {pages.isPending ? (
          <LoadingState />
        ) : pages.isError ? (
          <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
        ) : pages.data.length === 0 ? (
          <Text py="md">{searching ? t('courses:pages.noHits') : t('courses:pages.empty')}</Text>
        ) : (
          <PageList
            pages={pages.data}
            reorderable={!searching}
            busy={rank.isPending}
            onRank={(page, to) => rank.mutate({ id: page.id, rank: to, mode: 'Push' })}
            onEdit={(page) => setEditing({ id: page.id })}
            onDelete={askDelete}
          />
        )}
      </Stack>
      <PageEditorModal type={type} pageId={editing?.id ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
    </Paper>
  );
}

/** `/admin/courses/A1A3` and `/admin/courses/A2`: a type's course and its pages. */
export function CourseAdminPage() {
  const { t } = useTranslation(['courses', 'routes']);
  const { pathname } = useLocation();
  const type = courseTypeOfAdminPath(pathname);
  const course = useQuery(courseQuery(type));

  return (
    <>
      <PageHeader title={t(`routes:adminCourses${courseTypeCode(type)}`)} description={t('courses:admin.lead')} />
      {course.isPending ? (
        <LoadingState />
      ) : course.isError ? (
        <ErrorState error={course.error} onRetry={() => void course.refetch()} />
      ) : course.data === null ? (
        <CreateCourseForm key={type} type={type} />
      ) : (
        <Stack gap="lg">
          <CoursePanel course={course.data} type={type} />
          <CoursePages key={type} type={type} />
        </Stack>
      )}
    </>
  );
}
