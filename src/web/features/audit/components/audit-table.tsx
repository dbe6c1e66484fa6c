import { Badge, Code, List, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditLogDto } from '../../../../shared/contracts/audit';
import type { PagedResult } from '../../../../shared/contracts/common';
import { PagedTable } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';

/** `emailAddress` as "email address": for members the translations do not name. */
const spelledOut = (member: string) => member.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** A member's name in the reader's language where the translations know it, spelt out otherwise. */
export function memberName(t: TFunction, member: string): string {
  return t(`audit:members.${member}`, { defaultValue: spelledOut(member) });
}

/** The kind of record in the reader's language, with its number: "Fyrirtæki nr. 3", "Organisation no. 3". */
export function recordText(t: TFunction, entityType: string, entityId: string | null): string {
  const record = t(`audit:records.${entityType}`, { defaultValue: spelledOut(entityType) });
  return entityId ? t('audit:recordWithId', { record, id: entityId }) : record;
}

function keptValueText(t: TFunction, value: unknown): string {
  if (value === null) return t('audit:values.none');
  if (typeof value === 'boolean') return value ? t('audit:values.yes') : t('audit:values.no');
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}

/** The members a change set, in words, each with its value where the log keeps one. */
export function ChangedFields({ entry }: { entry: Pick<AuditLogDto, 'changedFields' | 'keptValues'> }) {
  const { t } = useTranslation('audit');
  if (entry.changedFields.length === 0) return <Text size="sm">{t('audit:noFields')}</Text>;
  return (
    <List size="sm" spacing={2}>
      {entry.changedFields.map((member) => (
        <List.Item key={member}>
          {member in entry.keptValues
            ? t('audit:fieldWithValue', { field: memberName(t, member), value: keptValueText(t, entry.keptValues[member]) })
            : memberName(t, member)}
        </List.Item>
      ))}
    </List>
  );
}

export function AuditTable({
  query,
  page,
  onPageChange,
}: {
  query: UseQueryResult<PagedResult<AuditLogDto>>;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation(['audit', 'common']);
  const language = useLanguage();
  return (
    <PagedTable
      query={query}
      caption={t('audit:caption')}
      emptyText={t('audit:empty')}
      minWidth={960}
      page={page}
      onPageChange={onPageChange}
      columns={[
        { header: t('audit:columns.time'), cell: (entry) => formatDateTime(entry.executionTime, language) },
        {
          header: t('audit:columns.user'),
          cell: (entry) => (
            <Stack gap={2}>
              <Text size="sm">
                {entry.actorKind === 'lookupClient'
                  ? t('audit:lookupClient', { id: String(entry.keptValues.lookupClientId) })
                  : (entry.userName ?? t('audit:userGone', { id: entry.userId }))}
              </Text>
              <Badge variant="outline" color="gray.7" size="sm">
                {t(`audit:actorKind.${entry.actorKind}`)}
              </Badge>
            </Stack>
          ),
        },
        { header: t('audit:columns.call'), cell: (entry) => <Code>{`${entry.service}/${entry.method}`}</Code> },
        {
          header: t('audit:columns.record'),
          cell: (entry) => (entry.entityType ? <Text size="sm">{recordText(t, entry.entityType, entry.entityId)}</Text> : '—'),
        },
        { header: t('audit:columns.fields'), cell: (entry) => <ChangedFields entry={entry} /> },
        { header: t('audit:columns.address'), cell: (entry) => entry.clientIp },
      ]}
    />
  );
}
