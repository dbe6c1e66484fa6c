import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const sections = ['controller', 'data', 'purpose', 'recipients', 'retention', 'rights', 'cookies', 'security', 'changes'] as const;

function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The privacy notice of the national e-service (GDPR articles 13 and 14). */
export function PrivacyPage() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="xl" maw={820}>
      <Stack gap="xs">
        <Title order={1}>{t('privacy.title')}</Title>
        <Text size="lg">{t('privacy.lead')}</Text>
        <Text size="sm" c="dimmed">
          {t('privacy.updated')}
        </Text>
      </Stack>
      {sections.map((id) => {
        const paragraphs = asList(t(`privacy.${id}.paragraphs`, { returnObjects: true }));
        const items = asList(t(`privacy.${id}.items`, { returnObjects: true, defaultValue: [] }));
        return (
          <Stack key={id} gap="sm" component="section" aria-labelledby={`privacy-${id}`}>
            <Title order={2} size="h3" id={`privacy-${id}`}>
              {t(`privacy.${id}.title`)}
            </Title>
            {paragraphs.map((p) => (
              <Text key={p}>{p}</Text>
            ))}
            {items.length ? (
              <List spacing="xs">
                {items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
        );
      })}
      <Text>
        {t('privacy.contact')}{' '}
        <Anchor href="https://www.samgongustofa.is" target="_blank" rel="noopener noreferrer">
          www.samgongustofa.is
        </Anchor>{' '}
        ·{' '}
        <Anchor href="https://www.personuvernd.is" target="_blank" rel="noopener noreferrer">
          www.personuvernd.is
        </Anchor>
      </Text>
    </Stack>
  );
}
