import { and, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { PilotDto, PilotUserDto } from '../../../shared/contracts/pilots';
import { publicOperatorNumber } from '../../../shared/operator-number';
import type { Db } from '../../db/client';
import { RecruitmentStatus } from '../../../shared/enums';
import {
  idBindings,
  pilotAddresses,
  pilotEmails,
  pilotInsurances,
  pilotNotes,
  pilotPhoneNumbers,
  pilots,
  userOrganizations,
  users,
} from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { toAddressDto } from './pilot-items.queries';
import { announceRecordChange } from './pilot-record-completeness.queries';

type PilotRow = typeof pilots.$inferSelect;

/** The main items' values and the counts a pilot is shown with, each one correlated subquery on an indexed column. */
const pilotColumns = {
  pilot: pilots,
  user: {
    userName: users.userName,
    name: users.name,
    surname: users.surname,
    dateOfBirth: users.dateOfBirth,
    countryCode: users.countryCode,
    isActive: users.isActive,
    emailAddress: users.emailAddress,
    isEmailConfirmed: users.isEmailConfirmed,
    userTypeId: users.userTypeId,
    statusId: users.statusId,
    language: users.language,
  },
  mainEmail: sql<
    string | null
  >`(select ${pilotEmails.email} from ${pilotEmails} where ${pilotEmails.pilotId} = ${pilots.id} and ${pilotEmails.isMain})`,
  mainPhone: sql<
    string | null
  >`(select ${pilotPhoneNumbers.phoneNumber} from ${pilotPhoneNumbers} where ${pilotPhoneNumbers.pilotId} = ${pilots.id} and ${pilotPhoneNumbers.isMain})`,
  mainAddressId: sql<
    number | null
  >`(select ${pilotAddresses.id} from ${pilotAddresses} where ${pilotAddresses.pilotId} = ${pilots.id} and ${pilotAddresses.isMain})`,
  insuranceNumber: sql<string | null>`(select ${pilotInsurances.insurancePolicyNumber} from ${pilotInsurances}
    where ${pilotInsurances.pilotId} = ${pilots.id} order by ${pilotInsurances.id} desc limit 1)`,
  numberNotes: sql<number>`(select count(*)::int from ${pilotNotes} where ${pilotNotes.pilotId} = ${pilots.id} and not ${pilotNotes.isDeleted})`,
  orgRole: sql<number>`(select coalesce(bit_or(${userOrganizations.organizationRoleId}), 0)::int from ${userOrganizations}
    where ${userOrganizations.userId} = ${pilots.userId} and ${userOrganizations.recruitmentStatusId} = ${RecruitmentStatus.Approved})`,
  /** The record's kennitala is the one the provider proved of the account (decision 0021). */
  socialSecurityNumberProved: sql<boolean>`exists (select 1 from ${idBindings} where ${idBindings.userId} = ${pilots.userId}
    and ${idBindings.idNumber} = replace(coalesce(${pilots.socialSecurityNumber}, ''), '-', ''))`,
};

export type PilotView = Awaited<ReturnType<typeof selectPilots>>[number] & { mainAddress: typeof pilotAddresses.$inferSelect | null };

export function selectPilots(db: Db, where: SQL | undefined) {
  return db
    .select(pilotColumns)
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .where(and(not(pilots.isDeleted), not(users.isDeleted), where));
}

export async function withMainAddresses(db: Db, rows: Awaited<ReturnType<typeof selectPilots>>): Promise<PilotView[]> {
  const ids = rows.map((r) => r.mainAddressId).filter((id): id is number => id !== null);
  const addresses = ids.length ? await db.select().from(pilotAddresses).where(inArray(pilotAddresses.id, ids)) : [];
  const byId = new Map(addresses.map((a) => [a.id, a]));
  return rows.map((r) => ({ ...r, mainAddress: r.mainAddressId === null ? null : (byId.get(r.mainAddressId) ?? null) }));
}

/**
 * A pilot as the API shows it. The whole operator number only when `owner`; the notes' count only
 * when `withNotes` (administrators), since the pilot is not told of notes on them.
 */
export function toPilotDto(view: PilotView, { owner, withNotes }: { owner: boolean; withNotes: boolean }): PilotDto {
  const p: PilotRow = view.pilot;
  return {
    id: p.id,
    userId: p.userId,
    userName: view.user.userName,
    name: view.user.name,
    surname: view.user.surname,
    fullName: `${view.user.name} ${view.user.surname}`,
    dateOfBirth: view.user.dateOfBirth,
    countryCode: view.user.countryCode,
    socialSecurityNumber: p.socialSecurityNumber,
    email: view.mainEmail,
    phoneNumber: view.mainPhone,
    address: view.mainAddress ? toAddressDto(view.mainAddress) : null,
    insuranceNumber: view.insuranceNumber,
    organizationId: p.organizationId,
    pilotTypeId: p.pilotTypeId,
    statusId: p.statusId,
    isActive: view.user.isActive,
    isIDLogin: p.isIdLogin,
    isSocialSecurityNumberVerified: view.socialSecurityNumberProved,
    uniqueId: p.uniqueId,
    operatorRegistrationNumber: owner ? p.operatorRegistrationNumber : publicOperatorNumber(p.operatorRegistrationNumber),
    expiredOperatorRegistrationNumberTime: p.operatorRegistrationNumberExpiry?.toISOString() ?? null,
    selfDeclarationAcceptedTime: p.selfDeclarationAcceptedAt?.toISOString() ?? null,
    numberNotes: withNotes ? view.numberNotes : 0,
    orgRole: view.orgRole,
    user: toPilotUserDto(view),
    moodleUserId: p.coursePlatformUserId,
    creationTime: p.creationTime.toISOString(),
  };
}

/** The account behind the record. */
export function toPilotUserDto(view: PilotView): PilotUserDto {
  const { user } = view;
  return {
    id: view.pilot.userId,
    userName: user.userName,
    name: user.name,
    surname: user.surname,
    emailAddress: user.emailAddress,
    isEmailConfirmed: user.isEmailConfirmed,
    isActive: user.isActive,
    userTypeId: user.userTypeId,
    statusId: user.statusId,
    language: user.language,
  };
}

export async function findPilotView(
  db: Db,
  tenantId: number | null,
  by: { id: number } | { userId: number },
): Promise<PilotView | undefined> {
  const match = 'id' in by ? eq(pilots.id, by.id) : eq(pilots.userId, by.userId);
  const rows = await selectPilots(db, and(inTenant(pilots.tenantId, tenantId), match));
  return (await withMainAddresses(db, rows))[0];
}

/** The bare record, by its id or its user's, for the checks a write makes first: in the tenant, not deleted. */
export async function findPilot(db: Db, tenantId: number | null, by: number | { userId: number }): Promise<PilotRow | undefined> {
  const match = typeof by === 'number' ? eq(pilots.id, by) : eq(pilots.userId, by.userId);
  const [row] = await db
    .select()
    .from(pilots)
    .where(and(match, inTenant(pilots.tenantId, tenantId), not(pilots.isDeleted)));
  return row;
}

export async function findPilotOfUser(db: Db, userId: number): Promise<PilotRow | undefined> {
  const [row] = await db
    .select()
    .from(pilots)
    // `not`, not `= false`: a generic plan (decision 0018) uses `pilots_user_id_key` only so.
    .where(and(eq(pilots.userId, userId), not(pilots.isDeleted)));
  return row;
}

export async function findLiveUser(db: Db, tenantId: number | null, userId: number) {
  const [row] = await db
    .select({ id: users.id, tenantId: users.tenantId, emailAddress: users.emailAddress, userTypeId: users.userTypeId })
    .from(users)
    .where(and(eq(users.id, userId), inTenant(users.tenantId, tenantId), not(users.isDeleted)));
  return row;
}

/**
 * The record every registered person has: made at registration, and here made for a user who has
 * none yet (one an administrator created), with the account's address as the main e-mail.
 */
export async function insertPilot(
  db: Db,
  fields: {
    tenantId: number | null;
    userId: number;
    pilotTypeId: number;
    statusId?: number;
    socialSecurityNumber?: string | null;
    /** Name, date of birth and kennitala came from the identity provider, not from the person. */
    isIdLogin?: boolean;
    email: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(pilots)
    .values({
      tenantId: fields.tenantId,
      userId: fields.userId,
      pilotTypeId: fields.pilotTypeId,
      statusId: fields.statusId ?? 1,
      socialSecurityNumber: fields.socialSecurityNumber ?? null,
      isIdLogin: fields.isIdLogin ?? false,
    })
    .returning({ id: pilots.id });
  await db.insert(pilotEmails).values({ pilotId: row.id, email: fields.email, isMain: true });
  await announceRecordChange(db, row.id);
  return row.id;
}

export async function updatePilotFields(
  db: Db,
  id: number,
  fields: Partial<
    Pick<
      PilotRow,
      | 'socialSecurityNumber'
      | 'pilotTypeId'
      | 'statusId'
      | 'operatorRegistrationNumber'
      | 'operatorRegistrationNumberExpiry'
      | 'selfDeclarationAcceptedAt'
      | 'coursePlatformUserId'
    >
  >,
  at: Date,
) {
  await db
    .update(pilots)
    .set({ ...fields, lastModificationTime: at })
    .where(eq(pilots.id, id));
}

/**
 * Lets this transaction put another kennitala on a record whose person the provider proved: only
 * for an administrator's call, which the audit log records (decision 0021). The database refuses
 * the change on every other path (`pilots_keep_proved_id_number`).
 */
export async function allowProvedIdNumberChange(db: Db) {
  await db.execute(sql`select set_config('portal.id_number_change', 'administrator', true)`);
}

/** Accepts the self-declaration once: a second acceptance keeps the first date. */
export async function markSelfDeclarationAccepted(db: Db, id: number, at: Date) {
  await db
    .update(pilots)
    .set({ selfDeclarationAcceptedAt: at, lastModificationTime: at })
    .where(and(eq(pilots.id, id), isNull(pilots.selfDeclarationAcceptedAt)));
  await announceRecordChange(db, id);
}

/** Holds the pilot's row to the end of the transaction, so two changes to its main items take turns. */
export async function lockPilot(db: Db, id: number) {
  await db.select({ id: pilots.id }).from(pilots).where(eq(pilots.id, id)).for('update');
}

export async function softDeletePilot(db: Db, id: number, at: Date) {
  await db.update(pilots).set({ isDeleted: true, lastModificationTime: at }).where(eq(pilots.id, id));
  await announceRecordChange(db, id);
}

/** The person's own details live on their account; the pilot edits them through their record. */
export async function updatePersonFields(
  db: Db,
  userId: number,
  fields: { name: string; surname: string; dateOfBirth: string; countryCode?: string },
  at: Date,
) {
  await db
    .update(users)
    .set({ ...fields, lastModificationTime: at })
    .where(eq(users.id, userId));
}
