import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/use-language';
import { formatDateTime } from '../lib/dates';

function PauseIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <rect x="2" y="1" width="3.5" height="12" fill="currentColor" />
      <rect x="8.5" y="1" width="3.5" height="12" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d="M3 1 L12 7 L3 13 Z" fill="currentColor" />
    </svg>
  );
}

/**
 * The scrolling warning shown above the app while IsWarning is on. Moving text can be paused
 * (WCAG 2.2.2); with reduced motion asked for, it does not move at all.
 */
export function WarningBanner({ from, to }: { from: string | null; to: string | null }) {
  const { t } = useTranslation('common');
  const [paused, setPaused] = useState(false);
  const language = useLanguage();
  const text =
    from && to ? t('warning.withTimes', { from: formatDateTime(from, language), to: formatDateTime(to, language) }) : t('warning.text');
  return (
    <Box component="section" aria-label={t('warning.label')} className="warning-banner" data-paused={paused} px="md" py={6}>
      <Group gap="sm" wrap="nowrap">
        <Text fw={700} size="sm" style={{ flexShrink: 0 }}>
          {t('warning.prefix')}
        </Text>
        <div className="warning-track">
          <Text component="span" size="sm" className="warning-text">
            {text}
          </Text>
        </div>
        <ActionIcon
          className="warning-pause"
          variant="subtle"
          color="dark"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          aria-label={paused ? t('warning.play') : t('warning.pause')}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </ActionIcon>
      </Group>
    </Box>
  );
}
