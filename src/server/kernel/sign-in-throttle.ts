import { addressKey } from './client-address';
import { AppError } from './errors';

export interface Window {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/** Decision 0004: failures are counted, never successes, and never against an account as a whole. */
export interface FailedSignInLimits {
  /** Failed sign-ins from one address, whatever the names: stops one address spraying passwords over many accounts. */
  perAddress: Window;
  /** Wrong passwords for one account from one address: stops guessing at one account, and only from there. */
  perAccount: Window;
}

export const defaultFailedSignInLimits: FailedSignInLimits = {
  perAddress: { max: 30, timeWindow: 15 * 60_000 },
  perAccount: { max: 5, timeWindow: 5 * 60_000 },
};

/** Keys kept before expired ones are swept, and the most ever kept (the oldest go first). */
const sweepFrom = 10_000;
const mostKeys = 200_000;

/** The latest `max` failure times per key, in memory; a key may try again once the oldest of them is older than the window. */
class FailureWindow {
  private readonly failures = new Map<string, number[]>();
  private nextSweep = sweepFrom;

  constructor(
    private readonly limit: Window,
    private readonly now: () => number,
  ) {}

  /** Milliseconds until the key may try again; 0 when it may now. */
  waitFor(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit.max) return 0;
    return Math.max(1, recent[recent.length - this.limit.max] + this.limit.timeWindow - this.now());
  }

  fail(key: string) {
    const recent = [...this.recent(key), this.now()].slice(-this.limit.max);
    // Re-inserted, so the map stays ordered by latest failure and the oldest are evicted first.
    this.failures.delete(key);
    this.failures.set(key, recent);
    if (this.failures.size >= this.nextSweep) this.sweep();
  }

  clear(key: string) {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limit.timeWindow;
    return (this.failures.get(key) ?? []).filter((time) => time > since);
  }

  private sweep() {
    for (const key of this.failures.keys()) if (!this.recent(key).length) this.failures.delete(key);
    for (const key of this.failures.keys()) {
      if (this.failures.size <= mostKeys) break;
      this.failures.delete(key);
    }
    this.nextSweep = Math.max(sweepFrom, this.failures.size * 2);
  }
}

/**
 * Failed sign-ins per address and per (address, account). A whole exam room behind one address
 * signs in freely as long as it types its passwords right; an attacker's wrong guesses at an
 * account slow only the attacker's address, so the owner elsewhere is never locked out.
 */
export class SignInThrottle {
  private readonly addresses: FailureWindow;
  private readonly accounts: FailureWindow;

  constructor(limits: FailedSignInLimits = defaultFailedSignInLimits, now: () => number = Date.now) {
    this.addresses = new FailureWindow(limits.perAddress, now);
    this.accounts = new FailureWindow(limits.perAccount, now);
  }

  /** Seconds before this address may try to sign in again, whatever the account; 0 when it may now. */
  addressWait(ip: string): number {
    return Math.ceil(this.addresses.waitFor(addressKey(ip)) / 1000);
  }

  /** Seconds before this address may try this account (or this name that is nobody's) again; 0 when it may now. */
  accountWait(ip: string, account: string): number {
    return Math.ceil(this.accounts.waitFor(pair(ip, account)) / 1000);
  }

  /** A wrong password, or a name that is nobody's. */
  failed(ip: string, account: string) {
    this.addresses.fail(addressKey(ip));
    this.accounts.fail(pair(ip, account));
  }

  /**
   * The right password: this address's count for the account starts over. The address's own
   * count does not, or one valid account would let its holder spray on without end.
   */
  succeeded(ip: string, account: string) {
    this.accounts.clear(pair(ip, account));
  }
}

const pair = (ip: string, account: string) => `${addressKey(ip)}|${account}`;

/** This address has failed too often, whatever the names: it waits, as after any rate limit. */
export const tooManyFailedSignIns = (seconds: number) => new AppError(429, 0, 'errors:tooManyRequests', { seconds, count: seconds });

/** Too many wrong passwords for this account from this address; elsewhere the account signs in as usual. */
export const signInPaused = (seconds: number) =>
  new AppError(429, 0, 'errors:signInPaused', { seconds, minutes: Math.ceil(seconds / 60), count: Math.ceil(seconds / 60) });
