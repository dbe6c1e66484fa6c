import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '../../shared/permissions';
import { createTestApp, type TestApp } from '../test/harness';
import { inputMembers, minimalRequest, readOperations, type Operation } from '../test/openapi-operations';
import { inBatches, send, type MatrixActor } from './authorization-matrix.test-support';
import {
  organization,
  organizationWithPeople,
  person,
  tenantWithAdmin,
  type Person,
} from '../modules/organizations/organizations.test-support';

/**
 * The consent rows of the authorization matrix (decision 0022). Every operation of the OpenAPI
 * document that names a person together with an organisation is found by its members' names, and
 * each must be one of: a request the person answers (tried here by every kind of caller, naming
 * accounts that exist and names that reach none, and required to link nobody and to answer alike),
 * a change to places people already hold, an administrator's direct link (audited), or the caller
 * acting for themselves, or a call that makes no place. A new such call fails the test until it is one of them.
 */

const makesRequest = ['UserOrganization_Create', 'Organization_CreateContactPerson'];

const changesHeldPlaces: Record<string, string> = {
  UserOrganization_UpdateMainContactPersonRoleByUserID: 'changes the role of someone who already speaks for the organisation',
  UserOrganization_UpdateContactPersonRoleByUserID: 'changes the role of someone who already speaks for the organisation',
  UserOrganization_RemoveContactPersonRoleByUserID: 'takes a role away',
  Organization_UpdateContactPersonDepartmentAndTitle: 'labels a contact person’s place',
};

const administratorsLink: Record<string, string> = {
  Organization_CreateContactPersonAdmin: Permission.Organizations,
  Organization_RegisterOrganizationFromAdmin: Permission.Organizations,
  Organization_CreateOrganizationAndContactPersonAdmin: Permission.Organizations,
  Organization_Update: Permission.Organizations,
  User_Create: Permission.Users,
  User_Update: Permission.Users,
};

const forThemselves: Record<string, string> = {
  Organization_Register: 'the person registering becomes the main contact person of the organisation they register',
  Organization_RegisterOrganization: 'the person registering becomes the main contact person of the organisation they register',
  Organization_CreateUserContactPerson:
    'opens a new account for the organisation’s contact person, who chooses its password from the invitation: no existing account is named',
};

const makesNoPlace: Record<string, string> = {
  Mailing_GetAudience: 'counts the people a bulk e-mail would reach; it writes nothing',
  Mailing_SaveDraft: 'keeps a bulk e-mail being written to a person or an organisation’s members; it links nobody',
  Mailing_GetDrafts: 'lists the drafts of bulk e-mail to a person or an organisation; it writes nothing',
  Payment_PushUserAndOrgInfoBackToBackend: 'pays a registrant’s own fee, for their own organisation',
  Payment_CheckValidPayment: 'reads whether a registrant’s own fee is paid',
};

const personMembers = /^(emailAddress|userName|idNumber|userId|userOrganizations|mainContactEmailAddress)$/;
const namesPersonAndOrganization = (op: Operation) => {
  const members = inputMembers(op);
  return (
    members.includes('userOrganizations') ||
    (members.some((m) => /^(organizationId|orgId)$/.test(m)) && members.some((m) => personMembers.test(m)))
  );
};

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  operations = await readOperations(t.app);
});
afterAll(() => t?.close());

const actorOf = (label: string, who: { token: string }, tenantId: number | null, n: number): MatrixActor => ({
  label,
  address: `10.81.0.${n}`,
  tenantId,
  permissions: new Set(),
  token: who.token,
});

const placesSnapshot = async () =>
  (
    await t.database.pool.query(
      'select id, user_id, organization_id, organization_role_id, recruitment_status_id from user_organizations order by id',
    )
  ).rows;

describe('The authorization matrix: consent', () => {
  it('knows what every operation that names a person and an organisation does', () => {
    const known = [
      ...makesRequest,
      ...Object.keys(changesHeldPlaces),
      ...Object.keys(administratorsLink),
      ...Object.keys(forThemselves),
      ...Object.keys(makesNoPlace),
    ];
    const naming = operations.filter(namesPersonAndOrganization).map((op) => op.id);
    expect(naming.filter((id) => !known.includes(id))).toEqual([]);
    expect(known.filter((id) => !operations.some((op) => op.id === id))).toEqual([]);
    for (const [id, permission] of Object.entries(administratorsLink)) {
      const access = operations.find((op) => op.id === id)!.access;
      expect(JSON.stringify(access), id).toContain(permission);
    }
  });

  it('links nobody without their answer, and answers a name that reaches an account as one that reaches none', async () => {
    const tenant = await tenantWithAdmin(t);
    const world = await organizationWithPeople(t, tenant);
    // An organisation that has not paid: its main contact person is as able to ask as any other.
    const unpaidMain = await person(t, tenant.tenantId);
    const unpaid = await organization(t, tenant.admin, unpaidMain);
    const hostAdmin = { userName: 'admin', emailAddress: 'admin@example.com' };
    const tenantAdmin = await t.userWith([Permission.Users], { tenantId: tenant.tenantId });
    const targets: Record<string, (Partial<Person> & { userName?: string; emailAddress?: string }) | null> = {
      'the host’s administrator': hostAdmin,
      'an administrator of the tenant': { ...tenantAdmin, emailAddress: `${tenantAdmin.userName}@example.com` },
      'a pilot of the tenant': world.stranger,
      'an account of another tenant': await person(t, (await tenantWithAdmin(t)).tenantId),
      'a name that reaches nobody': null,
    };
    const callers = [
      { label: 'main contact person', who: world.main, org: world.orgId },
      { label: 'contact person', who: world.contact, org: world.orgId },
      { label: 'unpaid organisation’s main contact person', who: unpaidMain, org: unpaid },
      { label: 'the organisation’s pilot', who: world.pilot, org: world.orgId },
      { label: 'a stranger', who: world.stranger, org: world.orgId },
    ];
    const before = await placesSnapshot();
    const problems: string[] = [];
    let calls = 0;
    const cases = makesRequest.flatMap((id) => callers.map((caller, n) => ({ op: operations.find((o) => o.id === id)!, caller, n })));
    await inBatches(cases, async ({ op, caller, n }) => {
      const actor = actorOf(caller.label, caller.who, tenant.tenantId, n + 1);
      const shapes = new Map<string, string>();
      for (const [label, target] of Object.entries(targets)) {
        const typed = target?.emailAddress ?? `nobody-${op.id.length}-${n}@example.com`;
        const request = minimalRequest(op, { organizationId: caller.org, emailAddress: typed, organizationRoleId: undefined });
        if (request.body) delete request.body.idNumber;
        if (request.body) delete request.body.userName;
        const reply = await send(t, actor, request);
        calls++;
        const result = reply.body?.result as Record<string, unknown> | undefined;
        shapes.set(label, `${reply.status} ${JSON.stringify(Object.keys(result ?? {}).sort())}`);
        const text = JSON.stringify(reply.body ?? {});
        const secrets = target?.id !== undefined ? [`"userId":${target.id}`, target.fullName].filter(Boolean) : [];
        for (const secret of secrets)
          if (text.includes(String(secret))) problems.push(`${op.id} by ${caller.label} showed ${label}: ${text}`);
      }
      if (new Set(shapes.values()).size !== 1)
        problems.push(`${op.id} by ${caller.label} answered differently: ${JSON.stringify([...shapes])}`);
    });
    expect(problems).toEqual([]);
    expect(await placesSnapshot(), 'a request made a place').toEqual(before);
    console.log(
      `consent matrix: ${makesRequest.length} operations × ${callers.length} callers × ${Object.keys(targets).length} names, ${calls} calls`,
    );
  }, 120_000);

  it('lets no change to held places make a place for someone who holds none', async () => {
    const tenant = await tenantWithAdmin(t);
    const world = await organizationWithPeople(t, tenant);
    const before = await placesSnapshot();
    const actor = actorOf('main contact person', world.main, tenant.tenantId, 100);
    for (const id of Object.keys(changesHeldPlaces)) {
      const op = operations.find((o) => o.id === id)!;
      const reply = await send(t, actor, minimalRequest(op, { organizationId: world.orgId, userId: world.stranger.id, department: 'X' }));
      expect(reply.status, `${id}: ${JSON.stringify(reply.body)}`).toBe(404);
    }
    expect(await placesSnapshot()).toEqual(before);
  });
});
