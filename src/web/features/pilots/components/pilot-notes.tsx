import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPilotNoteInput, pilotsEndpoints, updatePilotNoteInput, type PilotNoteDto } from '../../../../shared/contracts/pilots';
import { confirmDelete } from '../../../components/confirm';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { RowAction } from '../../../components/paged-table';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { TablePager } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/dates';
import { useContractForm } from '../../../lib/form';
import { useLanguage } from '../../../lib/use-language';
import { pilotNotesQuery, usePilotChange } from '../api';

const notesPerPage = 5;

/** The administrators' notes on a pilot, newest first: written, changed in place and deleted after confirming. */
export function PilotNotes({ pilotId }: { pilotId: number }) {
  const { t } = useTranslation(['pilots', 'common']);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PilotNoteDto | null>(null);
  const notes = useQuery(pilotNotesQuery(pilotId, (page - 1) * notesPerPage, notesPerPage));
  const remove = usePilotChange(pilotsEndpoints.deletePilotNote);

  const askDelete = (note: PilotNoteDto) =>
    confirmDelete({
      title: t('pilots:notes.deleteTitle'),
      message: t('pilots:notes.deleteMessage'),
      onConfirm: () =>
        remove.mutate({ id: note.id }, { onSuccess: () => notifications.show({ color: 'green', message: t('pilots:notes.deleted') }) }),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pilot-notes">
      <Title order={3} size="h4" id="pilot-notes" mb="sm">
        {t('pilots:notes.title')}
      </Title>
      <NoteForm pilotId={pilotId} note={editing} onDone={() => setEditing(null)} />
      {notes.isPending ? (
        <LoadingState />
      ) : notes.isError ? (
        <ErrorState error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.items.length === 0 ? (
        <Text mt="sm">{t('pilots:notes.none')}</Text>
      ) : (
        <>
          <Stack component="ul" gap="sm" mt="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {notes.data.items.map((note) => (
              <Group component="li" key={note.id} justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{note.description}</Text>
                  <Text size="sm">
                    {t('pilots:notes.by', { user: note.creatorUserName ?? '–', time: formatDateTime(note.creationTime, language) })}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <RowAction
                    tooltip={t('common:actions.edit')}
                    label={t('pilots:notes.edit')}
                    icon={<EditIcon />}
                    onClick={() => setEditing(note)}
                  />
                  <RowAction
                    tooltip={t('common:actions.delete')}
                    label={t('pilots:notes.delete')}
                    icon={<TrashIcon />}
                    danger
                    onClick={() => askDelete(note)}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
          <TablePager page={page} total={notes.data.totalCount} pageSize={notesPerPage} onChange={setPage} />
        </>
      )}
    </Paper>
  );
}

/** A new note, or the one being changed (`note`). */
function NoteForm({ pilotId, note, onDone }: { pilotId: number; note: PilotNoteDto | null; onDone: () => void }) {
  const { t } = useTranslation(['pilots', 'common']);
  const create = usePilotChange(pilotsEndpoints.createPilotNote, { handlesFieldErrors: true });
  const update = usePilotChange(pilotsEndpoints.updatePilotNote, { handlesFieldErrors: true });
  const form = useContractForm({ description: '' });
  const [editingId, setEditingId] = useState<number | null>(null);
  if ((note?.id ?? null) !== editingId) {
    setEditingId(note?.id ?? null);
    form.reset({ description: note?.description ?? '' });
  }

  const submit = () => {
    const onSuccess = () => {
      notifications.show({ color: 'green', message: note ? t('pilots:notes.saved') : t('pilots:notes.added') });
      form.reset({ description: '' });
      onDone();
    };
    if (note)
      void form.submit({ schema: updatePilotNoteInput, input: { id: note.id, ...form.values }, call: update.mutateAsync, onSuccess });
    else void form.submit({ schema: createPilotNoteInput, input: { pilotId, ...form.values }, call: create.mutateAsync, onSuccess });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={note ? t('pilots:notes.editLabel') : t('pilots:notes.newLabel')}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
          required
        />
        <Group justify="flex-end" gap="xs">
          {note ? (
            <Button variant="default" onClick={onDone}>
              {t('common:actions.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={form.pending}>
            {note ? t('pilots:notes.save') : t('pilots:notes.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
