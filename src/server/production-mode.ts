import { ConfigError, type Config } from './config';

/**
 * A part of the portal that stands in for the real thing so that it runs on a laptop with nothing
 * set: the sandbox pay page, the development identity provider, the made-up companies, links to
 * localhost, mail kept in the outbox. `PORTAL_ENV=production` refuses to start with any of them;
 * otherwise the start names them, so nobody runs a national service on them unknowingly.
 */
export interface TestPart {
  /** What it is, for the log line that lists them. */
  name: string;
  /** One sentence: what stands in, and what to set instead. */
  instead: string;
}

const loopbackHosts = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|\[::\])$/i;

export function testParts(config: Config): TestPart[] {
  const parts: TestPart[] = [];
  if (!config.payment) {
    parts.push({
      name: 'the sandbox pay page',
      instead: `The sandbox pay page takes payments with test cards: set PAYMENT_MERCHANT_ID, PAYMENT_VERIFICATION_CODE and PAYMENT_STATUS_URL to the card company's merchant (docs/payments.md).`,
    });
  }
  if (!config.idProvider) {
    parts.push({
      name: 'the development identity provider',
      instead: `The development identity provider signs people in as made-up persons: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to the portal's client at Ísland.is (docs/id-login.md).`,
    });
  }
  if (!config.companyRegistryUrl) {
    parts.push({
      name: 'the built-in company list',
      instead: `The built-in list of made-up companies answers company lookups: set COMPANY_REGISTRY_URL to the national company registry's lookup (docs/company-registry.md).`,
    });
  }
  const publicUrl = new URL(config.publicUrl);
  if (loopbackHosts.test(publicUrl.hostname)) {
    parts.push({
      name: 'a PUBLIC_URL on this machine',
      instead: `PUBLIC_URL is ${config.publicUrl}, which only this machine reaches, so links in e-mails lead nowhere: set PUBLIC_URL to the https:// address users reach.`,
    });
  } else if (publicUrl.protocol === 'http:') {
    parts.push({
      name: 'a PUBLIC_URL over plain http',
      instead: `PUBLIC_URL is ${config.publicUrl}, over plain http, so passwords cross the network readable: set PUBLIC_URL to the https:// address users reach, with TLS at the proxy.`,
    });
  } else if (config.trustProxy === false) {
    parts.push({
      name: 'no TRUST_PROXY behind the https proxy',
      instead: `PUBLIC_URL is https, so a proxy in front ends TLS, but TRUST_PROXY is not set, so every request counts as the proxy's and the sign-in limits count all clients as one: set TRUST_PROXY to the proxy's address (docs/operations.md).`,
    });
  }
  if (!config.smtpUrl) {
    parts.push({
      name: 'mail kept in the outbox',
      instead:
        'SMTP_URL is not set, so mail is kept in the outbox and never sent: set SMTP_URL to the mail server, such as smtp://user:password@host:587.',
    });
  }
  return parts;
}

/** Under `PORTAL_ENV=production`, a ConfigError with a sentence for every test part; otherwise the parts it runs with. */
export function checkProductionMode(config: Config): TestPart[] {
  const parts = testParts(config);
  if (config.production && parts.length) {
    throw new ConfigError(`PORTAL_ENV=production refuses to start with test parts:\n${parts.map((p) => `  ${p.instead}`).join('\n')}`);
  }
  return parts;
}
