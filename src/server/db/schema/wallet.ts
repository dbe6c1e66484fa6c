import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';
import { userCertificates } from './certificates';

/**
 * The keys the authority signs wallet credentials and the status list with (ES256), one per
 * installation at a time (decision 0045). The private key is sealed with the installation
 * secret's box, like an authenticator's secret; the public key stays published after the key is
 * retired, so that credentials it signed stay verifiable.
 */
export const credentialIssuerKeys = pgTable(
  'credential_issuer_keys',
  {
    id: serial().primaryKey(),
    kid: text().notNull().unique(),
    publicJwk: jsonb().$type<Record<string, string>>().notNull(),
    privateJwkSealed: text().notNull(),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    retiredTime: timestamp({ withTimezone: true }),
  },
  // At most one key signs: the first instance to make one wins, the others read it.
  () => [
    uniqueIndex('credential_issuer_keys_signing_key')
      .on(sql`(true)`)
      .where(sql`retired_time is null`),
  ],
);

/**
 * An offer of a certificate to the holder's wallet: its address and its pre-authorized code are
 * kept only as SHA-256 hashes; the code is traded once for an access token, which is good for one
 * credential.
 */
export const credentialOffers = pgTable(
  'credential_offers',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userCertificateId: integer()
      .notNull()
      .references(() => userCertificates.id, { onDelete: 'cascade' }),
    offerHash: text().notNull().unique(),
    codeHash: text().notNull().unique(),
    expiresTime: timestamp({ withTimezone: true }).notNull(),
    redeemedTime: timestamp({ withTimezone: true }),
    accessTokenHash: text().unique(),
    accessTokenExpiresTime: timestamp({ withTimezone: true }),
    issuedTime: timestamp({ withTimezone: true }),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credential_offers_tenant_id_idx').on(t.tenantId),
    index('credential_offers_user_id_idx').on(t.userId),
    index('credential_offers_user_certificate_id_idx').on(t.userCertificateId),
  ],
);

/**
 * A credential issued to a wallet: its id is its index in the status list. The certificate's own
 * state decides the status at every fetch of the list; a certificate erased with its holder
 * leaves the row with no certificate, which the list shows as invalid, never as a free index.
 */
export const walletCredentials = pgTable(
  'wallet_credentials',
  {
    id: serial().primaryKey(),
    userCertificateId: integer().references(() => userCertificates.id, { onDelete: 'set null' }),
    kid: text().notNull(),
    holderKeyThumbprint: text().notNull(),
    issuedTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_credentials_user_certificate_id_idx').on(t.userCertificateId)],
);
