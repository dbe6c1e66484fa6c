import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A system of an authority (the police, the coast guard, another state's register) that looks up
 * operator registration numbers with OAuth 2.0 client credentials (decision 0043). Host-wide: the
 * register it reads is every tenant's. `clientId` is public; the secret is kept only as a keyed
 * hash (`SecretBox.keyedHash`), shown once when the client is made. `scopes` say what it may read;
 * `requestsPerMinute` how often. A revoked client (`revokedTime`) is kept, so the audit log's
 * entries still name it, and its tokens stop working at once.
 */
export const operatorLookupClients = pgTable(
  'operator_lookup_clients',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    clientId: text().notNull(),
    secretHash: text().notNull(),
    scopes: text().array().notNull(),
    requestsPerMinute: smallint().notNull().default(60),
    creatorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedTime: timestamp({ withTimezone: true }),
    revokedTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operator_lookup_clients_client_id_key').on(t.clientId),
    index('operator_lookup_clients_creator_user_id_idx').on(t.creatorUserId),
  ],
);
