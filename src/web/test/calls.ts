import { Permission, type PermissionName } from '../../shared/permissions';
import { fake, fetchMock } from './harness';

/**
 * What component tests ask of the fake server's log of calls, and how they stand in for a failed
 * call, in one place for every feature's tests.
 */

/** A signed-in administrator holding `permissions` besides. */
export function signInWith(...permissions: PermissionName[]): void {
  fake.signedIn = true;
  fake.granted = Object.fromEntries([Permission.Administrator, ...permissions].map((p) => [p, 'true']));
  localStorage.setItem('auth.accessToken', 'token');
}

/** `User/GetAll` -> `/api/services/app/User/GetAll`; paths starting with `/` are kept. */
export const api = (path: string) => (path.startsWith('/') ? path : `/api/services/app/${path}`);
export const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://localhost').pathname === api(path));
export const bodyOf = (path: string, index = 0) => JSON.parse(String(callsTo(path)[index][1]?.body));
export const queryOf = (path: string, index = 0) => new URL(String(callsTo(path)[index][0]), 'http://localhost').searchParams;
export const lastQueryOf = (path: string) => queryOf(path, callsTo(path).length - 1);

/** A failed call as the server answers it: the envelope with the error, and its status. */
export function errorResponse(
  status: number,
  error: { code?: number; message: string; details?: string | null; validationErrors?: { message: string; members: string[] }[] | null },
): Response {
  return new Response(
    JSON.stringify({
      result: null,
      targetUrl: null,
      success: false,
      error: {
        code: error.code ?? 0,
        message: error.message,
        details: error.details ?? null,
        validationErrors: error.validationErrors ?? null,
      },
      unAuthorizedRequest: false,
      __abp: true,
    }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
}
