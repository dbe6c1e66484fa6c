import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's authenticator app (RFC 6238, decision 0026). The shared secret is sealed with a key
 * derived from the server's signing secret (AES-256-GCM), so a copy of the database alone does not
 * give the codes. `confirmedAt` is empty while the person has not yet typed a first code;
 * `lastUsedStep` is the newest 30-second step a code was accepted for, so no code works twice.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  lastUsedStep: bigint({ mode: 'number' }),
  creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use codes for a lost device: only a keyed hash of each is kept. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_recovery_codes_user_id_idx').on(t.userId), uniqueIndex('user_recovery_codes_code_hash_key').on(t.codeHash)],
);

/** A passkey (WebAuthn credential) a person registered; they may have several and name each. */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the browser names it. */
    credentialId: text().notNull(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    /** The authenticator's signature counter: one that goes backwards is a cloned key. */
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default([]),
    name: text().notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_passkeys_user_id_idx').on(t.userId), uniqueIndex('user_passkeys_credential_id_key').on(t.credentialId)],
);
