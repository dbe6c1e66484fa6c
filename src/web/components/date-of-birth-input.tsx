import { Fieldset, Group, Input, NativeSelect } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { earliestBirthYear } from '../../shared/dates';
import { monthKeys, monthValues, type DateParts } from '../lib/dates';

/**
 * Date of birth as day, month and year selects; months January..December are valued 0..11
 * (requirements §5 and §9).
 */
export function DateOfBirthInput({
  legend,
  value,
  onChange,
  error,
  required,
  disabled,
  now = new Date(),
  id,
}: {
  legend: string;
  value: DateParts;
  onChange: (value: DateParts) => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  now?: Date;
  /** The fieldset's id, where an error summary leads to it (and on to its first select). */
  id?: string;
}) {
  const { t } = useTranslation('common');
  const errorId = useId();
  const thisYear = now.getFullYear();
  // A century and a score back, never before the first year the date-of-birth rule takes.
  const years = Array.from({ length: Math.min(121, thisYear - earliestBirthYear + 1) }, (_, i) => String(thisYear - i));
  const days = Array.from({ length: 31 }, (_, i) => String(i + 1));
  const placeholder = { value: '', label: '—' };
  const describedBy = error ? errorId : undefined;
  return (
    // The legend is drawn as every field's label (weight, size, asterisk), the fieldset without the
    // browser's 2 px inset, and the error as every field's error, so the three selects read as one field.
    <Fieldset
      legend={
        <Input.Label component="span" required={required}>
          {legend}
        </Input.Label>
      }
      id={id}
      variant="unstyled"
      m={0}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <Group grow align="flex-start" gap="sm">
        <NativeSelect
          label={t('dateOfBirth.day')}
          value={value.day}
          onChange={(e) => onChange({ ...value, day: e.currentTarget.value })}
          data={[placeholder, ...days.map((d) => ({ value: d, label: d }))]}
          required={required}
          withAsterisk={false}
          aria-describedby={describedBy}
          error={error ? true : undefined}
          autoComplete="bday-day"
        />
        <NativeSelect
          label={t('dateOfBirth.month')}
          value={value.month}
          onChange={(e) => onChange({ ...value, month: e.currentTarget.value })}
          data={[placeholder, ...monthValues.map((m) => ({ value: String(m), label: t(`months.${monthKeys[m]}`) }))]}
          required={required}
          withAsterisk={false}
          aria-describedby={describedBy}
          error={error ? true : undefined}
        />
        <NativeSelect
          label={t('dateOfBirth.year')}
          value={value.year}
          onChange={(e) => onChange({ ...value, year: e.currentTarget.value })}
          data={[placeholder, ...years.map((y) => ({ value: y, label: y }))]}
          required={required}
          withAsterisk={false}
          aria-describedby={describedBy}
          error={error ? true : undefined}
          autoComplete="bday-year"
        />
      </Group>
      {error ? (
        <Input.Error id={errorId} role="alert" mt={5}>
          {error}
        </Input.Error>
      ) : null}
    </Fieldset>
  );
}
