import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useCurrentLogin, useSession } from '../../../lib/use-session';
import { menuGroups, menuOf } from '../../../lib/routes';

/** `/admin`: a welcome and a card for each administration page the user may open. */
export function AdminHomePage() {
  const { t } = useTranslation(['admin', 'common']);
  const session = useSession();
  const login = useCurrentLogin();
  const menu = menuOf('admin', session.granted, session.userTypeId);
  const name = login.data?.user?.name ?? '';
  const sections = menuGroups
    .map((group) => ({ group, routes: menu[group].filter((r) => r.id !== 'adminHome') }))
    .filter((s) => s.routes.length > 0);
  return (
    <Stack gap="xl">
      <PageHeader title={name ? t('admin:home.welcomeName', { name }) : t('admin:home.welcome')} description={t('admin:home.lead')} />
      {sections.map(({ group, routes }) => (
        <section key={group} aria-labelledby={`admin-home-${group}`}>
          <Title order={2} size="h4" mb="sm" id={`admin-home-${group}`}>
            {t(`admin:home.groups.${group}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {routes.map((route) => (
              <li key={route.id}>
                <Card withBorder padding="md" radius="md" h="100%">
                  <Anchor component={Link} to={route.path} fw={700} size="lg">
                    {t(route.titleKey)}
                  </Anchor>
                  <Text size="sm" mt={6}>
                    {t(`admin:home.cards.${route.id}`)}
                  </Text>
                </Card>
              </li>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
