import { Button, Group, NumberInput, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DateTimeField, TimeField } from '../../../components/date-fields';
import { PasswordInput } from '../../../components/password-input';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { updateSettingInput, type SettingDto } from '../../../../shared/contracts/settings';
import { type Language } from '../../../../shared/enums';
import { settingValueProblem, type SettingDefinition } from '../../../../shared/settings';
import { formatDateTime, isoToLocalInput, localInputToIso } from '../../../lib/dates';
import { isApiError } from '../../../lib/errors';
import { FormErrorSummary, useErrorSummary } from '../../../components/error-summary';
import { useContractForm } from '../../../lib/form';
import { formatNumber, numberFieldFormat } from '../../../lib/numbers';
import { useUpdateSetting } from '../api';
import { useLanguage } from '../../../lib/use-language';
import { refusalOf } from '../../../lib/use-problem';

/** The text the input shows for a stored value (datetimes in Reykjavik time for the picker). */
function toInput(def: SettingDefinition, value: string): string {
  return def.kind === 'datetime' ? isoToLocalInput(value) : value;
}

function fromInput(def: SettingDefinition, value: string): string {
  return def.kind === 'datetime' ? localInputToIso(value) : value;
}

/**
 * One setting: its title, what it does, an input that fits its kind, and its own save button.
 * The parent keys it by the stored value, so a saved or changed value starts it afresh.
 */
export function SettingField({ def, setting }: { def: SettingDefinition; setting: SettingDto | undefined }) {
  const { t } = useTranslation(['settings', 'common']);
  const language = useLanguage();
  const stored = setting?.value ?? def.defaultValue;
  const form = useContractForm({ value: toInput(def, stored) });
  const value = form.values.value;
  const error = form.errors.value ?? null;
  const setValue = (next: string) => form.setField('value', next);
  const update = useUpdateSetting();
  const [summaryRef, summaryFailed] = useErrorSummary();
  const formName = `setting-${def.name}`;
  const inputId = `${formName}-value`;

  const title = t(`settings:keys.${def.name}.title`);
  const help = t(`settings:keys.${def.name}.help`);
  const outgoing = fromInput(def, value);
  const dirty = outgoing !== stored && !(def.kind === 'datetime' && value === toInput(def, stored));

  const save = () => {
    const problem = settingValueProblem(def, outgoing);
    void form.submit({
      schema: updateSettingInput,
      input: { settingId: setting?.settingId ?? def.id, value: outgoing },
      extraErrors: problem ? { value: { key: problem.replace(/^errors\./, 'errors:'), params: rangeOf(def, language) } } : undefined,
      call: update.mutateAsync,
      onSuccess: () => {
        form.setErrors({});
        notifications.show({
          color: 'green',
          message:
            def.name === 'IsMaintenance' && outgoing === 'true' ? t('settings:maintenanceOnNotice') : t('settings:saved', { name: title }),
        });
      },
      // The one input shows whatever was refused, the setting's id included.
      onFieldErrors: (errors) => {
        if (!errors.value) form.setErrors({ value: Object.values(errors)[0] });
        summaryFailed();
      },
      onError: (e) => ({ value: isApiError(e) && e.kind !== 'http' ? { key: 'errors:unknown' } : refusalOf(e) }),
    });
  };

  const common = { id: inputId, label: title, description: help, error } as const;
  let input;
  switch (def.kind) {
    case 'int':
    case 'percent':
    case 'isk':
      input = (
        <NumberInput
          {...common}
          value={value}
          onChange={(v) => setValue(String(v))}
          min={def.min}
          max={def.max}
          allowDecimal={false}
          {...numberFieldFormat(def.kind === 'percent' || def.kind === 'isk' ? def.kind : 'plain', language)}
          clampBehavior="none"
          maw={280}
        />
      );
      break;
    case 'bool':
      input = (
        <Switch
          id={inputId}
          label={title}
          description={help}
          error={error}
          checked={value === 'true'}
          onChange={(e) => setValue(e.currentTarget.checked ? 'true' : 'false')}
        />
      );
      break;
    case 'datetime':
      input = <DateTimeField {...common} value={value} onChange={setValue} maw={280} />;
      break;
    case 'time':
      input = <TimeField {...common} value={value} onChange={setValue} maw={200} />;
      break;
    case 'secret':
      input = (
        <PasswordInput
          {...common}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          autoComplete="new-password"
          maw={420}
          visibilityToggleButtonProps={{ 'aria-label': t('settings:showSecret') }}
        />
      );
      break;
    default:
      input = <TextInput {...common} value={value} onChange={(e) => setValue(e.currentTarget.value)} maw={420} />;
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid={`setting-${def.name}`}>
      <Stack gap="xs">
        <FormErrorSummary form={formName} errors={form.errors} summaryRef={summaryRef} />
        {input}
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {[
              def.min !== undefined && def.max !== undefined ? t('settings:range', rangeOf(def, language)) : null,
              setting?.lastModificationTime
                ? t('settings:lastChanged', { when: formatDateTime(setting.lastModificationTime, language) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Button size="xs" onClick={save} disabled={!dirty} loading={form.pending} aria-label={t('settings:saveKey', { name: title })}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The setting's allowed values, written as the language writes numbers ("10.000.000", not "10000000"). */
const rangeOf = (def: SettingDefinition, language: Language) => ({
  min: def.min === undefined ? '' : formatNumber(def.min, language),
  max: def.max === undefined ? '' : formatNumber(def.max, language),
});
