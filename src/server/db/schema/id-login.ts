import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { userSessions, users } from './users';

/**
 * One login started at the identity provider (docs/id-login.md): what its answer must match.
 * Used once, by the first answer that names its state, and good for a few minutes only.
 */
export const idLoginAttempts = pgTable(
  'id_login_attempts',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id, { onDelete: 'cascade' }),
    state: text().notNull(),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    returnUrl: text(),
    /** The hash of the browser's own key (its `IdLogin.Browser` cookie): only that browser finishes the login. */
    browserKeyHash: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('id_login_attempts_state_key').on(t.state),
    index('id_login_attempts_tenant_id_idx').on(t.tenantId),
    index('id_login_attempts_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * A person the provider vouched for who has no account yet (`register`), or whose verified
 * address is an account's that may be linked once its password is proved (`link`): their details
 * and the provider's tokens wait here for the next step, behind a single-use token stored hashed.
 */
export const idLoginPending = pgTable(
  'id_login_pending',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    tokenHash: text().notNull(),
    /** The account to link. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    person: jsonb().notNull(),
    providerTokens: jsonb().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('id_login_pending_token_hash_key').on(t.tokenHash),
    index('id_login_pending_tenant_id_idx').on(t.tenantId),
    index('id_login_pending_user_id_idx').on(t.userId),
    index('id_login_pending_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * The provider's tokens behind a portal session that came through it. They never leave the
 * server: the browser holds only the portal's own token, and asks the server for the time left
 * and for a refresh. `sid` is the provider's session, which its front-channel logout names.
 */
export const idLoginSessions = pgTable(
  'id_login_sessions',
  {
    sessionId: uuid()
      .primaryKey()
      .references(() => userSessions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text().notNull(),
    subject: text().notNull(),
    sid: text(),
    idToken: text().notNull(),
    refreshToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }).notNull(),
    refreshedAt: timestamp({ withTimezone: true }),
    /**
     * The hash of a single-use ticket for the logout at the provider: the browser is handed the
     * ticket, and the server makes the redirect with the ID token as its hint (decision 0021).
     */
    logoutTicketHash: text(),
    logoutTicketExpiresAt: timestamp({ withTimezone: true }),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('id_login_sessions_user_id_idx').on(t.userId),
    index('id_login_sessions_issuer_sid_idx').on(t.issuer, t.sid),
    uniqueIndex('id_login_sessions_logout_ticket_hash_key').on(t.logoutTicketHash),
  ],
);

/**
 * The person the identity provider proved an account to be (decision 0021): its subject, which
 * alone finds the account at the next login, and the kennitala it vouched for. Written when the
 * provider first proves the person (a registration through it, or a link with both proofs), never
 * from what anyone typed. A subject opens one account of a tenant, and a proved kennitala is one
 * account's; the kennitala on the register record is a claim until it is this one.
 */
export const idBindings = pgTable(
  'id_bindings',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer().references(() => tenants.id, { onDelete: 'cascade' }),
    issuer: text().notNull(),
    subject: text().notNull(),
    /** Ten digits, without the dash. */
    idNumber: text().notNull(),
    boundAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('id_bindings_subject_key').on(sql`coalesce(${t.tenantId}, 0)`, t.issuer, t.subject),
    uniqueIndex('id_bindings_id_number_key').on(sql`coalesce(${t.tenantId}, 0)`, t.idNumber),
    index('id_bindings_tenant_id_idx').on(t.tenantId),
  ],
);
