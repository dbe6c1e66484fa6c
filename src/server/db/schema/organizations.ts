import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A drone operator that is an organisation (section 3): under or over 250 staff by `userTypeId`.
 * `isManualRegistration` marks a number the company registry did not know when it registered.
 * A registration claims its number until it is proved (decision 0023): `proof` is `pending`,
 * `proved` (by a delegated electronic-ID login, `idLogin`, or an administrator, `administrator`)
 * or `refused` (another claim was proved first, or an administrator refused it). Only proved
 * organisations hold their number, so a claim nobody proved blocks nobody.
 * `operatingNumber` is its operator registration number (EN 4709-002, secret part included),
 * issued when its first fee is paid and renewed by each later one (decision 0030).
 */
export const organizations = pgTable(
  'organizations',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    userTypeId: smallint().notNull(),
    name: text().notNull(),
    organizationNumber: text().notNull(),
    address: text().notNull(),
    postCode: text().notNull(),
    countryCode: text().notNull().default('IS'),
    email: text().notNull(),
    phoneNumber: text().notNull(),
    operatingNumber: text(),
    operatingNumberExpiry: timestamp({ withTimezone: true }),
    isManualRegistration: boolean().notNull().default(false),
    proof: text({ enum: ['pending', 'proved', 'refused'] })
      .notNull()
      .default('pending'),
    proofMethod: text({ enum: ['idLogin', 'administrator'] }),
    proofTime: timestamp({ withTimezone: true }),
    uniqueId: uuid().notNull().defaultRandom(),
    isDeleted: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('organizations_number_key')
      .on(sql`coalesce(${t.tenantId}, 0)`, t.organizationNumber)
      .where(sql`not ${t.isDeleted} and ${t.proof} = 'proved'`),
    index('organizations_pending_number_idx')
      .on(t.tenantId, t.organizationNumber)
      .where(sql`not ${t.isDeleted} and ${t.proof} = 'pending'`),
    // One organisation per operator registration number; a hand-written trigger keeps a number of
    // the pilots' and of the organisations' apart too (decision 0030).
    uniqueIndex('organizations_operating_number_key').on(t.operatingNumber),
    // A drone broadcasts the public part only: the lookup for authorities finds the number by it (decision 0043).
    index('organizations_operating_number_public_part_idx').on(sql`left(${t.operatingNumber}, 16)`),
  ],
);

const organizationId = () =>
  integer()
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** The database keeps at most one main insurance per organisation (section 4). */
export const organizationInsurances = pgTable(
  'organization_insurances',
  {
    id: serial().primaryKey(),
    organizationId: organizationId(),
    insurancePolicyNumber: text().notNull(),
    insuranceCompanyName: text().notNull(),
    isMain: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organization_insurances_organization_id_idx').on(t.organizationId),
    uniqueIndex('organization_insurances_main_key')
      .on(t.organizationId)
      .where(sql`${t.isMain}`),
  ],
);

/**
 * A person's place in an organisation: its role (Pilot 1, ContactPerson 2, MainContactPerson 4)
 * and, for a recruited pilot, whether they have accepted (WaitingForApprove 1, Approved 2).
 */
export const userOrganizations = pgTable(
  'user_organizations',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    organizationRoleId: smallint().notNull(),
    recruitmentStatusId: smallint().notNull().default(2),
    department: text(),
    title: text(),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_organizations_user_org_role_key').on(t.userId, t.organizationId, t.organizationRoleId),
    index('user_organizations_organization_id_idx').on(t.organizationId),
  ],
);

/**
 * A request that someone join an organisation in a role, made by either side (decisions 0022 and
 * 0028). An offer is the organisation's: it names the person only as it typed them (`invitedAs`);
 * `userId` is the account that name reached when the request was made, or null when it reached
 * none, which the organisation is never told; the person joins when they accept. An ask
 * (`askedByUser`) is a person's own request to speak for the organisation, named by their full
 * name, which a main contact person accepts. Declining, withdrawal or the account's removal ends
 * either. One request per organisation, role and name.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial().primaryKey(),
    organizationId: organizationId(),
    organizationRoleId: smallint().notNull(),
    invitedAs: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    invitedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    askedByUser: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_invitations_typed_key').on(t.organizationId, t.organizationRoleId, sql`lower(${t.invitedAs})`),
    index('organization_invitations_user_id_idx').on(t.userId),
    index('organization_invitations_invited_by_user_id_idx').on(t.invitedByUserId),
  ],
);
