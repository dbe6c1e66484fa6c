/**
 * A reason the portal cannot start, worded for the person who runs it: what went wrong and what
 * to do about it. `main.ts` prints the message alone, without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

export const systemErrors: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOSPC: 'the disk is full',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EADDRINUSE: 'the address is already in use',
  ECONNREFUSED: 'the connection was refused',
};

/** One readable sentence for any error thrown while starting; never `undefined`, never a stack. */
export function describeStartError(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    const detail = error.message || (code && systemErrors[code]) || error.name;
    const hint = code && systemErrors[code] && !detail.includes(systemErrors[code]) ? ` (${systemErrors[code]})` : '';
    return `The portal could not start: ${detail}${hint}. Run it with LOG_LEVEL=debug for more detail.`;
  }
  const text = error === undefined || error === null || String(error) === '' ? 'an unknown error' : String(error);
  return `The portal could not start: ${text}. Run it with LOG_LEVEL=debug for more detail.`;
}
