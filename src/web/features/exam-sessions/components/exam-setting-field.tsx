import { Button, Group, NumberInput, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingDto } from '../../../../shared/contracts/settings';
import { settingValueProblem, type SettingDefinition } from '../../../../shared/settings';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import type { Language } from '../../../../shared/enums';
import { fieldErrorsOf, isApiError } from '../../../lib/errors';
import { useLanguage } from '../format';
import { useUpdateExamSetting } from '../settings-api';
import { refusalOf, useProblem } from '../../../lib/use-problem';

/** The unit a setting is counted in, said after the number and in its explanation. */
const unitOf: Record<string, 'minutes' | 'questions' | 'percent' | 'years' | null> = {
  ExamTimeLimit: 'minutes',
  A2ExamTimeLimit: 'minutes',
  A2ExamSessionTimeout: 'minutes',
  DefaultSessionLengthForA2: 'minutes',
  NumberQuestion: 'questions',
  A2NumberQuestion: 'questions',
  PercentNeedToPass: 'percent',
  A2PercentNeedToPass: 'percent',
  AgeLimit: 'years',
  EnableA2: null,
};

/**
 * One exam setting: its name, what it does in words with its unit, and its own save button.
 * The parent keys it by the stored value, so a saved value starts it afresh.
 */
export function ExamSettingField({ def, setting }: { def: SettingDefinition; setting: SettingDto | undefined }) {
  const { t } = useTranslation(['exam-sessions', 'common', 'errors']);
  const language = useLanguage();
  const stored = setting?.value ?? def.defaultValue;
  const [value, setValue] = useState(stored);
  const [error, setError] = useProblem();
  const update = useUpdateExamSetting();
  const title = t(`exam-sessions:settings.keys.${def.name}.title`);
  const help = t(`exam-sessions:settings.keys.${def.name}.help`);
  const unit = unitOf[def.name] ?? null;

  const save = () => {
    const problem = settingValueProblem(def, value);
    // The problem names the limit it broke ("Enter 1 or more"), as the settings' own do.
    if (problem) return setError({ key: problem.replace(/^errors\./, 'errors:'), params: rangeOf(def, language) });
    update.mutate(
      { settingId: setting?.settingId ?? def.id, value },
      {
        onSuccess: () => {
          setError(null);
          notifications.show({ color: 'green', message: t('exam-sessions:settings.saved', { name: title }) });
        },
        onError: (e) => setError(fieldErrorsOf(e).value ?? (isApiError(e) && e.kind !== 'http' ? { key: 'errors:unknown' } : refusalOf(e))),
      },
    );
  };

  const onChange = (next: string) => {
    setValue(next);
    setError(null);
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid={`exam-setting-${def.name}`}>
      <Stack gap="xs">
        {def.kind === 'bool' ? (
          <Switch
            label={title}
            description={help}
            error={error}
            checked={value === 'true'}
            onChange={(e) => onChange(e.currentTarget.checked ? 'true' : 'false')}
          />
        ) : (
          <NumberInput
            label={title}
            description={help}
            error={error}
            value={value}
            onChange={(v) => onChange(String(v))}
            min={def.min}
            max={def.max}
            allowDecimal={false}
            clampBehavior="none"
            suffix={unit ? ` ${t(`exam-sessions:units.${unit}`)}` : undefined}
            maw={280}
          />
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {[
              def.min !== undefined && def.max !== undefined ? t('exam-sessions:settings.range', rangeOf(def, language)) : null,
              setting?.lastModificationTime
                ? t('exam-sessions:settings.lastChanged', { when: formatDateTime(setting.lastModificationTime, language) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Button
            size="xs"
            onClick={save}
            disabled={value === stored}
            loading={update.isPending}
            aria-label={t('exam-sessions:settings.saveKey', { name: title })}
          >
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The setting's allowed values, written as the language writes numbers. */
const rangeOf = (def: SettingDefinition, language: Language) => ({
  min: def.min === undefined ? '' : formatNumber(def.min, language),
  max: def.max === undefined ? '' : formatNumber(def.max, language),
});
