import { StorageKey, readItem, writeItem } from './storage';

/**
 * The registration's step credential (decision 0024): what the confirmed e-mail link was traded
 * for, carrying a registrant who has not signed in through the steps still ahead. It lives in
 * this tab's session storage only, never in an address, so it is in no history, bookmark or
 * shared link, and it goes when the tab closes, the person signs in or the registration ends.
 */
export function holdRegistrationToken(token: string): void {
  writeItem('session', StorageKey.registrationToken, token);
}

export function heldRegistrationToken(): string | null {
  return readItem('session', StorageKey.registrationToken);
}

export function dropRegistrationToken(): void {
  writeItem('session', StorageKey.registrationToken, null);
}
