import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, type DefaultError, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import type { PagedResult } from '../../shared/contracts/common';
import { formatDateTime } from '../lib/dates';
import { useContractForm } from '../lib/form';
import { useLanguage } from '../lib/use-language';
import { confirmDelete } from './confirm';
import { EditIcon, TrashIcon } from './icons';
import { RowAction } from './paged-table';
import { ErrorState, LoadingState } from './query-state';
import { TablePager } from './table-pager';
import { Form } from './form';

/** What the panel needs of a note; a kind of note that does not record who changed it leaves that out. */
export interface Note {
  id: number;
  description: string;
  creatorUserName: string | null;
  creationTime: string;
  lastModifierUserName?: string | null;
  lastModificationTime: string | null;
}

/** A write the form makes: the shared contract it is checked with, and the call. */
export interface NoteWrite<Input> {
  schema: ZodType<Input>;
  call: (data: Input) => Promise<unknown>;
}

export interface NotesPanelProps<N extends Note, Create, Update, Key extends QueryKey> {
  /**
   * The feature's namespace, e.g. `users`; the texts sit under its `notes`: title, none, by, edit,
   * delete, deleteTitle, deleteMessage, deleted, newLabel, editLabel, add, save, added, saved.
   * `edit`, `delete` and `by` may use `{{time}}` (when the note was written), `by` also `{{user}}`.
   */
  namespace: string;
  /** One page of notes, newest first. */
  notesQuery: (skipCount: number, maxResultCount: number) => UseQueryOptions<PagedResult<N>, DefaultError, PagedResult<N>, Key>;
  /** What a new note's input holds besides its text: whose notes they are, e.g. `{ userId }`. */
  owner: Record<string, number>;
  create: NoteWrite<Create>;
  /** Called with `{ id, description }`. */
  update: NoteWrite<Update>;
  /** Deletes the note; `onSuccess` once it is gone (a failure is the query client's to show). */
  remove: (id: number, onSuccess: () => void) => void;
  /** The list is named by `notes.list`. */
  listLabelled?: boolean;
  /** A changed note says who changed it and when, with `notes.changed`. */
  showsChanges?: boolean;
  /** The longest note: the field counts the characters against it with `notes.limit` ({{used}}, {{max}}). */
  maxLength?: number;
}

const notesPerPage = 5;

/** Notes on one record, newest first: written, changed in place and deleted after confirming. */
export function NotesPanel<N extends Note, Create, Update, Key extends QueryKey>(props: NotesPanelProps<N, Create, Update, Key>) {
  const { namespace, notesQuery, remove, listLabelled, showsChanges } = props;
  // The namespace is named here, so that it is loaded (the panel waits for it) before the texts are read.
  const { t } = useTranslation([namespace, 'common']);
  const texts = `${namespace}:notes`;
  const language = useLanguage();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<N | null>(null);
  const notes = useQuery(notesQuery((page - 1) * notesPerPage, notesPerPage));

  const askDelete = (note: N) =>
    confirmDelete({
      title: t(`${texts}.deleteTitle`),
      message: t(`${texts}.deleteMessage`),
      onConfirm: () =>
        remove(note.id, () => {
          // The form must not go on changing a note that is gone.
          if (editing?.id === note.id) setEditing(null);
          notifications.show({ color: 'green', message: t(`${texts}.deleted`) });
        }),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId} mb="sm">
        {t(`${texts}.title`)}
      </Title>
      <NoteForm {...props} note={editing} onDone={() => setEditing(null)} />
      {notes.isPending ? (
        <LoadingState />
      ) : notes.isError ? (
        <ErrorState error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.items.length === 0 ? (
        <Text mt="sm">{t(`${texts}.none`)}</Text>
      ) : (
        <>
          <Stack
            component="ul"
            gap="sm"
            mt="sm"
            aria-label={listLabelled ? t(`${texts}.list`) : undefined}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {notes.data.items.map((note) => {
              const written = formatDateTime(note.creationTime, language);
              return (
                <Group component="li" key={note.id} justify="space-between" align="flex-start" wrap="nowrap">
                  <div>
                    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.description}</Text>
                    <Text size="sm">
                      {t(`${texts}.by`, { user: note.creatorUserName ?? '–', time: written })}
                      {showsChanges && note.lastModificationTime
                        ? ` · ${t(`${texts}.changed`, {
                            user: note.lastModifierUserName ?? '–',
                            time: formatDateTime(note.lastModificationTime, language),
                          })}`
                        : null}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <RowAction
                      tooltip={t('common:actions.edit')}
                      label={t(`${texts}.edit`, { time: written })}
                      icon={<EditIcon />}
                      onClick={() => setEditing(note)}
                    />
                    <RowAction
                      tooltip={t('common:actions.delete')}
                      label={t(`${texts}.delete`, { time: written })}
                      icon={<TrashIcon />}
                      danger
                      onClick={() => askDelete(note)}
                    />
                  </Group>
                </Group>
              );
            })}
          </Stack>
          <TablePager page={page} total={notes.data.totalCount} pageSize={notesPerPage} onChange={setPage} />
        </>
      )}
    </Paper>
  );
}

/** A new note, or the one being changed (`note`); a refused text keeps what was typed and takes the focus. */
function NoteForm<N extends Note, Create, Update, Key extends QueryKey>({
  namespace,
  owner,
  create,
  update,
  maxLength,
  note,
  onDone,
}: NotesPanelProps<N, Create, Update, Key> & { note: N | null; onDone: () => void }) {
  const { t } = useTranslation([namespace, 'common']);
  const texts = `${namespace}:notes`;
  // The field's name in the problems' words (validation:field.note), not a text of its own.
  const form = useContractForm({ description: '' }, { names: Object.fromEntries([['description', 'note']]) });
  const field = useRef<HTMLTextAreaElement>(null);
  // The form starts again from the note whenever another one (or none) is chosen.
  const [editingId, setEditingId] = useState<number | null>(null);
  if ((note?.id ?? null) !== editingId) {
    setEditingId(note?.id ?? null);
    form.reset({ description: note?.description ?? '' });
  }

  const submit = () => {
    const onSuccess = () => {
      notifications.show({ color: 'green', message: note ? t(`${texts}.saved`) : t(`${texts}.added`) });
      form.reset({ description: '' });
      onDone();
    };
    const onFieldErrors = () => field.current?.focus();
    if (note) void form.submit({ ...update, input: { id: note.id, ...form.values }, onSuccess, onFieldErrors });
    else void form.submit({ ...create, input: { ...owner, ...form.values }, onSuccess, onFieldErrors });
  };

  return (
    <Form onSubmit={submit}>
      <Stack gap="xs">
        <Textarea
          ref={field}
          label={note ? t(`${texts}.editLabel`) : t(`${texts}.newLabel`)}
          description={maxLength ? t(`${texts}.limit`, { max: maxLength, used: form.values.description.length }) : undefined}
          autosize
          minRows={2}
          // A bounded note can be long; past ten rows the field scrolls rather than pushing the list away.
          maxRows={maxLength ? 10 : undefined}
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
            {note ? t(`${texts}.save`) : t(`${texts}.add`)}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
