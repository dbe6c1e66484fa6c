import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets of the installation that every instance on the database must share (decision 0034):
 * `signing`, from which the access tokens, the sealed second-factor secrets and the keys of the
 * sandbox pay page and the development identity provider derive. The first instance on an external
 * database makes it (insert … on conflict do nothing), every other reads it. `sealed`: the value is
 * sealed with SECRETS_KEY (AES-256-GCM), so a copy of the database alone does not give it.
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  sealed: boolean().notNull().default(false),
  creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
