import { createUserNoteInput, updateUserNoteInput, userNoteMaxLength } from '../../../../shared/contracts/users';
import { userNotesEndpoints } from '../../../../shared/contracts/client/users';
import { NotesPanel } from '../../../components/notes-panel';
import { useUserNoteChange, userNotesQuery } from '../api';

/** The administrators' notes on a user, newest first: written, changed in place and deleted after confirming. */
export function UserNotes({ userId }: { userId: number }) {
  const create = useUserNoteChange(userNotesEndpoints.createUserNote, { handlesFieldErrors: true });
  const update = useUserNoteChange(userNotesEndpoints.updateUserNote, { handlesFieldErrors: true });
  const remove = useUserNoteChange(userNotesEndpoints.deleteUserNote);
  return (
    <NotesPanel
      namespace="users"
      notesQuery={(skipCount, maxResultCount) => userNotesQuery(userId, skipCount, maxResultCount)}
      owner={{ userId }}
      create={{ schema: createUserNoteInput, call: create.mutateAsync }}
      update={{ schema: updateUserNoteInput, call: update.mutateAsync }}
      remove={(id, onSuccess) => remove.mutate({ id }, { onSuccess })}
      listLabelled
      showsChanges
      maxLength={userNoteMaxLength}
    />
  );
}
