import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A path whose type is neither A1/A3 nor A2. */
export function UnknownExamType({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(['exams', 'routes']);
  return (
    <Stack>
      <Title order={1}>{t(titleKey)}</Title>
      <Alert color="yellow">{t('exams:unknownType')}</Alert>
    </Stack>
  );
}
