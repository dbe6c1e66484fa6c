import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useProblem } from '../lib/use-problem';

/**
 * A screen's side of a dialog that creates or edits one record: whether it is open, and the record
 * in it (null: a new one). The record stays while the dialog closes, so its title and fields do not
 * turn into a new record's during the closing transition; the dialog stays mounted, so closing it
 * returns the focus to the button that opened it.
 */
export function useEditModal<R>() {
  const [state, setState] = useState<{ opened: boolean; record: R | null }>({ opened: false, record: null });
  const open = useCallback((record: R | null = null) => setState({ opened: true, record }), []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  return { opened: state.opened, record: state.record, open, close };
}

/** A mutation as the dialog sees it: closing forgets its last error. */
interface Resettable {
  reset: () => void;
}

/**
 * The dialog's side: each time it opens, and whenever `source` changes while it is open (the record
 * fetched for editing arrives), the form holds `valuesOf()`, unless that is undefined (not known
 * yet). Closing forgets the last attempt (the mutations' errors and the refusal shown), and
 * `saved(message)` is a save's ending: it says so (in words made from the result, if need be) and closes.
 */
export function useEditForm<V>({
  opened,
  onClose,
  reset,
  source,
  valuesOf,
  mutations = [],
}: {
  opened: boolean;
  onClose: () => void;
  /** The form's reset (see `useContractForm`). */
  reset: (values: V) => void;
  /** What the values are made from; a new one while the dialog is open fills the form again. */
  source?: unknown;
  valuesOf: () => V | undefined;
  mutations?: Resettable[];
}) {
  const [problem, setProblem] = useProblem();
  // Read when the dialog opens: a caller's closure made at each render does not fill the form again.
  const values = useRef(valuesOf);
  const pending = useRef(mutations);
  useLayoutEffect(() => {
    values.current = valuesOf;
    pending.current = mutations;
  });
  useEffect(() => {
    if (!opened) return;
    const next = values.current();
    if (next !== undefined) reset(next);
  }, [opened, source, reset]);

  const close = useCallback(() => {
    // A refusal belongs to the attempt: the dialog opens again without it.
    setProblem(null);
    for (const mutation of pending.current) mutation.reset();
    onClose();
  }, [onClose, setProblem]);
  const saved = useCallback(
    <R>(message: string | ((result: R) => string)) =>
      (result: R) => {
        notifications.show({ color: 'green', message: typeof message === 'string' ? message : message(result) });
        close();
      },
    [close],
  );
  return { close, saved, problem, setProblem };
}
