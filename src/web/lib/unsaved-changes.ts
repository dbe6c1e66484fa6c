import { useCallback, useEffect, useRef } from 'react';

/**
 * The forms on screen that hold changes not yet saved. Every form of the shared form layer reports
 * here; the app shell asks before a link or the back button leaves the page (`LeaveGuard`), and
 * the browser asks before the tab is closed or reloaded.
 */
const holders = new Set<symbol>();

/** A navigation that must happen whatever a form holds: the session ended elsewhere. */
export const forcedNavigation = { forced: true } as const;

export const isForcedNavigation = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { forced?: unknown }).forced === true;

export const hasUnsavedChanges = (): boolean => holders.size > 0;

// The browser's own question: its words are the browser's, in the browser's language.
function askBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = '';
}

function update(holder: symbol, unsaved: boolean) {
  const before = holders.size;
  if (unsaved) holders.add(holder);
  else holders.delete(holder);
  if (before === 0 && holders.size > 0) window.addEventListener('beforeunload', askBeforeUnload);
  if (before > 0 && holders.size === 0) window.removeEventListener('beforeunload', askBeforeUnload);
}

/**
 * Reports whether a form holds unsaved changes while it is on screen. `saved()` says at once that
 * it holds none, before the re-render: a form that navigates when its call succeeds must not be
 * asked about the changes it has just saved.
 */
export function useUnsavedChanges(unsaved: boolean): { saved: () => void } {
  const holder = useRef<symbol>(undefined);
  holder.current ??= Symbol('form');
  useEffect(() => {
    const self = holder.current!;
    update(self, unsaved);
    return () => update(self, false);
  }, [unsaved]);
  const saved = useCallback(() => update(holder.current!, false), []);
  return { saved };
}

/** Two forms' values alike: plain values, arrays, objects and dates compared by what they hold. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  // A chosen file is a change whatever it holds.
  if (a instanceof Blob || b instanceof Blob) return false;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
