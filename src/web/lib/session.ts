import type { AuthenticateResult } from '../../shared/contracts/accounts';
import { StorageKey, clearArea, readItem, writeItem } from './storage';

/** The cookie the server accepts on GET downloads that cannot send a bearer header (requirements §10). */
export const authTokenCookieName = 'Abp.AuthToken';

function secureSuffix(): string {
  return typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
}

function writeAuthCookie(token: string | null, maxAgeSeconds?: number): void {
  if (typeof document === 'undefined') return;
  if (token === null) {
    document.cookie = `${authTokenCookieName}=; path=/; max-age=0; SameSite=Strict${secureSuffix()}`;
    return;
  }
  const age = maxAgeSeconds !== undefined ? `; max-age=${maxAgeSeconds}` : '';
  document.cookie = `${authTokenCookieName}=${encodeURIComponent(token)}; path=/${age}; SameSite=Strict${secureSuffix()}`;
}

export function getAccessToken(): string | null {
  return readItem('session', StorageKey.accessToken) ?? readItem('local', StorageKey.accessToken);
}

export function getEncryptedAccessToken(): string | null {
  return readItem('session', StorageKey.encryptedAccessToken) ?? readItem('local', StorageKey.encryptedAccessToken);
}

export function hasAccessToken(): boolean {
  return getAccessToken() !== null;
}

/** Keeps what a successful sign-in returned: the token, and a pilot's local session data (section 3). */
export function saveLogin(result: AuthenticateResult, remember: boolean): void {
  writeItem('local', StorageKey.accessToken, null);
  writeItem('session', StorageKey.accessToken, null);
  writeItem(remember ? 'local' : 'session', StorageKey.accessToken, result.accessToken);
  writeItem('local', StorageKey.encryptedAccessToken, null);
  writeItem('session', StorageKey.encryptedAccessToken, null);
  writeItem(remember ? 'local' : 'session', StorageKey.encryptedAccessToken, result.encryptedAccessToken);
  writeItem('local', StorageKey.userTypeId, result.userTypeId === null ? null : String(result.userTypeId));
  writeItem('local', StorageKey.userStatus, String(result.status));
  // A sign-in by password is not one through the identity provider, whatever an earlier one left.
  writeItem('local', StorageKey.isIdLogin, null);
  // The session carries the registration on from here; the step credential of the wizard is done with.
  writeItem('session', StorageKey.registrationToken, null);
  writeAuthCookie(result.accessToken, remember ? result.expireInSeconds : undefined);
}

/**
 * Keeps a sign-in through the national electronic ID (the identity provider): as a remembered
 * sign-in, marked as an ID login. Remembered, in local storage, because the provider's session is
 * one for the whole browser: every tab shares it, the time-left check and the provider's logout
 * follow it, and a front-channel logout (which can only reach local storage) ends it in every tab.
 */
export function saveIdLogin(result: AuthenticateResult): void {
  saveLogin(result, true);
  writeItem('local', StorageKey.isIdLogin, 'true');
}

export interface LocalSessionData {
  userTypeId: number | null;
  userStatus: number | null;
  accessToken: string | null;
  isIdLogin: boolean;
  infoNotUpdatedPath: string | null;
}

function readNumber(key: string): number | null {
  const text = readItem('local', key);
  if (text === null || text.trim() === '') return null;
  const n = Number(text);
  return Number.isInteger(n) ? n : null;
}

export function readLocalSession(): LocalSessionData {
  return {
    userTypeId: readNumber(StorageKey.userTypeId),
    userStatus: readNumber(StorageKey.userStatus),
    accessToken: getAccessToken(),
    isIdLogin: readItem('local', StorageKey.isIdLogin) === 'true',
    infoNotUpdatedPath: readItem('local', StorageKey.infoNotUpdated),
  };
}

export function setUserStatus(status: number): void {
  writeItem('local', StorageKey.userStatus, String(status));
}

export function setInfoNotUpdatedPath(path: string | null): void {
  writeItem('local', StorageKey.infoNotUpdated, path);
}

export function getTenantId(): number | null {
  const n = readNumber(StorageKey.tenantId);
  return n !== null && n > 0 ? n : null;
}

export function setTenantId(id: number | null): void {
  writeItem('local', StorageKey.tenantId, id === null ? null : String(id));
}

export function isMaintenanceSkipped(): boolean {
  return readItem('local', StorageKey.skipMaintenance) === 'true';
}

export function setMaintenanceSkipped(skip: boolean): void {
  writeItem('local', StorageKey.skipMaintenance, skip ? 'true' : null);
}

/** Logout (requirements §4): clears local storage, session storage and the auth token. */
export function clearSession(): void {
  clearArea('local');
  clearArea('session');
  writeAuthCookie(null);
}

/** Drops a token left from an earlier session before a new sign-in. */
export function forgetAccessToken(): void {
  writeItem('local', StorageKey.accessToken, null);
  writeItem('session', StorageKey.accessToken, null);
  writeItem('local', StorageKey.encryptedAccessToken, null);
  writeItem('session', StorageKey.encryptedAccessToken, null);
  writeAuthCookie(null);
}
