import { Alert, Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { backupsEndpoints } from '../../../../shared/contracts/client/backups';
import { Permission } from '../../../../shared/permissions';
import { PageHeader } from '../../../components/page-header';
import { useCurrentLogin, useSession } from '../../../lib/use-session';
import { call } from '../../../lib/api-client';
import { menuGroups, menuOf, routePath } from '../../../lib/routes';

/** `/admin`: a welcome and a card for each administration page the user may open. */
export function AdminHomePage() {
  const { t } = useTranslation(['admin', 'common']);
  const session = useSession();
  const login = useCurrentLogin();
  const menu = menuOf('admin', session.granted, session.userTypeId, session.inTenant);
  const name = login.data?.user?.name ?? '';
  const sections = menuGroups
    .map((group) => ({ group, routes: menu[group].filter((r) => r.id !== 'adminHome') }))
    .filter((s) => s.routes.length > 0);
  return (
    <Stack gap="xl">
      <PageHeader title={name ? t('admin:home.welcomeName', { name }) : t('admin:home.welcome')} description={t('admin:home.lead')} />
      <BackupLateNotice enabled={session.granted.has(Permission.Administrator)} />
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

/**
 * The backups screen's warning, in short, where administrators look first. A tenant's administrator
 * is refused the status (the backups are the host's), and sees nothing here.
 */
function BackupLateNotice({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('backups');
  const status = useQuery({
    // The backups screen's key, so the two share one answer.
    queryKey: ['backups', 'status'],
    queryFn: ({ signal }) => call(backupsEndpoints.getStatus, undefined, signal),
    enabled,
    retry: false,
  });
  if (!status.data?.late || status.data.mode !== 'embedded') return null;
  return (
    <Alert color="red" role="alert">
      <Text size="sm">
        {t('home.late', { hours: status.data.lateAfterHours, count: status.data.lateAfterHours })}{' '}
        <Anchor component={Link} to={routePath('adminBackups')}>
          {t('home.open')}
        </Anchor>
      </Text>
    </Alert>
  );
}
