import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createUserNoteInput,
  updateUserNoteInput,
  userNoteMaxLength,
  userNotesEndpoints,
  type UserNoteDto,
} from '../../../../shared/contracts/users';
import { confirmDelete } from '../../../components/confirm';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { RowAction } from '../../../components/paged-table';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { TablePager } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/dates';
import { useContractForm } from '../../../lib/form';
import { useLanguage } from '../../../lib/use-language';
import { useUserNoteChange, userNotesQuery } from '../api';

const notesPerPage = 5;

/** The administrators' notes on a user, newest first: written, changed in place and deleted after confirming. */
export function UserNotes({ userId }: { userId: number }) {
  const { t } = useTranslation(['users', 'common']);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UserNoteDto | null>(null);
  const notes = useQuery(userNotesQuery(userId, (page - 1) * notesPerPage, notesPerPage));
  const remove = useUserNoteChange(userNotesEndpoints.deleteUserNote);

  const askDelete = (note: UserNoteDto) =>
    confirmDelete({
      title: t('users:notes.deleteTitle'),
      message: t('users:notes.deleteMessage'),
      onConfirm: () =>
        remove.mutate(
          { id: note.id },
          {
            onSuccess: () => {
              if (editing?.id === note.id) setEditing(null);
              notifications.show({ color: 'green', message: t('users:notes.deleted') });
            },
          },
        ),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="user-notes-title">
      <Title order={3} size="h4" id="user-notes-title" mb="sm">
        {t('users:notes.title')}
      </Title>
      <NoteForm userId={userId} note={editing} onDone={() => setEditing(null)} />
      {notes.isPending ? (
        <LoadingState />
      ) : notes.isError ? (
        <ErrorState error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.items.length === 0 ? (
        <Text mt="sm">{t('users:notes.none')}</Text>
      ) : (
        <>
          <Stack component="ul" gap="sm" mt="sm" aria-label={t('users:notes.list')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {notes.data.items.map((note) => (
              <Group component="li" key={note.id} justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.description}</Text>
                  <Text size="sm">
                    {t('users:notes.by', { user: note.creatorUserName ?? '–', time: formatDateTime(note.creationTime, language) })}
                    {note.lastModificationTime
                      ? ` · ${t('users:notes.changed', {
                          user: note.lastModifierUserName ?? '–',
                          time: formatDateTime(note.lastModificationTime, language),
                        })}`
                      : null}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <RowAction
                    tooltip={t('common:actions.edit')}
                    label={t('users:notes.edit', { time: formatDateTime(note.creationTime, language) })}
                    icon={<EditIcon />}
                    onClick={() => setEditing(note)}
                  />
                  <RowAction
                    tooltip={t('common:actions.delete')}
                    label={t('users:notes.delete', { time: formatDateTime(note.creationTime, language) })}
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

/** A new note, or the one being changed (`note`); a refused text keeps what was typed and takes the focus. */
function NoteForm({ userId, note, onDone }: { userId: number; note: UserNoteDto | null; onDone: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const create = useUserNoteChange(userNotesEndpoints.createUserNote, { handlesFieldErrors: true });
  const update = useUserNoteChange(userNotesEndpoints.updateUserNote, { handlesFieldErrors: true });
  const form = useContractForm({ description: '' });
  const field = useRef<HTMLTextAreaElement>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  if ((note?.id ?? null) !== editingId) {
    setEditingId(note?.id ?? null);
    form.reset({ description: note?.description ?? '' });
  }

  const submit = () => {
    const onSuccess = () => {
      notifications.show({ color: 'green', message: note ? t('users:notes.saved') : t('users:notes.added') });
      form.reset({ description: '' });
      onDone();
    };
    const onFieldErrors = () => field.current?.focus();
    if (note)
      void form.submit({
        schema: updateUserNoteInput,
        input: { id: note.id, ...form.values },
        call: update.mutateAsync,
        onSuccess,
        onFieldErrors,
      });
    else
      void form.submit({
        schema: createUserNoteInput,
        input: { userId, ...form.values },
        call: create.mutateAsync,
        onSuccess,
        onFieldErrors,
      });
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
          ref={field}
          label={note ? t('users:notes.editLabel') : t('users:notes.newLabel')}
          description={t('users:notes.limit', { max: userNoteMaxLength, used: form.values.description.length })}
          autosize
          minRows={2}
          maxRows={10}
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
            {note ? t('users:notes.save') : t('users:notes.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
