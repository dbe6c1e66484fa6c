import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLogin, useSession } from '../../../lib/use-session';
import { menuOf } from '../../../app/routes';

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
        {user ? (
          <Text>
            {t('my-site:account.signedInAs', { userName: user.userName, email: user.emailAddress })}
          </Text>
        ) : null}
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
