import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { tenants } from './tenants';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    userName: text().notNull(),
    /**
     * The user name's Unicode confusable skeleton (UTS #39), ignoring case: `pilot` and `pilot` with
     * a Cyrillic а share one. Kept by the database from the name on every write (migration 0021);
     * unique within a tenant, so no user name can pass for another (decision 0027).
     */
    userNameSkeleton: text(),
    name: text().notNull(),
    surname: text().notNull(),
    emailAddress: text().notNull(),
    passwordHash: text().notNull(),
    isActive: boolean().notNull().default(true),
    isEmailConfirmed: boolean().notNull().default(false),
    userTypeId: smallint(),
    statusId: smallint().notNull().default(0),
    country: text(),
    countryCode: text(),
    dateOfBirth: date({ mode: 'string' }),
    customerNumber: text(),
    language: text().notNull().default('is'),
    lastLoginTime: timestamp({ withTimezone: true }),
    accessFailedCount: integer().notNull().default(0),
    lockoutEnd: timestamp({ withTimezone: true }),
    isDeleted: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp({ withTimezone: true }),
    /**
     * The ids of the person's roles as `user_roles` holds them, in no order: kept by the database
     * (migration 0017), for the users page to read with the row rather than look up per person.
     */
    roleIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * The names, user name and e-mail address as one text, folded as `portal_fold` folds (lower
     * case of `unaccent`): kept by the database on every write, and what the administration's
     * searches match and `users_search_idx` indexes. Stored, so a search does not fold each row
     * it reads again (decision 0053).
     */
    searchText: text().generatedAlwaysAs(
      (): SQL => sql`portal_fold(${users.name} || ' ' || ${users.surname} || ' ' || ${users.userName} || ' ' || ${users.emailAddress})`,
    ),
  },
  (t) => [
    uniqueIndex('users_user_name_key')
      .on(sql`coalesce(${t.tenantId}, 0)`, sql`lower(${t.userName})`)
      .where(sql`not ${t.isDeleted}`),
    uniqueIndex('users_user_name_skeleton_key')
      .on(sql`coalesce(${t.tenantId}, 0)`, t.userNameSkeleton)
      .where(sql`not ${t.isDeleted}`),
    uniqueIndex('users_email_key')
      .on(sql`coalesce(${t.tenantId}, 0)`, sql`lower(${t.emailAddress})`)
      .where(sql`not ${t.isDeleted}`),
    index('users_tenant_id_idx').on(t.tenantId),
    // The administration's searches and orders (decision 0038): the folded text for fragments
    // (decision 0053), and the orders the screens offer.
    index('users_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Per tenant, `coalesce` giving the host's rows a key to equal, and carrying the tenant, the
    // names and `is_active` (`include`, in migration people_list_orders): a page's ids come from the
    // index alone, which it answers only when it holds every column the query names (decision 0049).
    index('users_surname_name_idx')
      .on(sql`coalesce(${t.tenantId}, 0)`, sql`${t.surname} collate "is-IS-x-icu"`, sql`${t.name} collate "is-IS-x-icu"`, t.id)
      .where(sql`not ${t.isDeleted}`),
    index('users_creation_time_idx')
      .on(sql`coalesce(${t.tenantId}, 0)`, t.creationTime, t.id)
      .where(sql`not ${t.isDeleted}`),
  ],
);

/** A signed-in session; the access token names it, so logging out revokes the token at once. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    clientIp: text(),
    userAgent: text(),
  },
  (t) => [index('user_sessions_user_id_idx').on(t.userId)],
);

/**
 * Link tokens sent by e-mail and the registration's step credentials: random, single-use,
 * expiring, stored only as a SHA-256 hash (decision 0024). A token is used (`usedAt`) or revoked
 * (`revokedAt`: replaced by a newer one, or ended by a sign-out, a password change or the end of
 * the registration), never both, so a refusal can say which.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_id_idx').on(t.userId)],
);

/** Audit of sign-in attempts, successful or not. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    userNameOrEmailAddress: text().notNull(),
    result: text().notNull(),
    clientIp: text(),
    userAgent: text(),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_tenant_id_idx').on(t.tenantId),
    index('login_attempts_user_id_idx').on(t.userId),
    index('login_attempts_creation_time_idx').on(t.creationTime),
  ],
);

/** The confusable characters of Unicode (UTS #39, confusables.txt): each maps to its prototype. */
export const confusableCharacters = pgTable('confusable_characters', {
  source: text().primaryKey(),
  target: text().notNull(),
});
