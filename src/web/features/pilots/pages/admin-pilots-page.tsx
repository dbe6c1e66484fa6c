import { Anchor, Button, Group, NativeSelect, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PilotStatus } from '../../../../shared/contracts/pilots';
import { PageHeader } from '../../../components/page-header';
import { PagedTable } from '../../../components/paged-table';
import { SearchField } from '../../../components/search-field';
import { defaultPageSize } from '../../../components/table-pager';
import { pilotsQuery } from '../api';
import { PersonFormModal } from '../components/person-form-modal';
import { PilotDrawer } from '../components/pilot-drawer';

const sortings = ['surname asc', 'surname desc', 'creationTime desc', 'creationTime asc'] as const;

/** `/admin/pilot`: the register of pilots, searched, sorted and paged; a pilot opens beside the list. */
export function AdminPilotsPage() {
  const { t } = useTranslation(['pilots', 'common', 'routes']);
  const [keyword, setKeyword] = useState('');
  const [sorting, setSorting] = useState<string>(sortings[0]);
  const [statusId, setStatusId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const pilots = useQuery(
    pilotsQuery({ keyword, sorting, statusId, skipCount: (page - 1) * defaultPageSize, maxResultCount: defaultPageSize }),
  );

  return (
    <>
      <PageHeader
        title={t('routes:adminPilot')}
        description={t('pilots:admin.lead')}
        actions={<Button onClick={() => setCreating(true)}>{t('pilots:person.createTitle')}</Button>}
      />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" mb="md">
          <SearchField
            label={t('pilots:admin.search')}
            onSearch={(k) => {
              setKeyword(k);
              setPage(1);
            }}
          />
          <NativeSelect
            label={t('pilots:admin.sortBy')}
            value={sorting}
            onChange={(e) => setSorting(e.currentTarget.value)}
            data={sortings.map((s) => ({ value: s, label: t(`pilots:admin.sorting.${s.replace(' ', '_')}`) }))}
          />
          <NativeSelect
            label={t('pilots:fields.statusId')}
            value={statusId === null ? '' : String(statusId)}
            onChange={(e) => {
              setStatusId(e.currentTarget.value === '' ? null : Number(e.currentTarget.value));
              setPage(1);
            }}
            data={[
              { value: '', label: t('pilots:admin.anyStatus') },
              ...Object.values(PilotStatus).map((id) => ({ value: String(id), label: t(`pilots:status.${id}`) })),
            ]}
          />
        </Group>
        <PagedTable
          query={pilots}
          caption={t('pilots:admin.caption')}
          emptyText={t('pilots:admin.empty')}
          page={page}
          onPageChange={setPage}
          columns={[
            {
              header: t('pilots:fields.fullName'),
              key: true,
              cell: (p) => (
                <Anchor component="button" type="button" onClick={() => setOpen(p.id)}>
                  {p.fullName}
                </Anchor>
              ),
            },
            { header: t('pilots:fields.email'), cell: (p) => p.email ?? '–' },
            { header: t('pilots:fields.phoneNumber'), cell: (p) => p.phoneNumber ?? '–' },
            { header: t('pilots:fields.socialSecurityNumber'), cell: (p) => p.socialSecurityNumber ?? '–' },
            { header: t('pilots:fields.pilotTypeId'), cell: (p) => t(`pilots:userType.${p.pilotTypeId}`) },
            { header: t('pilots:fields.statusId'), cell: (p) => t(`pilots:status.${p.statusId}`) },
            { header: t('pilots:fields.numberNotes'), cell: (p) => p.numberNotes },
          ]}
        />
      </Paper>
      <PilotDrawer pilotId={open} onClose={() => setOpen(null)} />
      <PersonFormModal pilot={null} opened={creating} onClose={() => setCreating(false)} onCreated={(created) => setOpen(created.id)} />
    </>
  );
}
