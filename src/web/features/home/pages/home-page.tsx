import { Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Permission } from '../../../../shared/permissions';
import { AuthorityLink, externalLinkOrder } from '../../../components/authority-link';
import { useSession } from '../../../lib/use-session';

function Mark({ children }: { children: string }) {
  return (
    <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
      <Text fw={700}>{children}</Text>
    </ThemeIcon>
  );
}

/** The public front page (`/`, `/home`, `/default`). */
export function HomePage() {
  const { t } = useTranslation('home');
  const session = useSession();
  return (
    <Stack gap={48}>
      <Stack gap="md" component="section" aria-labelledby="home-title">
        <Badge variant="light" size="lg" w="fit-content">
          {t('hero.badge')}
        </Badge>
        <Title order={1} id="home-title">
          {t('hero.title')}
        </Title>
        <Text size="xl" maw={720}>
          {t('hero.lead')}
        </Text>
        <Group>
          {session.signedIn ? (
            <>
              {session.granted.has(Permission.Pilot) ? (
                <Button component={Link} to="/my-site/default" size="md">
                  {t('hero.mySite')}
                </Button>
              ) : null}
              {session.granted.has(Permission.Administrator) ? (
                <Button component={Link} to="/admin" size="md" variant={session.granted.has(Permission.Pilot) ? 'outline' : 'filled'}>
                  {t('hero.admin')}
                </Button>
              ) : null}
            </>
          ) : (
            <>
              <Button component={Link} to="/register" size="md">
                {t('hero.register')}
              </Button>
              <Button component={Link} to="/account/login" size="md" variant="outline">
                {t('hero.login')}
              </Button>
            </>
          )}
        </Group>
      </Stack>

      <section aria-labelledby="home-steps">
        <Title order={2} id="home-steps" mb="md">
          {t('steps.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {(['register', 'learn', 'certificate'] as const).map((step, index) => (
            <Card key={step} withBorder padding="lg" radius="md">
              <Stack gap="sm">
                <Mark>{String(index + 1)}</Mark>
                <Title order={3} size="h4">
                  {t(`steps.${step}.title`)}
                </Title>
                <Text>{t(`steps.${step}.text`)}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="home-categories">
        <Title order={2} id="home-categories" mb="md">
          {t('categories.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder padding="lg" radius="md">
            <Title order={3} size="h4" mb="xs">
              {t('categories.a1a3.title')}
            </Title>
            <Text mb="sm">{t('categories.a1a3.text')}</Text>
            <List spacing={4}>
              <List.Item>{t('categories.a1a3.point1')}</List.Item>
              <List.Item>{t('categories.a1a3.point2')}</List.Item>
              <List.Item>{t('categories.a1a3.point3')}</List.Item>
            </List>
          </Card>
          <Card withBorder padding="lg" radius="md">
            <Title order={3} size="h4" mb="xs">
              {t('categories.a2.title')}
            </Title>
            <Text mb="sm">{t('categories.a2.text')}</Text>
            <List spacing={4}>
              <List.Item>{t('categories.a2.point1')}</List.Item>
              <List.Item>{t('categories.a2.point2')}</List.Item>
              <List.Item>{t('categories.a2.point3')}</List.Item>
            </List>
          </Card>
        </SimpleGrid>
      </section>

      <section aria-labelledby="home-operators">
        <Title order={2} id="home-operators" mb="xs">
          {t('operators.title')}
        </Title>
        <Text maw={760}>{t('operators.text')}</Text>
      </section>

      <section aria-labelledby="home-rules">
        <Title order={2} id="home-rules" mb="xs">
          {t('rules.title')}
        </Title>
        <Text maw={760} mb="xs">
          {t('rules.text')}
        </Text>
        <List spacing={4}>
          {externalLinkOrder.map((link) => (
            <List.Item key={link}>
              <AuthorityLink link={link} />
            </List.Item>
          ))}
        </List>
      </section>

      <section aria-labelledby="home-help">
        <Title order={2} id="home-help" mb="xs">
          {t('help.title')}
        </Title>
        <Text maw={760}>
          {t('help.text')}{' '}
          <Anchor component={Link} to="/privacy">
            {t('help.privacy')}
          </Anchor>
        </Text>
      </section>
    </Stack>
  );
}
