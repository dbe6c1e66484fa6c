import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { OrganizationDto, OrganizationFields } from '../../../shared/contracts/organizations';
import { countryName } from '../../../shared/countries';
import type { Language } from '../../../shared/enums';
import { operatorNumberSecret, publicOperatorNumber } from '../../../shared/operator-number';
import type { Db } from '../../db/client';
import { organizationInsurances, organizations } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

type OrganizationRow = typeof organizations.$inferSelect;

export interface NewOrganization extends OrganizationFields {
  tenantId: number | null;
  userTypeId: number;
}

/** What a check needs of an organisation: which it is, whose, and its name for messages. */
export interface LiveOrganization {
  id: number;
  tenantId: number | null;
  name: string;
}

const live = (tenantId: number | null) => and(inTenant(organizations.tenantId, tenantId), eq(organizations.isDeleted, false));

/** An organisation with its first insurance, which is main. */
export async function insertOrganization(db: Db, organization: NewOrganization): Promise<number> {
  const { insurancePolicyNumber, insuranceCompanyName, ...fields } = organization;
  const [row] = await db.insert(organizations).values(fields).returning({ id: organizations.id });
  await db.insert(organizationInsurances).values({ organizationId: row!.id, insurancePolicyNumber, insuranceCompanyName, isMain: true });
  return row!.id;
}

/** The organisation of the tenant that holds the number (the proved one; a claim holds nothing), but the one named. */
export async function findOrganizationIdByNumber(db: Db, tenantId: number | null, organizationNumber: string, exceptId?: number) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        live(tenantId),
        eq(organizations.proof, 'proved'),
        eq(organizations.organizationNumber, organizationNumber),
        exceptId === undefined ? undefined : ne(organizations.id, exceptId),
      ),
    );
  return row?.id ?? null;
}

/** A live organisation of the tenant; deleted and other tenants' answer undefined alike. */
export async function findLiveOrganization(db: Db, tenantId: number | null, id: number): Promise<LiveOrganization | undefined> {
  const [row] = await db
    .select({ id: organizations.id, tenantId: organizations.tenantId, name: organizations.name })
    .from(organizations)
    .where(and(live(tenantId), eq(organizations.id, id)));
  return row;
}

/**
 * Holds the organisation's row to the end of the transaction, so changes to its people and its
 * insurances take turns; answers whether it is still live.
 */
export async function lockOrganization(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ isDeleted: organizations.isDeleted }).from(organizations).where(eq(organizations.id, id)).for('update');
  return row !== undefined && !row.isDeleted;
}

/** The organisation's operator registration number, its row held to the end of the transaction. */
export async function lockOperatingNumber(db: Db, id: number) {
  const [row] = await db
    .select({
      operatingNumber: organizations.operatingNumber,
      operatingNumberExpiry: organizations.operatingNumberExpiry,
      isDeleted: organizations.isDeleted,
    })
    .from(organizations)
    .where(eq(organizations.id, id))
    .for('update');
  return row;
}

export type OrganizationChange = Partial<
  Pick<
    OrganizationRow,
    | 'name'
    | 'organizationNumber'
    | 'address'
    | 'postCode'
    | 'countryCode'
    | 'email'
    | 'phoneNumber'
    | 'userTypeId'
    | 'operatingNumber'
    | 'operatingNumberExpiry'
    | 'isDeleted'
  >
>;

export async function updateOrganizationFields(db: Db, id: number, change: OrganizationChange, at: Date) {
  await db
    .update(organizations)
    .set({ ...change, lastModificationTime: at })
    .where(eq(organizations.id, id));
}

/** How organisations are read: whose secret parts go with them, and the language of the country's name. */
export interface OrganizationReading {
  /** Those with their operator number's secret part, which the policy grants (`seesOperatorSecret`). */
  withSecret?: readonly number[];
  /** The reader's language, which names the country (Icelandic when not said). */
  language?: Language;
}

/** The organisations, each with the public part of its operator registration number. */
export async function findOrganizations(
  db: Db,
  tenantId: number | null,
  ids: readonly number[],
  { withSecret = [], language = 'is' }: OrganizationReading = {},
): Promise<OrganizationDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(organizations)
    .where(and(live(tenantId), inArray(organizations.id, [...ids])));
  const insurances = await db
    .select()
    .from(organizationInsurances)
    .where(inArray(organizationInsurances.organizationId, [...ids]))
    .orderBy(asc(organizationInsurances.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          toOrganizationDto(
            row,
            insurances.filter((i) => i.organizationId === id),
            withSecret.includes(id),
            language,
          ),
        ]
      : [];
  });
}

/** The organisation of the tenant that holds the number, whole. */
export async function findOrganizationByNumber(db: Db, tenantId: number | null, organizationNumber: string, language?: Language) {
  const id = await findOrganizationIdByNumber(db, tenantId, organizationNumber);
  return id === null ? null : ((await findOrganizations(db, tenantId, [id], { language }))[0] ?? null);
}

function toOrganizationDto(
  row: OrganizationRow,
  insurance: (typeof organizationInsurances.$inferSelect)[],
  withSecret: boolean,
  language: Language,
): OrganizationDto {
  return {
    id: row.id,
    name: row.name,
    organizationNumber: row.organizationNumber,
    address: row.address,
    postCode: row.postCode,
    countryCode: row.countryCode,
    country: countryName(row.countryCode, language),
    email: row.email,
    phoneNumber: row.phoneNumber,
    operatingNumber: publicOperatorNumber(row.operatingNumber),
    operatingNumberSecret: withSecret ? operatorNumberSecret(row.operatingNumber) : null,
    operatingNumberExpiry: row.operatingNumberExpiry?.toISOString() ?? null,
    isManualRegistration: row.isManualRegistration,
    isProved: row.proof === 'proved',
    userTypeId: row.userTypeId,
    uniqueId: row.uniqueId,
    creationTime: row.creationTime.toISOString(),
    insurance: insurance.map((i) => ({
      id: i.id,
      insurancePolicyNumber: i.insurancePolicyNumber,
      insuranceCompanyName: i.insuranceCompanyName,
      isMain: i.isMain,
    })),
  };
}
