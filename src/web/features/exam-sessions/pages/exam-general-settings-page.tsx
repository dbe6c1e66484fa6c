import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { findSettingDefinition, settingDefinitions } from '../../../../shared/settings';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { examSettingsQuery } from '../api';
import { CertificateValidity } from '../components/certificate-validity';
import { ExamSettingField } from '../components/exam-setting-field';
import { examSettingGroups } from '../settings-api';

const definitionOf = (name: string) => settingDefinitions.find((d) => d.name === name);

/** `/admin/exam/general-settings`: the exam settings in words with their units, and how long certificates are valid. */
export function ExamGeneralSettingsPage() {
  const { t } = useTranslation(['exam-sessions', 'routes']);
  const settings = useQuery(examSettingsQuery());
  return (
    <>
      <PageHeader title={t('routes:adminExamGeneralSettings')} description={t('exam-sessions:settings.lead')} />
      <Stack gap="xl">
        {settings.isPending ? (
          <LoadingState />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          examSettingGroups.map((group) => (
            <section key={group.id} aria-labelledby={`exam-settings-${group.id}`}>
              <Title order={2} size="h3" id={`exam-settings-${group.id}`}>
                {t(`exam-sessions:settings.groups.${group.id}.title`)}
              </Title>
              <Text mb="md">{t(`exam-sessions:settings.groups.${group.id}.description`)}</Text>
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                {group.names.map((name) => {
                  const def = definitionOf(name);
                  if (!def) return null;
                  const setting = settings.data.find((s) => s.name === name || findSettingDefinition(s.settingId)?.name === name);
                  return <ExamSettingField key={`${name}:${setting?.value ?? ''}`} def={def} setting={setting} />;
                })}
              </SimpleGrid>
            </section>
          ))
        )}
        <section aria-labelledby="exam-settings-validity">
          <Title order={2} size="h3" id="exam-settings-validity">
            {t('exam-sessions:validity.title')}
          </Title>
          <Text mb="md">{t('exam-sessions:validity.description')}</Text>
          <CertificateValidity />
        </section>
      </Stack>
    </>
  );
}
