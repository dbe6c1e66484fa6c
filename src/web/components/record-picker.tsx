import { Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../lib/paged-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { organizationsEndpoints } from '../../shared/contracts/client/organizations';
import { pilotsEndpoints } from '../../shared/contracts/client/pilots';
import { call } from '../lib/api-client';

/** A record chosen in a picker: its id and the name a screen shows for it. */
export interface PickedRecord {
  id: number;
  name: string;
  detail: string;
}

/** How many matches a picker lists; a longer list means the search should be narrower. */
const pickLimit = 10;

/** The people of the tenant by name, user name, e-mail or ID number (Pilot/GetAll); `id` is the user's id. */
async function findPeople(keyword: string, signal: AbortSignal): Promise<{ items: PickedRecord[]; totalCount: number }> {
  const page = await call(pilotsEndpoints.getAll, { keyword, skipCount: 0, maxResultCount: pickLimit }, signal);
  return {
    totalCount: page.totalCount,
    items: page.items.map((p) => ({
      id: p.userId,
      name: p.fullName || p.userName,
      detail: [p.userName, p.email].filter(Boolean).join(' · '),
    })),
  };
}

/** The organisations of the tenant by name or number (Organization/GetPaggedList). */
async function findOrganizations(keyword: string, signal: AbortSignal): Promise<{ items: PickedRecord[]; totalCount: number }> {
  const page = await call(organizationsEndpoints.getPaggedList, { keyword, skipCount: 0, maxResultCount: pickLimit }, signal);
  return { totalCount: page.totalCount, items: page.items.map((o) => ({ id: o.id, name: o.name, detail: o.organizationNumber })) };
}

const finders = { person: findPeople, organization: findOrganizations } as const;

/**
 * A search box and the matches as radio buttons, so that a keyboard and a screen reader choose
 * one as they would any other option. Nothing is asked until two letters are typed.
 */
export function RecordPicker({
  kind,
  id,
  value,
  onChange,
  error,
}: {
  kind: 'person' | 'organization';
  /** The search box's id, where an error summary leads. */
  id: string;
  value: PickedRecord | null;
  onChange: (record: PickedRecord | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('common');
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const enabled = debounced.length >= 2;
  const found = useQuery({
    ...pagedQueryOptions({ queryKey: ['record-picker', kind, debounced], queryFn: ({ signal }) => finders[kind](debounced, signal) }),
    enabled,
  });
  const items = found.data?.items ?? [];
  // The chosen record stays listed while another search runs.
  const listed = value && !items.some((r) => r.id === value.id) ? [value, ...items] : items;
  return (
    <Stack gap="xs">
      <TextInput
        id={id}
        type="search"
        label={t(`picker.${kind}.label`)}
        description={t(`picker.${kind}.hint`)}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        error={error}
        rightSection={found.isFetching ? <Loader size="xs" aria-label={t('picker.searching')} /> : null}
      />
      {found.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('picker.failed')}
        </Text>
      ) : null}
      {listed.length > 0 ? (
        <Radio.Group
          label={t(`picker.${kind}.matches`)}
          value={value ? String(value.id) : null}
          onChange={(next) => onChange(listed.find((r) => String(r.id) === next) ?? null)}
        >
          <Stack gap={6} mt={4}>
            {listed.map((record) => (
              <Radio key={record.id} value={String(record.id)} label={record.name} description={record.detail || undefined} />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      <Text size="sm" aria-live="polite">
        {enabled && found.data
          ? found.data.totalCount === 0
            ? t('picker.none')
            : found.data.totalCount > pickLimit
              ? t('picker.more', { count: found.data.totalCount, shown: pickLimit })
              : ''
          : ''}
      </Text>
    </Stack>
  );
}
