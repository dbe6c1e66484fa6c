import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A person's record in the registry: every registered user has one, whatever their type, and
 * `statusId` 1 marks a pilot (section 3). Name, date of birth and country stay on the user.
 */
export const pilots = pgTable(
  'pilots',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    socialSecurityNumber: text(),
    pilotTypeId: smallint().notNull(),
    statusId: smallint().notNull().default(1),
    organizationId: integer(),
    isIdLogin: boolean().notNull().default(false),
    /** The person's id on the external course platform, once an account was made for them there. */
    coursePlatformUserId: text(),
    uniqueId: uuid().notNull().defaultRandom(),
    /** EN 4709-002, whole: the public part, a dash and the three secret characters. */
    operatorRegistrationNumber: text(),
    operatorRegistrationNumberExpiry: timestamp({ withTimezone: true }),
    selfDeclarationAcceptedAt: timestamp({ withTimezone: true }),
    isDeleted: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp({ withTimezone: true }),
    /**
     * The account's surname, name and deletion, copied here by the database on every write of
     * either row (migration people_list_orders): the register's orders by name and its live people
     * then come from an index of this table alone, without joining every account (decision 0049).
     * The names are collated `is-IS-x-icu` in the table itself (the migration says so; the query
     * builder declares no collation), so their index holds the columns and answers index-only.
     */
    personSurname: text().notNull().default(''),
    personName: text().notNull().default(''),
    personIsDeleted: boolean().notNull().default(false),
    /**
     * Everything the register's search looks in, as one folded text (`portal_fold`): the kennitala,
     * the public part of the operator number (never the secret part: a search must not confirm a
     * guess at it), the account's `search_text`, and the record's e-mail addresses and phone
     * numbers. Kept by the database in the transaction that writes any of those rows (migration
     * folded_search_text, decision 0053); a value written here is written over.
     */
    searchText: text(),
  },
  (t) => [
    uniqueIndex('pilots_user_id_key')
      .on(t.userId)
      .where(sql`not ${t.isDeleted}`),
    uniqueIndex('pilots_operator_registration_number_key').on(t.operatorRegistrationNumber),
    // A drone broadcasts the public part only: the lookup for authorities finds the number by it (decision 0043).
    index('pilots_operator_number_public_part_idx').on(sql`left(${t.operatorRegistrationNumber}, 16)`),
    index('pilots_tenant_id_idx').on(t.tenantId),
    // Login with the national electronic ID finds the person by kennitala, written with or without its dash.
    index('pilots_social_security_number_idx')
      .on(sql`replace(${t.socialSecurityNumber}, '-', '')`)
      .where(sql`not ${t.isDeleted}`),
    // The register's search, of everything a record and its account hold (decisions 0038, 0053).
    index('pilots_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The register's orders, per tenant (`coalesce`, so the host's rows have a key to equal) and of
    // live people; both carry the tenant, the status and the type too (`include`, in the migration),
    // so a filtered page's ids are read from the index alone (decision 0049).
    index('pilots_surname_name_idx')
      .on(sql`coalesce(${t.tenantId}, 0)`, t.personSurname, t.personName, t.id)
      .where(sql`not ${t.isDeleted} and not ${t.personIsDeleted}`),
    // The pilots' part of the drone operators' list, by name and surname as the list shows them;
    // it carries what the list's page and its validity filter read (`include`, in the migration).
    index('pilots_operators_name_idx')
      .on(sql`coalesce(${t.tenantId}, 0)`, sql`(${t.personName} || ' ' || ${t.personSurname})`, t.id)
      .where(sql`${t.operatorRegistrationNumber} is not null and not ${t.isDeleted} and not ${t.personIsDeleted}`),
    index('pilots_creation_time_idx')
      .on(sql`coalesce(${t.tenantId}, 0)`, t.creationTime, t.id)
      .where(sql`not ${t.isDeleted} and not ${t.personIsDeleted}`),
  ],
);

const pilotId = () =>
  integer()
    .notNull()
    .references(() => pilots.id, { onDelete: 'cascade' });

/** The database keeps at most one main item of each kind per pilot, whatever a request does. */
export const pilotPhoneNumbers = pgTable(
  'pilot_phone_numbers',
  {
    id: serial().primaryKey(),
    pilotId: pilotId(),
    phoneNumber: text().notNull(),
    isMain: boolean().notNull().default(false),
    isKrr: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pilot_phone_numbers_pilot_id_idx').on(t.pilotId),
    uniqueIndex('pilot_phone_numbers_main_key')
      .on(t.pilotId)
      .where(sql`${t.isMain}`),
  ],
);

/**
 * A typed address proves nothing until its holder follows the link mailed to it: then it counts,
 * as one from the national register (isKrr) always does, when an organisation looks a pilot up by
 * address. Only the link token's hash is kept; a changed value loses its confirmation and its link.
 */
export const pilotEmails = pgTable(
  'pilot_emails',
  {
    id: serial().primaryKey(),
    pilotId: pilotId(),
    email: text().notNull(),
    isMain: boolean().notNull().default(false),
    isKrr: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedTime: timestamp({ withTimezone: true }),
    confirmationTokenHash: text(),
    confirmationSentTime: timestamp({ withTimezone: true }),
    confirmationExpiryTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('pilot_emails_pilot_id_idx').on(t.pilotId),
    uniqueIndex('pilot_emails_main_key')
      .on(t.pilotId)
      .where(sql`${t.isMain}`),
    uniqueIndex('pilot_emails_confirmation_token_hash_key').on(t.confirmationTokenHash),
  ],
);

export const pilotAddresses = pgTable(
  'pilot_addresses',
  {
    id: serial().primaryKey(),
    pilotId: pilotId(),
    streetAddress: text().notNull(),
    postNumber: text().notNull(),
    postLocation: text().notNull(),
    countryCode: text().notNull().default('IS'),
    isMain: boolean().notNull().default(false),
    isKrr: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pilot_addresses_pilot_id_idx').on(t.pilotId),
    uniqueIndex('pilot_addresses_main_key')
      .on(t.pilotId)
      .where(sql`${t.isMain}`),
  ],
);

export const pilotInsurances = pgTable(
  'pilot_insurances',
  {
    id: serial().primaryKey(),
    pilotId: pilotId(),
    insurancePolicyNumber: text().notNull(),
    insuranceCompanyName: text().notNull(),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pilot_insurances_pilot_id_idx').on(t.pilotId)],
);

/** Administrators' notes on a pilot; the pilot never sees them. */
export const pilotNotes = pgTable(
  'pilot_notes',
  {
    id: serial().primaryKey(),
    pilotId: pilotId(),
    description: text().notNull(),
    creatorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    isDeleted: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp({ withTimezone: true }),
  },
  (t) => [index('pilot_notes_pilot_id_idx').on(t.pilotId), index('pilot_notes_creator_user_id_idx').on(t.creatorUserId)],
);
