import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';
import { SignInThrottle } from './sign-in-throttle';

describe('addressKey', () => {
  it('counts an IPv4 client by its address and an IPv6 client by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:7:7::1')).toBe('2001:db8:7:7::/64');
    expect(addressKey('2001:0db8:0007:0007:ffff:1:2:3')).toBe('2001:db8:7:7::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });
});

describe('SignInThrottle', () => {
  const limits = { perAddress: { max: 4, timeWindow: 60_000 }, perAccount: { max: 2, timeWindow: 30_000 } };

  it('pauses an (address, account) pair after its failures, until the oldest leaves the window', () => {
    let now = 1_000_000;
    const throttle = new SignInThrottle(limits, () => now);
    throttle.failed('203.0.113.1', 'user 1');
    now += 10_000;
    throttle.failed('203.0.113.1', 'user 1');
    expect(throttle.accountWait('203.0.113.1', 'user 1')).toBe(20);
    expect(throttle.accountWait('203.0.113.2', 'user 1')).toBe(0);
    expect(throttle.accountWait('203.0.113.1', 'user 2')).toBe(0);
    now += 20_000;
    expect(throttle.accountWait('203.0.113.1', 'user 1')).toBe(0);
  });

  it('spends the address budget on failures over any names; a success clears only its own pair', () => {
    let now = 0;
    const throttle = new SignInThrottle(limits, () => now);
    for (const account of ['user 1', 'name a', 'name b']) throttle.failed('2001:db8:1:1::5', account);
    throttle.succeeded('2001:db8:1:1::5', 'user 1');
    expect(throttle.addressWait('2001:db8:1:1::9')).toBe(0);
    throttle.failed('2001:db8:1:1::ff', 'name c');
    expect(throttle.addressWait('2001:db8:1:1::1')).toBe(60);
    expect(throttle.addressWait('2001:db8:1:2::1')).toBe(0);
    now += 60_001;
    expect(throttle.addressWait('2001:db8:1:1::1')).toBe(0);
  });

  it('keeps memory bounded while addresses come and go', () => {
    let now = 0;
    const throttle = new SignInThrottle(limits, () => now);
    for (let i = 0; i < 50_000; i++) {
      now += 10;
      throttle.failed(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, `name ${i}`);
    }
    const sizes = throttle as unknown as { addresses: { failures: Map<string, number[]> }; accounts: { failures: Map<string, number[]> } };
    // The address window is 60 s, at one failure per 10 ms: what is older is swept away.
    expect(sizes.addresses.failures.size).toBeLessThanOrEqual(20_000);
    expect(sizes.accounts.failures.size).toBeLessThanOrEqual(20_000);
  });
});
