import { Anchor, Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageSummaryDto } from '../../../../shared/contracts/courses';
import { nameIn } from '../course-type';
import { CheckIcon } from './course-icons';

/** The course's table of contents: every page by rank, the one open marked, the read ones labelled. */
export function CourseContents({
  pages,
  currentRank,
  language,
}: {
  pages: PageSummaryDto[];
  currentRank: number | null;
  language: 'is' | 'en';
}) {
  const { t } = useTranslation('courses');
  return (
    <Paper withBorder p="md" radius="md" component="nav" aria-labelledby="course-contents-title">
      <Title order={2} size="h4" id="course-contents-title" mb="sm">
        {t('courses:reader.contents')}
      </Title>
      <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {pages.map((page) => {
          const current = page.rank === currentRank;
          return (
            <li key={page.id}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Anchor
                  component={Link}
                  to={{ search: `?page=${page.rank}` }}
                  aria-current={current ? 'page' : undefined}
                  fw={current ? 700 : undefined}
                  underline={current ? 'always' : 'hover'}
                  style={{ flex: 1, overflowWrap: 'anywhere' }}
                >
                  {page.rank}. {nameIn(page, language)}
                </Anchor>
                {page.isRead ? (
                  <Badge variant="filled" color="green.9" leftSection={<CheckIcon />} style={{ flexShrink: 0 }}>
                    {t('courses:reader.read')}
                  </Badge>
                ) : null}
              </Group>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
