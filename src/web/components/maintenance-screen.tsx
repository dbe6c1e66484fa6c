import { Box, Center, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/use-language';
import { formatDateTime } from '../lib/dates';
import { LanguageSwitcher } from './language-switcher';
import { MainRegion } from './main-region';
import { SkipLink } from './skip-link';

function MaintenanceIllustration() {
  return (
    <svg width="240" height="170" viewBox="0 0 240 170" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="156" rx="80" ry="8" fill="#d7e3f0" />
      <g stroke="#02529c" strokeWidth="4" strokeLinecap="round" fill="none">
        <line x1="60" y1="52" x2="100" y2="72" />
        <line x1="180" y1="52" x2="140" y2="72" />
        <line x1="60" y1="112" x2="100" y2="92" />
        <line x1="180" y1="112" x2="140" y2="92" />
      </g>
      <rect x="96" y="66" width="48" height="32" rx="8" fill="#02529c" />
      <circle cx="120" cy="82" r="7" fill="#ffffff" />
      <g fill="#9cbfe5" stroke="#02529c" strokeWidth="2">
        <ellipse cx="60" cy="48" rx="26" ry="5" />
        <ellipse cx="180" cy="48" rx="26" ry="5" />
        <ellipse cx="60" cy="116" rx="26" ry="5" />
        <ellipse cx="180" cy="116" rx="26" ry="5" />
      </g>
      <g transform="translate(150 118) rotate(-35)">
        <rect x="0" y="-4" width="46" height="8" rx="3" fill="#c9a227" />
        <circle cx="0" cy="0" r="10" fill="none" stroke="#c9a227" strokeWidth="6" />
      </g>
    </svg>
  );
}

/** Replaces the whole app while maintenance is on (requirements §2). */
export function MaintenanceScreen({ from, to }: { from: string | null; to: string | null }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const fromText = formatDateTime(from, language);
  const toText = formatDateTime(to, language);
  let when = t('maintenance.noTimes');
  if (fromText && toText) when = t('maintenance.fromTo', { from: fromText, to: toText });
  else if (toText) when = t('maintenance.until', { to: toText });
  else if (fromText) when = t('maintenance.since', { from: fromText });
  return (
    <>
      <SkipLink />
      <Box component="header" className="portal-header-bar" px="md" py="sm">
        <Group justify="space-between">
          <Text fw={700} size="lg">
            {t('appName')}
          </Text>
          <LanguageSwitcher variant="white" />
        </Group>
      </Box>
      <MainRegion>
        <Container size="sm" py={60}>
          <Center>
            <Stack align="center" gap="lg" ta="center">
              <MaintenanceIllustration />
              <Title order={1}>{t('maintenance.title')}</Title>
              <Text size="lg">{t('maintenance.message')}</Text>
              <Text size="lg" fw={600} data-testid="maintenance-times">
                {when}
              </Text>
              <Text>{t('maintenance.thanks')}</Text>
            </Stack>
          </Center>
        </Container>
      </MainRegion>
    </>
  );
}
