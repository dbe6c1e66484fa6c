import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { OperatorLookupClientDto, OperatorLookupScope } from '../../../shared/contracts/operator-lookup';
import { operatorPublicLength } from '../../../shared/operator-number';
import type { Db } from '../../db/client';
import { operatorLookupClients, organizations, pilotAddresses, pilotEmails, pilotPhoneNumbers, pilots, users } from '../../db/schema';

type ClientRow = typeof operatorLookupClients.$inferSelect;

export const clientDtoOf = (row: ClientRow): OperatorLookupClientDto => ({
  id: row.id,
  name: row.name,
  clientId: row.clientId,
  scopes: row.scopes as OperatorLookupScope[],
  requestsPerMinute: row.requestsPerMinute,
  creationTime: row.creationTime.toISOString(),
  lastUsedTime: row.lastUsedTime?.toISOString() ?? null,
  revokedTime: row.revokedTime?.toISOString() ?? null,
});

export async function findLookupClients(db: Db): Promise<OperatorLookupClientDto[]> {
  const rows = await db
    .select()
    .from(operatorLookupClients)
    .orderBy(desc(operatorLookupClients.creationTime), desc(operatorLookupClients.id));
  return rows.map(clientDtoOf);
}

export async function insertLookupClient(
  db: Db,
  values: Pick<ClientRow, 'name' | 'clientId' | 'secretHash' | 'scopes' | 'requestsPerMinute' | 'creatorUserId'>,
): Promise<ClientRow> {
  const [row] = await db.insert(operatorLookupClients).values(values).returning();
  return row;
}

/** Revokes a client once; a revoked one keeps its first revocation's time. Undefined when there is no such client. */
export async function revokeLookupClient(db: Db, id: number, now: Date): Promise<ClientRow | undefined> {
  await db
    .update(operatorLookupClients)
    .set({ revokedTime: now })
    .where(and(eq(operatorLookupClients.id, id), isNull(operatorLookupClients.revokedTime)));
  const [row] = await db.select().from(operatorLookupClients).where(eq(operatorLookupClients.id, id));
  return row;
}

export async function findLookupClientByClientId(db: Db, clientId: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(operatorLookupClients).where(eq(operatorLookupClients.clientId, clientId));
  return row;
}

export async function findLookupClient(db: Db, id: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(operatorLookupClients).where(eq(operatorLookupClients.id, id));
  return row;
}

export async function touchLookupClient(db: Db, id: number, now: Date): Promise<void> {
  await db.update(operatorLookupClients).set({ lastUsedTime: now }).where(eq(operatorLookupClients.id, id));
}

/** Written into the statement, not bound: the indexes on the public part are on `left(number, 16)`. */
const publicLength = sql.raw(String(operatorPublicLength));

export interface RegisteredOperator {
  kind: 'person' | 'organization';
  /** The whole number, secret part included. */
  number: string;
  expiry: Date | null;
  isDeleted: boolean;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  address: string | null;
}

/**
 * The pilot or organisation whose number has this public part, in any tenant: a number is the
 * whole country's (one public part, one operator: decision 0030), and so is the lookup. Deleted
 * records are found too, and answer as revoked.
 */
export async function findOperatorByPublicPart(db: Db, publicPart: string): Promise<RegisteredOperator | undefined> {
  const [person] = await db
    .select({
      number: pilots.operatorRegistrationNumber,
      expiry: pilots.operatorRegistrationNumberExpiry,
      isDeleted: sql<boolean>`${pilots.isDeleted} or ${users.isDeleted}`,
      name: sql<string>`${users.name} || ' ' || ${users.surname}`,
      email: sql<string | null>`coalesce(${pilotEmails.email}, ${users.emailAddress})`,
      phoneNumber: pilotPhoneNumbers.phoneNumber,
      address: sql<
        string | null
      >`${pilotAddresses.streetAddress} || ', ' || ${pilotAddresses.postNumber} || ' ' || ${pilotAddresses.postLocation}`,
    })
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .leftJoin(pilotEmails, and(eq(pilotEmails.pilotId, pilots.id), eq(pilotEmails.isMain, true)))
    .leftJoin(pilotPhoneNumbers, and(eq(pilotPhoneNumbers.pilotId, pilots.id), eq(pilotPhoneNumbers.isMain, true)))
    .leftJoin(pilotAddresses, and(eq(pilotAddresses.pilotId, pilots.id), eq(pilotAddresses.isMain, true)))
    .where(sql`left(${pilots.operatorRegistrationNumber}, ${publicLength}) = ${publicPart}`)
    .limit(1);
  if (person?.number) return { kind: 'person', ...person, number: person.number };
  const [organization] = await db
    .select({
      number: organizations.operatingNumber,
      expiry: organizations.operatingNumberExpiry,
      isDeleted: organizations.isDeleted,
      name: organizations.name,
      email: organizations.email,
      phoneNumber: organizations.phoneNumber,
      address: sql<string>`${organizations.address} || ', ' || ${organizations.postCode}`,
    })
    .from(organizations)
    .where(sql`left(${organizations.operatingNumber}, ${publicLength}) = ${publicPart}`)
    .limit(1);
  if (organization?.number) return { kind: 'organization', ...organization, number: organization.number };
  return undefined;
}
