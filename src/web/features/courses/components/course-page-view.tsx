import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShowPageDto } from '../../../../shared/contracts/courses';
import { ArrowLeftIcon, ArrowRightIcon } from './course-icons';
import { RichContent } from './rich-content';
import { inLanguage } from '../../../../shared/bilingual';
import { PercentBar } from '../../../components/percent-bar';

/** "Page 3 of 7" and how much of the course has been read, in words as well as the bar. */
export function CourseProgress({ rank, totalPages, readPages }: { rank: number | null; totalPages: number; readPages: number }) {
  const { t } = useTranslation('courses');
  const percent = totalPages > 0 ? Math.round((readPages / totalPages) * 100) : 0;
  const readText = t('courses:reader.readCount', { read: readPages, total: totalPages, count: totalPages });
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        {rank !== null ? (
          <Text fw={700} data-testid="course-position">
            {t('courses:reader.position', { rank, total: totalPages })}
          </Text>
        ) : null}
        <Text size="sm">{readText}</Text>
      </Group>
      <PercentBar value={percent} label={readText} size="lg" radius="xl" />
    </Stack>
  );
}

/** One page in the reader's language; focus moves to its heading when the pilot turns the page. */
export function CoursePageView({ page, language }: { page: ShowPageDto; language: 'is' | 'en' }) {
  const { t } = useTranslation('courses');
  const heading = useRef<HTMLHeadingElement>(null);
  const shownRank = useRef<number | null>(null);

  useEffect(() => {
    // Not on the first page shown: the screen has just opened and focus starts where it always does.
    if (shownRank.current !== null && shownRank.current !== page.rank) heading.current?.focus();
    shownRank.current = page.rank;
  }, [page.rank]);

  const name = inLanguage(language, page.nameIcelandic, page.nameEnglish);
  const content = inLanguage(language, page.contentIcelandic, page.contentEnglish);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="article" aria-labelledby="course-page-title">
      <Stack>
        <Title order={2} id="course-page-title" ref={heading} tabIndex={-1} lang={language}>
          {name}
        </Title>
        <RichContent html={content} lang={language} data-testid="course-page-content" />
        <Group justify="space-between" mt="md" component="nav" aria-label={t('courses:reader.pageNavigation')}>
          {page.previousRank !== null ? (
            <Button component={Link} to={{ search: `?page=${page.previousRank}` }} variant="default" leftSection={<ArrowLeftIcon />}>
              {t('courses:reader.previous')}
            </Button>
          ) : (
            <span />
          )}
          {page.nextRank !== null ? (
            <Button component={Link} to={{ search: `?page=${page.nextRank}` }} rightSection={<ArrowRightIcon />}>
              {t('courses:reader.next')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
