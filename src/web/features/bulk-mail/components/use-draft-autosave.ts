import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MailingDraft, MailingTarget } from '../../../../shared/contracts/bulk-mail';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { saveDraft } from '../api';

/** How long after the last key stroke the draft is saved: long enough not to save every letter. */
export const draftDebounceMs = 1500;

export interface DraftValues {
  subject: string;
  subjectEnglish: string;
  contentIcelandic: string;
  content: string;
}

export const valuesOfDraft = (draft: MailingDraft): DraftValues => ({
  subject: draft.subject,
  subjectEnglish: draft.subjectEnglish,
  contentIcelandic: draft.contentIcelandic,
  content: draft.content,
});

export type DraftSaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved'; savedAt: string } | { status: 'failed' };

const isBlank = (values: DraftValues) => Object.values(values).every((value) => !value.trim());

/**
 * Keeps what the administrator types on the server as a draft, so nothing is lost when they leave:
 * saved once typing has stopped for a moment, and at once when the screen closes or the page is
 * left. Saves run one after another, so the first one's new draft is the one every later save
 * updates. `stop` waits for the last save and saves no more (before the draft is sent); `resume`
 * goes on when the send did not happen.
 */
export function useDraftAutosave(target: MailingTarget, targetId: number | undefined, values: DraftValues) {
  const [draftId, setDraftId] = useState<number | undefined>();
  const [state, setState] = useState<DraftSaveState>({ status: 'idle' });
  const id = useRef<number | undefined>(undefined);
  const latest = useRef(values);
  // What was last saved, for rendering: until the pause's save has landed, leaving asks first.
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(values));
  const saved = useRef(savedJson);
  const { saved: savedNow } = useUnsavedChanges(!isBlank(values) && JSON.stringify(values) !== savedJson);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const where = useRef({ target, targetId });
  // Before the effects below, so a save and the leaving save read what is on the screen now.
  useLayoutEffect(() => {
    latest.current = values;
    where.current = { target, targetId };
  });

  const saveNow = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    queue.current = queue.current.then(async () => {
      const snapshot = latest.current;
      const json = JSON.stringify(snapshot);
      if (stopped.current || json === saved.current || (id.current === undefined && isBlank(snapshot))) return;
      setState({ status: 'saving' });
      const { target: to, targetId: toId } = where.current;
      try {
        const draft = await saveDraft({
          id: id.current,
          target: to,
          ...(to === 'user' ? { userId: toId } : to === 'organization' ? { orgId: toId } : {}),
          ...snapshot,
        });
        id.current = draft.id;
        saved.current = json;
        // Said at once: a send that follows this save moves to another page before a re-render.
        if (json === JSON.stringify(latest.current)) savedNow();
        setSavedJson(json);
        setDraftId(draft.id);
        setState({ status: 'saved', savedAt: draft.lastModificationTime });
      } catch {
        setState({ status: 'failed' });
      }
    });
    return queue.current;
  }, [savedNow]);

  useEffect(() => {
    if (JSON.stringify(values) === saved.current) return;
    timer.current = setTimeout(() => void saveNow(), draftDebounceMs);
    return () => clearTimeout(timer.current);
  }, [values, saveNow]);

  // Leaving the screen, or the page, saves what the last pause did not.
  useEffect(() => {
    const leave = () => void saveNow();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [saveNow]);

  /** Goes on writing a saved draft: its values are what is saved, and later saves update it. */
  const adopt = useCallback((draft: MailingDraft) => {
    id.current = draft.id;
    saved.current = JSON.stringify(valuesOfDraft(draft));
    setSavedJson(saved.current);
    setDraftId(draft.id);
    setState({ status: 'saved', savedAt: draft.lastModificationTime });
  }, []);

  const stop = useCallback(async (): Promise<number | undefined> => {
    await saveNow();
    stopped.current = true;
    return id.current;
  }, [saveNow]);

  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  return { draftId, state, adopt, stop, resume };
}
