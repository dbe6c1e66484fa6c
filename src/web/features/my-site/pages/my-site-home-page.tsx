import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLogin, useSession } from '../../../lib/use-session';
import { menuOf } from '../../../lib/routes';
import { organizationPagesOf, useOwnOrganizations } from '../../../lib/organization-access';
import type { OrganizationAbilitiesDto } from '../../../../shared/contracts/organization-members';
import { UserStatus, UserType } from '../../../../shared/enums';
import { PercentBar } from '../../../components/percent-bar';
import { JoinOrganization } from '../components/join-organization';
import { OrganizationRequests } from '../components/organization-requests';
import { inLanguage } from '../../../../shared/bilingual';
import { courseStatusQuery } from '../api';
import { useLanguage } from '../../../lib/use-language';

/** The pilot's active courses with their progress. */
function CourseStatusCards() {
  const { t } = useTranslation(['courses']);
  const status = useQuery(courseStatusQuery());
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
          const progress = t('courses:status.progress', { read: c.readPages, total: c.totalPages, count: c.totalPages });
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

/** What the person is in an organisation, in words, from the abilities the server gave them there. */
function rolesOf(abilities: OrganizationAbilitiesDto): string[] {
  const roles: string[] = [];
  if (abilities.manageContactRoles) roles.push('main');
  else if (abilities.manageOrganization) roles.push('contact');
  if (abilities.isPilot) roles.push('pilot');
  if (abilities.isWaitingPilot) roles.push('invited');
  return roles;
}

/** The organisations the person flies for or speaks for, each with the pages of it they may open. */
function OrganizationCards() {
  const { t } = useTranslation(['my-site', 'routes']);
  const session = useSession();
  const memberships = useOwnOrganizations(session.signedIn).flatMap((membership) => {
    const pages = organizationPagesOf(membership, session.userTypeId);
    return pages.length > 0 ? [{ membership, pages }] : [];
  });
  if (memberships.length === 0) return null;
  return (
    <section aria-labelledby="my-site-organizations">
      <Title order={2} size="h3" id="my-site-organizations" mb="sm">
        {t('my-site:organizations.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {memberships.map(({ membership, pages }) => {
          const headingId = `my-site-organization-${membership.organizationId}`;
          return (
            <li key={membership.organizationId}>
              <Card withBorder padding="md" radius="md" h="100%">
                <Title order={3} size="h4" id={headingId}>
                  {membership.organizationName}
                </Title>
                <Text size="sm" mt={4}>
                  {rolesOf(membership.abilities)
                    .map((role) => t(`my-site:organizations.roles.${role}`))
                    .join(', ')}
                </Text>
                <Stack gap={4} mt="xs">
                  {pages.map((page) => (
                    <Anchor key={page.routeId} component={Link} to={page.path} aria-describedby={headingId}>
                      {t(page.titleKey)}
                    </Anchor>
                  ))}
                </Stack>
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
  const links = menuOf('mySite', session.granted, session.userTypeId, session.inTenant).top.filter((r) => r.id !== 'mySiteDefault');
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{user ? t('my-site:greetingName', { name: user.name }) : t('my-site:greeting')}</Title>
        <Text size="lg">{t('my-site:lead')}</Text>
      </Stack>
      {/* Section 4's PaymentAtHomePage: the fee is asked for here, never by locking the person out. */}
      {user?.statusId === UserStatus.PaymentAtHomePage ? (
        <Alert color="yellow" title={t('my-site:feeDue.title')} role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('my-site:feeDue.body')}</Text>
            <Button component={Link} to="/my-site/payment" size="sm">
              {t('my-site:feeDue.pay')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <OrganizationRequests />
      <OrganizationCards />
      {session.userTypeId === UserType.Pilot || session.userTypeId === UserType.ContactPerson ? <JoinOrganization /> : null}
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
          <Anchor component={Link} to="/account/second-factor">
            {t('my-site:account.secondFactor')}
          </Anchor>
          {' · '}
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
