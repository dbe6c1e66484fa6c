import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingDefinitions, settingGroups } from '../../../../shared/settings';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { settingsQuery } from '../api';
import { SettingField } from '../components/setting-field';

/** `/admin/configuration`: all 24 settings, grouped, each saved on its own. */
export function ConfigurationPage() {
  const { t } = useTranslation(['settings', 'routes']);
  const settings = useQuery(settingsQuery());
  return (
    <>
      <PageHeader title={t('routes:adminConfiguration')} description={t('settings:lead')} />
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Stack gap="xl">
          {settingGroups.map((group) => (
            <section key={group} aria-labelledby={`settings-${group}`}>
              <Title order={2} size="h3" id={`settings-${group}`}>
                {t(`settings:groups.${group}.title`)}
              </Title>
              <Text mb="md">{t(`settings:groups.${group}.description`)}</Text>
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                {settingDefinitions
                  .filter((def) => def.group === group)
                  .map((def) => {
                    const setting = settings.data.items.find((s) => s.settingId === def.id || s.name === def.name);
                    return <SettingField key={`${def.id}:${setting?.value ?? ''}`} def={def} setting={setting} />;
                  })}
              </SimpleGrid>
            </section>
          ))}
        </Stack>
      )}
    </>
  );
}
