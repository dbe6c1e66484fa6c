import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';

describe('fastifyTrustProxy', () => {
  it('believes hops only from proxies on this machine or a private network', () => {
    const oneHop = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect(oneHop('127.0.0.1', 0)).toBe(true);
    expect(oneHop('::ffff:10.1.2.3', 0)).toBe(true);
    expect(oneHop('192.168.5.5', 0)).toBe(true);
    expect(oneHop('fd12::1', 0)).toBe(true);
    // Whoever reaches the port from outside is the client, whatever it writes in the header.
    expect(oneHop('203.0.113.9', 0)).toBe(false);
    expect(oneHop('2001:db8::1', 0)).toBe(false);
    // The entry the proxy wrote is the client, even when it is private.
    expect(oneHop('10.0.0.7', 1)).toBe(false);
    const twoHops = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect(twoHops('10.0.0.7', 1)).toBe(true);
    expect(twoHops('10.0.0.8', 2)).toBe(false);
  });

  it('passes addresses through and turns none into false', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(0)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.5', '192.168.0.0/16'])).toEqual(['10.0.0.5', '192.168.0.0/16']);
    expect(parseTrustProxy(' True ')).toBe(1);
  });
});
