import { createPilotNoteInput, updatePilotNoteInput } from '../../../../shared/contracts/pilots';
import { pilotsEndpoints } from '../../../../shared/contracts/client/pilots';
import { NotesPanel } from '../../../components/notes-panel';
import { pilotNotesQuery, usePilotChange } from '../api';

/** The administrators' notes on a pilot, newest first: written, changed in place and deleted after confirming. */
export function PilotNotes({ pilotId }: { pilotId: number }) {
  const create = usePilotChange(pilotsEndpoints.createPilotNote, { handlesFieldErrors: true });
  const update = usePilotChange(pilotsEndpoints.updatePilotNote, { handlesFieldErrors: true });
  const remove = usePilotChange(pilotsEndpoints.deletePilotNote);
  return (
    <NotesPanel
      namespace="pilots"
      notesQuery={(skipCount, maxResultCount) => pilotNotesQuery(pilotId, skipCount, maxResultCount)}
      owner={{ pilotId }}
      create={{ schema: createPilotNoteInput, call: create.mutateAsync }}
      update={{ schema: updatePilotNoteInput, call: update.mutateAsync }}
      remove={(id, onSuccess) => remove.mutate({ id }, { onSuccess })}
    />
  );
}
