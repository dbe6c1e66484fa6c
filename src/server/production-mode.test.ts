import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';
import { checkProductionMode, testParts } from './production-mode';

/** Every real part set: the card company, Ísland.is, the company registry, mail, the public address behind a proxy. */
const real = {
  PAYMENT_MERCHANT_ID: 'M-1',
  PAYMENT_VERIFICATION_CODE: 'secret-code-1',
  PAYMENT_STATUS_URL: 'https://pay.example/status',
  OIDC_ISSUER: 'https://innskra.island.is',
  OIDC_CLIENT_ID: '@drone.is/portal',
  OIDC_CLIENT_SECRET: 'client-secret-1',
  COMPANY_REGISTRY_URL: 'https://registry.example.is/companies',
  SMTP_URL: 'smtp://mail.example.is:587',
  PUBLIC_URL: 'https://drone.example.is',
  TRUST_PROXY: '10.0.0.5',
};

const refusal = (env: Record<string, string>) => {
  try {
    checkProductionMode(readConfig({ ...env, PORTAL_ENV: 'production' }));
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('started');
};

describe('the production switch', () => {
  it('is off unless PORTAL_ENV says production, and refuses any other word', () => {
    expect(readConfig({}).production).toBe(false);
    expect(readConfig({ PORTAL_ENV: 'development' }).production).toBe(false);
    expect(readConfig({ PORTAL_ENV: 'production' }).production).toBe(true);
    expect(() => readConfig({ PORTAL_ENV: 'prod' })).toThrow(
      'PORTAL_ENV is not production or development: set PORTAL_ENV to production for a real installation, or leave it unset for development.',
    );
  });

  it('names every test part a bare start runs with, and refuses them all under production, each with what to set', () => {
    expect(testParts(readConfig({})).map((part) => part.name)).toEqual([
      'the sandbox pay page',
      'the development identity provider',
      'the built-in company list',
      'a PUBLIC_URL on this machine',
      'mail kept in the outbox',
    ]);
    // Without the switch the start goes on, and says what it runs with.
    expect(checkProductionMode(readConfig({}))).toHaveLength(5);
    expect(refusal({}).split('\n')).toEqual([
      'PORTAL_ENV=production refuses to start with test parts:',
      "  The sandbox pay page takes payments with test cards: set PAYMENT_MERCHANT_ID, PAYMENT_VERIFICATION_CODE and PAYMENT_STATUS_URL to the card company's merchant (docs/payments.md).",
      "  The development identity provider signs people in as made-up persons: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to the portal's client at Ísland.is (docs/id-login.md).",
      "  The built-in list of made-up companies answers company lookups: set COMPANY_REGISTRY_URL to the national company registry's lookup (docs/company-registry.md).",
      '  PUBLIC_URL is http://localhost:3000, which only this machine reaches, so links in e-mails lead nowhere: set PUBLIC_URL to the https:// address users reach.',
      '  SMTP_URL is not set, so mail is kept in the outbox and never sent: set SMTP_URL to the mail server, such as smtp://user:password@host:587.',
    ]);
  });

  it('starts with every real part set, and refuses each test part alone', () => {
    expect(checkProductionMode(readConfig({ ...real, PORTAL_ENV: 'production' }))).toEqual([]);
    const without = (...names: (keyof typeof real)[]) =>
      Object.fromEntries(Object.entries(real).filter(([name]) => !names.includes(name as never)));
    const alone = (env: Record<string, string>) => refusal(env).split('\n').slice(1);
    expect(alone(without('PAYMENT_MERCHANT_ID', 'PAYMENT_VERIFICATION_CODE', 'PAYMENT_STATUS_URL'))).toEqual([
      expect.stringMatching(/^ {2}The sandbox pay page .*: set PAYMENT_MERCHANT_ID/),
    ]);
    expect(alone(without('OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'))).toEqual([
      expect.stringMatching(/^ {2}The development identity provider .*: set OIDC_ISSUER/),
    ]);
    expect(alone(without('COMPANY_REGISTRY_URL'))).toEqual([
      expect.stringMatching(/^ {2}The built-in list of made-up companies .*: set COMPANY_REGISTRY_URL/),
    ]);
    expect(alone(without('SMTP_URL'))).toEqual([expect.stringMatching(/^ {2}SMTP_URL is not set, .*: set SMTP_URL/)]);
    expect(alone(without('TRUST_PROXY'))).toEqual([
      expect.stringMatching(
        /^ {2}PUBLIC_URL is https, so a proxy in front ends TLS, but TRUST_PROXY is not set, .*: set TRUST_PROXY to the proxy's address/,
      ),
    ]);
    expect(alone({ ...real, PUBLIC_URL: 'http://drone.example.is' })).toEqual([
      '  PUBLIC_URL is http://drone.example.is, over plain http, so passwords cross the network readable: set PUBLIC_URL to the https:// address users reach, with TLS at the proxy.',
    ]);
    for (const local of ['https://localhost:8443', 'https://127.0.0.1', 'http://[::1]:3000', 'https://portal.localhost']) {
      expect(alone({ ...real, PUBLIC_URL: local }), local).toEqual([
        expect.stringMatching(/^ {2}PUBLIC_URL is .*, which only this machine reaches/),
      ]);
    }
  });
});
