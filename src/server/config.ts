import path from 'node:path';
import { z } from 'zod';
import type { MoodleSettings } from './adapters/course-platform/moodle';
import { configSentence } from './config-sentences';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const webAddress = z.url({ protocol: /^https?$/ });

const configSchema = z.object({
  PORTAL_ENV: z.enum(['production', 'development']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional(),
  MAIL_FROM: z.string().default('Drónagátt <no-reply@localhost>'),
  PUBLIC_URL: webAddress.optional(),
  COMPANY_REGISTRY_URL: webAddress.optional(),
  PAYMENT_MERCHANT_ID: z.string().min(1).max(100).optional(),
  PAYMENT_VERIFICATION_CODE: z.string().min(8).optional(),
  PAYMENT_PAGE_URL: webAddress.default('https://paymentweb.valitor.is/'),
  PAYMENT_STATUS_URL: webAddress.optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SECRETS_KEY: z.string().min(32).optional(),
  OIDC_ISSUER: webAddress.optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(200).optional(),
  OIDC_CLIENT_SECRET: z.string().min(8).optional(),
  MOODLE_URL: webAddress.optional(),
  MOODLE_TOKEN: z.string().min(8).optional(),
  MOODLE_COURSES: z.string().default('').transform(parseMoodleCourses),
  MOODLE_ROLE_ID: z.coerce.number().int().min(1).default(5),
  MOODLE_AUTH: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .default('manual'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54320),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'object' && 'problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem });
      return parsed as TrustProxy;
    }),
  DEMO_CONTENT: z.enum(['true', 'false']).default('true'),
  CORS_ORIGINS: z.string().default('').transform(parseOrigins),
  METRICS_TOKEN: z.string().min(16).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: webAddress.optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: webAddress.optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('drone-portal'),
});

export interface Config {
  /** `PORTAL_ENV=production`: the start refuses the test parts (production-mode.ts). */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  /** The national company registry's lookup (docs/company-registry.md); the built-in made-up list when absent. */
  companyRegistryUrl?: string;
  jwtSecret?: string;
  /** Seals the installation's secrets kept in an external database (kernel/installation-secret.ts). */
  secretsKey?: string;
  /** The card provider's merchant (docs/payments.md); the built-in sandbox when absent. */
  payment?: { merchantId: string; verificationCode: string; payPageUrl: string; statusUrl: string };
  /** Ísland.is's identity provider, the portal's client there (docs/id-login.md); the built-in development provider when absent. */
  idProvider?: { issuer: string; clientId: string; clientSecret: string };
  /** The Moodle site pilots are sent to (docs/course-platform.md); the built-in courses when absent. */
  moodle?: MoodleSettings;
  logLevel: (typeof logLevels)[number];
  embeddedPgPort: number;
  /** Where the embedded database's nightly backups go (docs/backups.md); `DATA_DIR/backups` by default. */
  backupDir: string;
  /** How many days of backups are kept. */
  backupDays: number;
  /** Behind a load balancer: client addresses and TLS come from X-Forwarded-* headers set by these proxies. */
  trustProxy: TrustProxy;
  /** Seed the demo question bank and courses into a host or Default tenant that has none yet. */
  demoContent: boolean;
  /** Browser apps on other origins (scheme, host, port) that may call the API with credentials. */
  corsOrigins: string[];
  /** The bearer token a Prometheus scraper sends to `/metrics` (docs/operations.md#monitoring); no metrics when absent. */
  metricsToken?: string;
  /** OpenTelemetry traces over OTLP/HTTP (OTEL_EXPORTER_OTLP_ENDPOINT); none when absent (decision 0036). */
  tracing?: { tracesUrl: string; serviceName: string };
}

export class ConfigError extends Error {}

/** `https://app.example.is, http://localhost:4200` -> the origins; anything with a path, a query or no scheme is refused. */
function parseOrigins(value: string, ctx: z.RefinementCtx): string[] {
  const origins = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      ctx.addIssue({
        code: 'custom',
        message: `holds "${origin}", which is not an origin like https://app.example.is`,
      });
    }
  }
  return origins;
}

const courseTypes: Record<string, number> = { A1A3: 1, A2: 2 };

/** `A1A3:12, A2:14` -> the Moodle course of each of the portal's course types. */
function parseMoodleCourses(value: string, ctx: z.RefinementCtx): MoodleSettings['courses'] {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const courses: MoodleSettings['courses'] = [];
  for (const part of parts) {
    const match = /^(A1A3|A2):(\d{1,9})$/i.exec(part);
    if (!match)
      ctx.addIssue({ code: 'custom', message: `holds "${part}", which is not a course type and a Moodle course id like A1A3:12` });
    else courses.push({ courseType: courseTypes[match[1]!.toUpperCase()]!, courseId: Number(match[2]) });
  }
  return courses;
}

/** The variables the portal reads, for a test that every one of them has its sentence. */
export const configVariables = Object.keys(configSchema.shape);

/** Variables that only work together: all set, or none. */
const together: { names: string[]; all: string; none: string }[] = [
  {
    names: ['PAYMENT_MERCHANT_ID', 'PAYMENT_VERIFICATION_CODE', 'PAYMENT_STATUS_URL'],
    all: "all three for the card company's merchant",
    none: 'none of them for the sandbox pay page',
  },
  {
    names: ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
    all: "all three for the portal's client at Ísland.is",
    none: 'none of them for the development identity provider',
  },
  { names: ['MOODLE_URL', 'MOODLE_TOKEN'], all: 'both for the Moodle site', none: "neither for the portal's own courses" },
];

function listed(names: string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Reads the environment; an empty variable counts as unset. Throws ConfigError with a sentence for every bad one. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  const problems = parsed.success ? [] : parsed.error.issues.map(configSentence);
  for (const group of together) {
    const missing = group.names.filter((name) => !cleaned[name]);
    if (missing.length && missing.length < group.names.length) {
      problems.push(
        `${listed(group.names)} go together, and ${listed(missing)} ${missing.length === 1 ? 'is' : 'are'} not set: ` +
          `set ${group.all}, or ${group.none}.`,
      );
    }
  }
  if (!parsed.success || problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const c = parsed.data;
  return {
    production: c.PORTAL_ENV === 'production',
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    adminPassword: c.ADMIN_PASSWORD,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    companyRegistryUrl: c.COMPANY_REGISTRY_URL,
    jwtSecret: c.JWT_SECRET,
    secretsKey: c.SECRETS_KEY,
    ...(c.PAYMENT_MERCHANT_ID && c.PAYMENT_VERIFICATION_CODE && c.PAYMENT_STATUS_URL
      ? {
          payment: {
            merchantId: c.PAYMENT_MERCHANT_ID,
            verificationCode: c.PAYMENT_VERIFICATION_CODE,
            payPageUrl: c.PAYMENT_PAGE_URL,
            statusUrl: c.PAYMENT_STATUS_URL,
          },
        }
      : {}),
    ...(c.OIDC_ISSUER && c.OIDC_CLIENT_ID && c.OIDC_CLIENT_SECRET
      ? { idProvider: { issuer: c.OIDC_ISSUER.replace(/\/$/, ''), clientId: c.OIDC_CLIENT_ID, clientSecret: c.OIDC_CLIENT_SECRET } }
      : {}),
    ...(c.MOODLE_URL && c.MOODLE_TOKEN
      ? { moodle: { url: c.MOODLE_URL, token: c.MOODLE_TOKEN, courses: c.MOODLE_COURSES, roleId: c.MOODLE_ROLE_ID, auth: c.MOODLE_AUTH } }
      : {}),
    logLevel: c.LOG_LEVEL,
    embeddedPgPort: c.EMBEDDED_PG_PORT,
    backupDir: path.resolve(c.BACKUP_DIR ?? path.join(c.DATA_DIR, 'backups')),
    backupDays: c.BACKUP_DAYS,
    trustProxy: c.TRUST_PROXY,
    demoContent: c.DEMO_CONTENT === 'true',
    corsOrigins: c.CORS_ORIGINS,
    metricsToken: c.METRICS_TOKEN,
    ...tracingOf(c),
  };
}

/** The traces address as OpenTelemetry's own variables name it: the signal's own as given, else `/v1/traces` on the common one. */
function tracingOf(c: {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string;
  OTEL_SERVICE_NAME: string;
}): Pick<Config, 'tracing'> {
  const tracesUrl =
    c.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (c.OTEL_EXPORTER_OTLP_ENDPOINT ? `${c.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces` : undefined);
  return tracesUrl ? { tracing: { tracesUrl, serviceName: c.OTEL_SERVICE_NAME } } : {};
}
