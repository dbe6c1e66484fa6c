/**
 * What each environment variable holds and what to set it to, so that a refused value is answered
 * with one sentence an operator can act on ("PORT is not a port number: set PORT to …"), never
 * with the schema library's words ("expected number, received NaN"). Values are never repeated
 * back: several of them are passwords or hold one (DATABASE_URL, SMTP_URL).
 */
interface Wanted {
  /** What the value should be, after "is not". */
  is: string;
  /** What to set it to, after "set NAME to". */
  set: string;
}

const address = (what: string, example: string): Wanted => ({ is: 'an http or https address', set: `${what}, such as ${example}` });
const secret = (unset: string): Wanted => ({
  is: 'a secret of 32 or more characters',
  set: `32 or more random characters (openssl rand -base64 48), or leave it unset ${unset}`,
});

export const wantedValues: Record<string, Wanted> = {
  PORTAL_ENV: { is: 'production or development', set: 'production for a real installation, or leave it unset for development' },
  PORT: { is: 'a port number', set: 'a whole number from 0 to 65535, such as 3000' },
  HOST: { is: 'an address of this machine', set: 'one of its addresses, or 0.0.0.0' },
  DATA_DIR: { is: 'a folder', set: 'a folder this user may write, such as /var/lib/drone-portal' },
  DATABASE_URL: {
    is: 'a PostgreSQL address',
    set: 'postgresql://user:password@host:5432/database, or leave it unset for the embedded database',
  },
  ADMIN_PASSWORD: { is: 'a password of 8 or more characters', set: '8 or more characters, or leave it unset to have one generated' },
  SMTP_URL: {
    is: 'an SMTP address',
    set: 'smtp://user:password@host:587 or smtps://user:password@host:465, or leave it unset to keep mail in the outbox',
  },
  MAIL_FROM: { is: 'a sender', set: 'a name and address, such as Drónagátt <no-reply@drone.example.is>' },
  PUBLIC_URL: address('the address users reach', 'https://drone.example.is'),
  COMPANY_REGISTRY_URL: address("the national company registry's lookup", 'https://api.example.is/companies'),
  PAYMENT_MERCHANT_ID: { is: 'a merchant id of 1 to 100 characters', set: 'the merchant id the card company gave the portal' },
  PAYMENT_VERIFICATION_CODE: { is: 'a code of 8 or more characters', set: 'the verification code the card company gave the portal' },
  PAYMENT_PAGE_URL: address("the card company's pay page", 'https://paymentweb.valitor.is/'),
  PAYMENT_STATUS_URL: address("the card company's payment status call", 'https://paymentweb.valitor.is/status'),
  JWT_SECRET: secret('to have one generated once and kept for every instance'),
  SECRETS_KEY: secret('to keep the installation secret unsealed in the database'),
  OIDC_ISSUER: address("Ísland.is's identity provider", 'https://innskra.island.is'),
  OIDC_CLIENT_ID: { is: 'a client id of 1 to 200 characters', set: 'the client id Ísland.is gave the portal' },
  OIDC_CLIENT_SECRET: { is: 'a secret of 8 or more characters', set: 'the client secret Ísland.is gave the portal' },
  MOODLE_URL: address('the Moodle site', 'https://namskeid.example.is'),
  MOODLE_TOKEN: { is: 'a token of 8 or more characters', set: "the Moodle site's web service token" },
  MOODLE_COURSES: { is: 'a list of courses', set: 'course types and Moodle course ids, such as A1A3:12,A2:14' },
  MOODLE_ROLE_ID: { is: 'a role id', set: 'a whole number from 1, such as 5 (student)' },
  MOODLE_AUTH: { is: 'the name of a Moodle authentication plugin', set: 'manual, oauth2 or the name of another plugin' },
  LOG_LEVEL: { is: 'a log level', set: 'fatal, error, warn, info, debug, trace or silent' },
  EMBEDDED_PG_PORT: { is: 'a port number', set: 'a whole number from 1024 to 65535, such as 54320' },
  BACKUP_DIR: { is: 'a folder', set: 'a folder this user may write, such as /var/backups/drone-portal' },
  BACKUP_DAYS: { is: 'a number of days', set: 'a whole number from 1 to 3650, such as 14' },
  TRUST_PROXY: {
    is: 'a proxy setting',
    set: 'false, true (one proxy), a number of proxy hops, or comma-separated proxy addresses or CIDR ranges such as 10.0.0.5,192.168.1.0/24',
  },
  DEMO_CONTENT: { is: 'true or false', set: 'true or false' },
  CORS_ORIGINS: { is: 'a list of origins', set: 'comma-separated origins (scheme, host and port only), such as https://app.example.is' },
  METRICS_TOKEN: {
    is: 'a token of 16 or more characters',
    set: 'the bearer token Prometheus sends, 16 or more random characters (openssl rand -hex 32), or leave it unset for no metrics',
  },
  OTEL_EXPORTER_OTLP_ENDPOINT: address("the OpenTelemetry collector's OTLP/HTTP endpoint", 'http://otel-collector:4318'),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: address("the collector's OTLP/HTTP traces endpoint", 'http://otel-collector:4318/v1/traces'),
  OTEL_SERVICE_NAME: { is: 'a service name', set: 'the name traces carry, such as drone-portal' },
};

/** One refused value, as the schema reports it. */
export interface ConfigIssue {
  code: string;
  path: PropertyKey[];
  message: string;
}

/**
 * The sentence for a refused value. A check of the portal's own (`code: 'custom'`) words what is
 * wrong itself, after the variable's name ("holds \"yes\", which is not understood"); every other
 * refusal is "is not" what the variable holds.
 */
export function configSentence(issue: ConfigIssue): string {
  const name = String(issue.path[0] ?? 'The configuration');
  const wanted = wantedValues[name];
  if (!wanted) return `${name}: ${issue.message}.`;
  const problem = issue.code === 'custom' ? issue.message : `is not ${wanted.is}`;
  return `${name} ${problem}: set ${name} to ${wanted.set}.`;
}
