/**
 * Browser storage behind one small door: every key the app keeps in local or session storage is
 * named here, and access never throws (private modes and tests may have no storage at all).
 */
export const StorageKey = {
  /** The bearer token when the user asked to be remembered (otherwise it lives in session storage). */
  accessToken: 'auth.accessToken',
  /** Its encrypted twin, kept beside it: the notification stream names the user by it (an EventSource sends no header). */
  encryptedAccessToken: 'auth.encryptedAccessToken',
  /** Local session data of a pilot (requirements §3). */
  userTypeId: 'auth.userTypeId',
  userStatus: 'auth.userStatus',
  /** Set by the national-ID login flow; picks step 2 of registration in the payment redirect. */
  isIdLogin: 'auth.isIdLogin',
  /** The "info not updated" marker: a path the user must visit before anything else. */
  infoNotUpdated: 'auth.infoNotUpdatedPath',
  /** The tenant chosen on the login screen; absent means the host. */
  tenantId: 'abp.tenantId',
  /** Lets this browser past the maintenance screen. */
  skipMaintenance: 'skipMaintenance',
  /** The checkout sent to the card company's page, so that the way back can check it or try again. */
  paymentCheckout: 'payment.checkout',
  /** The registration's step credential, kept in this tab and never in an address (decision 0024). */
  registrationToken: 'registration.token',
  /**
   * The A2 session the candidate proved with its PIN (GetVerifySessionPinResult), in this tab's
   * session storage; the exam screens and the page's early script read it.
   */
  examSessionId: 'exam.sessionId',
} as const;

type Area = 'local' | 'session';

function store(area: Area): Storage | null {
  try {
    return area === 'local' ? (globalThis.localStorage ?? null) : (globalThis.sessionStorage ?? null);
  } catch {
    return null;
  }
}

export function readItem(area: Area, key: string): string | null {
  try {
    return store(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A whole number above nought kept under `key`, or null for anything else (absent, empty, 0, "1.5", "abc"). */
export function readPositiveInteger(area: Area, key: string): number | null {
  const n = Number(readItem(area, key));
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function writeItem(area: Area, key: string, value: string | null): void {
  try {
    const s = store(area);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // storage full or denied: the app keeps working without persistence
  }
}

export function clearArea(area: Area): void {
  try {
    store(area)?.clear();
  } catch {
    // nothing to clear
  }
}
