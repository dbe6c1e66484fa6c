import { useIdSession } from './use-id-session';

/** The watch on a session opened through the electronic ID, as a component the shell loads only for such a session. */
export function IdSessionWatch() {
  useIdSession();
  return null;
}
