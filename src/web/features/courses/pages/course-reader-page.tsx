import { Alert, Anchor, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isApiError } from '../../../lib/errors';
import { contentsQuery, courseStatusQuery, showPageQuery, useEnrol } from '../api';
import { CourseContents } from '../components/course-contents';
import { CoursePageView, CourseProgress } from '../components/course-page-view';
import { parseCourseType, type CourseType } from '../course-type';
import { inLanguage } from '../../../../shared/bilingual';
import { useLanguage } from '../../../lib/use-language';

/** The rank in `?page=N`, when it is one. */
function rankOf(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? n : null;
}

function FinishedPanel({ type }: { type: CourseType }) {
  const { t } = useTranslation('courses');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="course-finished-title" bg="var(--mantine-color-green-light)">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h3" id="course-finished-title">
          {t('courses:reader.finishedTitle')}
        </Title>
        <Text>{t('courses:reader.finishedText')}</Text>
        <Button component={Link} to={`/examination-prepare/${type}`}>
          {t('courses:reader.toExam')}
        </Button>
      </Stack>
    </Paper>
  );
}

function CourseReader({ type }: { type: CourseType }) {
  const { t } = useTranslation(['courses', 'routes']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const status = useQuery({ ...courseStatusQuery(), select: (items) => items.find((s) => s.courseType === type) ?? null });
  const contents = useQuery(contentsQuery(type));
  const enrol = useEnrol();
  const { mutate: enrolIn } = enrol;
  const enrolAsked = useRef(false);

  const course = status.data;
  const totalPages = course?.totalPages ?? contents.data?.length ?? 0;
  const requested = rankOf(search.get('page'));
  const rank = requested ?? (course !== undefined ? (course?.resumeRank ?? 1) : null);
  // The first opening enrols the pilot; the page waits for it so that the server records the start first.
  const firstOpening = course !== undefined && course !== null && course.readPages === 0;
  const enrolled = course !== undefined && (!firstOpening || enrol.isSuccess || enrol.isError);
  const page = useQuery({ ...showPageQuery(type, rank ?? 1), enabled: rank !== null && totalPages > 0 && enrolled });

  useEffect(() => {
    if (!firstOpening || enrolAsked.current) return;
    enrolAsked.current = true;
    enrolIn(type);
  }, [firstOpening, enrolIn, type]);

  // Resume where the pilot left off, and keep the rank in the address so that it can be bookmarked.
  useEffect(() => {
    if (requested === null && rank !== null && totalPages > 0) setSearch({ page: String(rank) }, { replace: true });
  }, [requested, rank, totalPages, setSearch]);

  // Showing a page marked it read: tick it in the contents and count it in the progress. The status is
  // patched rather than fetched again, so that the rank to resume from stays put while the address catches up.
  const shown = page.data;
  useEffect(() => {
    if (!shown) return;
    queryClient.setQueryData(contentsQuery(type).queryKey, (list) => list?.map((p) => (p.id === shown.id ? { ...p, isRead: true } : p)));
    queryClient.setQueryData(courseStatusQuery().queryKey, (list) =>
      list?.map((s) =>
        s.courseType === type
          ? {
              ...s,
              totalPages: shown.totalPages,
              readPages: shown.readPages,
              isCompleted: shown.totalPages > 0 && shown.readPages >= shown.totalPages,
            }
          : s,
      ),
    );
  }, [shown, type, queryClient]);

  if (status.isPending || contents.isPending) return <LoadingState />;
  if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;

  const title = course?.courseName ? inLanguage(language, course.courseName, course.courseNameEnglish) : t('routes:mySiteCourse');
  const total = page.data?.totalPages ?? totalPages;
  // A page opened again comes from the cache with the count of its first opening: take the highest count known.
  const readPages = Math.max(page.data?.readPages ?? 0, course?.readPages ?? 0, contents.data?.filter((p) => p.isRead).length ?? 0);
  const finished = total > 0 && (readPages >= total || Boolean(course?.isCompleted));
  const notFound = page.isError && isApiError(page.error) && page.error.status === 404;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        {course && !course.isActive && totalPages > 0 ? <Text>{t('courses:reader.inactive')}</Text> : null}
      </Stack>
      {totalPages === 0 ? (
        <Alert color="blue">{t('courses:reader.noPages')}</Alert>
      ) : (
        <>
          <CourseProgress rank={page.data ? page.data.rank : rank} totalPages={total} readPages={Math.min(readPages, total)} />
          {finished ? <FinishedPanel type={type} /> : null}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              {page.data ? (
                <CoursePageView page={page.data} language={language} />
              ) : notFound ? (
                <Alert color="yellow" title={t('courses:reader.pageNotFound')}>
                  <Anchor component={Link} to={{ search: '?page=1' }}>
                    {t('courses:reader.toFirstPage')}
                  </Anchor>
                </Alert>
              ) : page.isError ? (
                <ErrorState error={page.error} onRetry={() => void page.refetch()} />
              ) : (
                <LoadingState />
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              {contents.isError ? (
                <ErrorState error={contents.error} onRetry={() => void contents.refetch()} />
              ) : (
                <CourseContents pages={contents.data} currentRank={rank} language={language} />
              )}
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}

/** `/my-site/course/:type` (1 or A1A3, 2 or A2): the pilot reads a course page by page. */
export function CourseReaderPage() {
  const { t } = useTranslation(['courses', 'routes']);
  const type = parseCourseType(useParams().type);
  if (type === null) {
    return (
      <Stack>
        <Title order={1}>{t('routes:mySiteCourse')}</Title>
        <Alert color="yellow">{t('courses:reader.unknownType')}</Alert>
      </Stack>
    );
  }
  return <CourseReader key={type} type={type} />;
}
