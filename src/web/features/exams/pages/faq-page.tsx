import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SampleQuestions } from '../components/sample-questions';
import { examPaths } from '../exam-type';

/** `/faq`: how the exams work and public sample questions with their answers, without a call to the server. */
export function FaqPage() {
  const { t } = useTranslation('exams');
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t('exams:faq.title')}</Title>
        <Text>{t('exams:faq.lead')}</Text>
      </Stack>
      <Stack component="section" aria-labelledby="faq-rules-title" gap="sm">
        <Title order={2} id="faq-rules-title">
          {t('exams:faq.rulesTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder p="md" radius="md">
            <Title order={3} size="h4" mb="xs">
              {t('exams:faq.a1a3Title')}
            </Title>
            <Text mb="sm">{t('exams:faq.a1a3Text')}</Text>
            <Button component={Link} to={examPaths.prepare(1)} variant="outline">
              {t('exams:faq.toA1A3')}
            </Button>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Title order={3} size="h4" mb="xs">
              {t('exams:faq.a2Title')}
            </Title>
            <Text mb="sm">{t('exams:faq.a2Text')}</Text>
            <Button component={Link} to={examPaths.prepare(2)} variant="outline">
              {t('exams:faq.toA2')}
            </Button>
          </Paper>
        </SimpleGrid>
        <Text size="sm">{t('exams:faq.settingsNote')}</Text>
      </Stack>
      <Stack component="section" aria-labelledby="faq-questions-title" gap="sm">
        <Title order={2} id="faq-questions-title">
          {t('exams:faq.questionsTitle')}
        </Title>
        <SampleQuestions />
      </Stack>
    </Stack>
  );
}
