import { Group, Radio, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface FindByOption<K extends string> {
  key: K;
  /** The choice's words ("E-mail address"), which are also the field's label. */
  label: string;
  type?: 'email' | 'text';
  inputMode?: 'numeric';
  description?: string;
}

/**
 * One field that finds a person in one of two ways, the choice above it saying which; the field is
 * named by the way chosen, so its errors land on it (`${form}-${key}`).
 */
export function FindByField<K extends string>({
  form,
  options,
  by,
  onByChange,
  inputProps,
}: {
  form: string;
  options: readonly FindByOption<K>[];
  by: K;
  onByChange: (by: K) => void;
  inputProps: (key: K) => { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void; error?: string };
}) {
  const { t } = useTranslation('organizations');
  const chosen = options.find((option) => option.key === by) ?? options[0];
  return (
    <>
      <Radio.Group label={t('organizations:mySite.findBy.label')} value={by} onChange={(value) => onByChange(value as K)}>
        <Group mt="xs">
          {options.map((option) => (
            <Radio key={option.key} value={option.key} label={option.label} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput
        key={chosen.key}
        id={`${form}-${chosen.key}`}
        type={chosen.type ?? 'text'}
        label={chosen.label}
        description={chosen.description}
        inputMode={chosen.inputMode}
        {...inputProps(chosen.key)}
        autoComplete="off"
        required
      />
    </>
  );
}
