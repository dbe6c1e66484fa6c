import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { OrganizationRole } from '../../../shared/enums';
import { allPermissionNames, Permission } from '../../../shared/permissions';
import { notifications, userOrganizations } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { awardCertificate } from '../certificates';
import { addPilotRecord } from '../pilots';

/** Shared set-up of the organisation API tests: tenants, people, organisations and their places. */
export const orgApi = '/api/services/app/Organization';
export const userOrgApi = '/api/services/app/UserOrganization';

let n = 0;
/** Names take letters only, so each person's number is spelt in them. */
export const lettersOf = (k: number) => [...String(k)].map((d) => 'abcdefghij'[Number(d)]).join('');

export interface Person {
  id: number;
  token: string;
  userName: string;
  emailAddress: string;
  idNumber: string;
  fullName: string;
  pilotId: number;
}

/** A registered person of the tenant: the self-service permission and a record in the register. */
export async function person(t: TestApp, tenantId: number | null = null, name: { name?: string; surname?: string } = {}): Promise<Person> {
  const k = ++n;
  const fields = { name: name.name ?? 'Jón', surname: name.surname ?? `Flugsson${lettersOf(k)}`, userTypeId: 3 };
  const user = await t.userWith([Permission.Pilot], { tenantId, fields });
  const emailAddress = `${user.userName}@example.com`;
  const idNumber = `0101${String(50 + (k % 40)).padStart(2, '0')}-${String(k).padStart(4, '0')}`;
  const pilotId = await addPilotRecord(t.database.db, {
    tenantId,
    userId: user.id,
    pilotTypeId: 3,
    socialSecurityNumber: idNumber,
    email: emailAddress,
  });
  return { ...user, emailAddress, idNumber, fullName: `${fields.name} ${fields.surname}`, pilotId };
}

/** A tenant of its own with an administrator who holds every permission. */
export async function tenantWithAdmin(t: TestApp) {
  const tenantId = (await t.tenant()).id;
  const admin = await t.userWith(allPermissionNames, { tenantId });
  return { tenantId, admin: admin.token, adminId: admin.id };
}

export type AdminTenant = Awaited<ReturnType<typeof tenantWithAdmin>>;

export const organizationDetails = (fields: Record<string, unknown> = {}) => {
  const k = ++n;
  return {
    organizationNumber: `5${String(k).padStart(5, '0')}-1234`,
    name: `Loftmyndir ${lettersOf(k)} ehf.`,
    address: 'Hafnarstræti 9',
    postCode: '101',
    email: `skrifstofa${k}@example.com`,
    phoneNumber: '+354 555 1234',
    insurancePolicyNumber: 'TR-88421',
    insuranceCompanyName: 'Vátryggingafélagið',
    ...fields,
  };
};

/** An organisation entered by an administrator, with `main` as its main contact person; answers its id. */
export async function organization(t: TestApp, admin: string, main: Person, fields: Record<string, unknown> = {}): Promise<number> {
  const body = { ...organizationDetails(fields), userTypeId: 1, mainContactEmailAddress: main.emailAddress };
  const res = await t.call('POST', `${orgApi}/RegisterOrganizationFromAdmin`, { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.id as number;
}

/** Asks an existing person to be a contact person (2) or main contact person (4), as `token` may; answers the request's id. */
export async function askContact(t: TestApp, token: string, organizationId: number, who: Person, organizationRoleId = 2): Promise<number> {
  const res = await t.call('POST', `${orgApi}/CreateContactPerson`, {
    token,
    body: { organizationId, emailAddress: who.emailAddress, organizationRoleId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.id as number;
}

/** The person an organisation's offer reached accepts it; answers the place's id. */
export async function acceptRequest(t: TestApp, who: Person, id: number): Promise<number> {
  const res = await t.call('POST', `${userOrgApi}/AcceptInvitation`, { token: who.token, body: { id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.id as number;
}

/** Makes an existing person a contact person (2) or main contact person (4): asked by `token`, and accepting. */
export async function addContact(t: TestApp, token: string, organizationId: number, who: Person, organizationRoleId = 2) {
  await acceptRequest(t, who, await askContact(t, token, organizationId, who, organizationRoleId));
}

/** Offers a pilot, by e-mail, a place; answers the offer's id. */
export async function invite(t: TestApp, token: string, organizationId: number, pilot: Person): Promise<number> {
  const res = await t.call('POST', `${userOrgApi}/Create`, { token, body: { organizationId, emailAddress: pilot.emailAddress } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.id as number;
}

/** The pilot asks to join (section 4); answers the waiting place's id. */
export async function askToJoin(t: TestApp, pilot: Person, organizationId: number): Promise<number> {
  const res = await t.call('POST', `${userOrgApi}/Create`, { token: pilot.token, body: { organizationId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.id as number;
}

/** The pilot asks to join and a contact person (`token`) accepts; answers the place's id. */
export async function approvedPilot(t: TestApp, token: string, organizationId: number, pilot: Person): Promise<number> {
  const id = await askToJoin(t, pilot, organizationId);
  const res = await t.call('POST', `${orgApi}/UpdateAcceptPilotRecruitment`, { token, body: { id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

/** The people who may take a place beside the main contact person: a contact person and an approved pilot. */
type Member = 'contact' | 'pilot';

export interface PeopleOptions {
  /** Names the tests read back; made-up ones otherwise. */
  names?: Partial<Record<'main' | Member, { name?: string; surname?: string }>>;
  /** Fields of the organisation beyond the made-up ones. */
  fields?: Record<string, unknown>;
  /** Who takes a place; both unless told. The others are made all the same, holding none. */
  members?: Member[];
}

/**
 * In the tenant, an organisation entered by its administrator with `main` as its main contact
 * person, `contact` an ordinary contact person and `pilot` an approved pilot (as `members` says),
 * and `stranger`, who holds no place in it.
 */
export async function organizationWithPeople(t: TestApp, tenant: AdminTenant, options: PeopleOptions = {}) {
  const { names = {}, fields = {}, members = ['contact', 'pilot'] } = options;
  const main = await person(t, tenant.tenantId, names.main);
  const contact = await person(t, tenant.tenantId, names.contact);
  const pilot = await person(t, tenant.tenantId, names.pilot);
  const stranger = await person(t, tenant.tenantId);
  const orgId = await organization(t, tenant.admin, main, fields);
  if (members.includes('contact')) await addContact(t, main.token, orgId, contact);
  if (members.includes('pilot')) await approvedPilot(t, main.token, orgId, pilot);
  return { orgId, main, contact, pilot, stranger };
}

export type OrganizationWorld = Awaited<ReturnType<typeof organizationWorld>>;

/** The people of `organizationWithPeople` in a tenant of their own, and `other`, a second tenant whose administrator is a foreigner. */
export async function organizationWorld(t: TestApp, options: PeopleOptions = {}) {
  const tenant = await tenantWithAdmin(t);
  const other = await tenantWithAdmin(t);
  return { tenant, other, ...(await organizationWithPeople(t, tenant, options)) };
}

/** The organisation as `token` sees it on Organization/Get. */
export async function getOrganization(t: TestApp, token: string, id: number) {
  const res = await t.call('GET', `${orgApi}/Get`, { token, query: { Id: id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}

/** A certificate of the type held by the person, valid to `expiredDate`. */
export async function certificate(t: TestApp, tenantId: number | null, userId: number, certificateType: number, expiredDate: string) {
  const passedDate = `${Number(expiredDate.slice(0, 4)) - 5}${expiredDate.slice(4)}`;
  const { userCertificateId } = await awardCertificate(t.database.db, { tenantId, userId, certificateType, passedDate, expiredDate });
  return userCertificateId;
}

/** The organisation's places straight from the database, oldest first. */
export async function placesOf(t: TestApp, organizationId: number) {
  return t.database.db
    .select({
      id: userOrganizations.id,
      userId: userOrganizations.userId,
      role: userOrganizations.organizationRoleId,
      status: userOrganizations.recruitmentStatusId,
    })
    .from(userOrganizations)
    .where(eq(userOrganizations.organizationId, organizationId))
    .orderBy(asc(userOrganizations.id));
}

export const mainContactsOf = async (t: TestApp, organizationId: number) =>
  (await placesOf(t, organizationId)).filter((p) => p.role === OrganizationRole.MainContactPerson).map((p) => p.userId);

/** The notifications a person has been raised, oldest first. */
export async function noticesOf(t: TestApp, userId: number) {
  return t.database.db
    .select({ messageId: notifications.messageId, organizationId: notifications.organizationId, params: notifications.params })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}

/** A refusal by the policy (403), not by the session (401). */
export function expectForbidden(res: { status: number; body: { unAuthorizedRequest?: boolean } }) {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.unAuthorizedRequest).toBe(false);
}
