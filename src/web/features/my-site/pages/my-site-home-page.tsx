import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userCourseEndpoints } from '../../../../shared/contracts/courses';
import { call } from '../../../lib/api-client';
import { useCurrentLogin, useSession } from '../../../lib/use-session';
import { menuOf } from '../../../lib/routes';
import { PercentBar } from '../../../components/percent-bar';
import { inLanguage } from '../../../../shared/bilingual';
import { useLanguage } from '../../../lib/use-language';

/** The pilot's active courses with their progress; the key is the one the course reader refreshes as pages are read. */
function CourseStatusCards() {
  const { t } = useTranslation(['courses']);
  const status = useQuery({
    queryKey: ['courses', 'status'],
    queryFn: async ({ signal }) => (await call(userCourseEndpoints.getCourseStatus, undefined, signal)).items,
    meta: { silent: true },
  });
  const language = useLanguage();
  const courses = (status.data ?? []).filter((c) => c.isActive && c.totalPages > 0);
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="my-site-courses">
      <Title order={2} size="h3" id="my-site-courses" mb="sm">
        {t('courses:status.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {courses.map((c) => {
          const progress = t('courses:status.progress', { read: c.readPages, total: c.totalPages });
          const headingId = `my-site-course-${c.courseType}`;
          return (
            <li key={c.courseType}>
              <Card withBorder padding="md" radius="md" h="100%">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Title order={3} size="h4" id={headingId}>
                    {inLanguage(language, c.courseName ?? '', c.courseNameEnglish)}
                  </Title>
                  {c.isCompleted ? (
                    <Badge color="green.9" variant="filled">
                      {t('courses:status.completed')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" mt={6}>
                  {progress}
                </Text>
                <PercentBar value={Math.round((c.readPages / c.totalPages) * 100)} label={progress} mt={6} />
                <Button
                  component={Link}
                  to={`/my-site/course/${c.courseType}`}
                  variant={c.isCompleted ? 'default' : 'filled'}
                  mt="sm"
                  aria-describedby={headingId}
                >
                  {c.isCompleted
                    ? t('courses:status.readAgain')
                    : c.readPages > 0
                      ? t('courses:status.continue')
                      : t('courses:status.start')}
                </Button>
              </Card>
            </li>
          );
        })}
      </SimpleGrid>
    </section>
  );
}

/** `/my-site/default`: the pilot's landing page — a greeting and the pages open to them. */
export function MySiteHomePage() {
  const { t } = useTranslation(['my-site', 'common']);
  const session = useSession();
  const login = useCurrentLogin();
  const user = login.data?.user;
  const links = menuOf('mySite', session.granted, session.userTypeId).top.filter((r) => r.id !== 'mySiteDefault');
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{user ? t('my-site:greetingName', { name: user.name }) : t('my-site:greeting')}</Title>
        <Text size="lg">{t('my-site:lead')}</Text>
      </Stack>
      <CourseStatusCards />
      <section aria-labelledby="my-site-pages">
        <Title order={2} size="h3" id="my-site-pages" mb="sm">
          {t('my-site:yourPages')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {links.map((route) => (
            <li key={route.id}>
              <Card withBorder padding="md" radius="md" h="100%">
                <Anchor component={Link} to={route.path} fw={700} size="lg">
                  {t(route.titleKey)}
                </Anchor>
                <Text size="sm" mt={6}>
                  {t(`my-site:links.${route.id}`)}
                </Text>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="my-site-account">
        <Title order={2} size="h3" id="my-site-account" mb="sm">
          {t('my-site:account.title')}
        </Title>
        {user ? <Text>{t('my-site:account.signedInAs', { userName: user.userName, email: user.emailAddress })}</Text> : null}
        <Text mt="xs">
          <Anchor component={Link} to="/privacy">
            {t('my-site:account.privacy')}
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/logout">
            {t('my-site:account.logout')}
          </Anchor>
        </Text>
      </section>
    </Stack>
  );
}
