import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled search box that reports its (trimmed) keyword shortly after typing stops. */
export function SearchField({ onSearch, label, initial = '' }: { onSearch: (keyword: string) => void; label?: string; initial?: string }) {
  const { t } = useTranslation('common');
  const [value, setValue] = useState(initial);
  const report = useDebouncedCallback((keyword: string) => onSearch(keyword.trim()), 300);
  return (
    <TextInput
      type="search"
      label={label ?? t('search.label')}
      placeholder={t('search.placeholder')}
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        report(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch(value.trim());
      }}
      style={{ flex: 1, minWidth: 220 }}
    />
  );
}
