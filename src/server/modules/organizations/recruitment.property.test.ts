import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOrganizations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  mainContactsOf,
  orgApi,
  organization,
  person,
  placesOf,
  tenantWithAdmin,
  userOrgApi,
  type Person,
} from './organizations.test-support';

/**
 * Section 4's recruitment under any sequence of invitations, answers, disconnections and leaving,
 * by any caller, the wrong ones included. A model says what each pilot's place in each
 * organisation is (absent, waiting or approved) and what each call must answer; the database
 * must agree after every step, and a refused step changes nothing.
 */

let t: TestApp;
let admin: string;
let organizations: number[];
let mains: Person[];
let pilots: Person[];
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await tenantWithAdmin(t);
  admin = tenant.admin;
  mains = [await person(t, tenant.tenantId), await person(t, tenant.tenantId)];
  organizations = [await organization(t, admin, mains[0]!), await organization(t, admin, mains[1]!)];
  pilots = [await person(t, tenant.tenantId), await person(t, tenant.tenantId), await person(t, tenant.tenantId)];
  stranger = await person(t, tenant.tenantId);
});
afterAll(() => t.close());

/** Who calls: a main contact person (0, 1), a pilot (2–4), the stranger (5) or the administrator (6). */
type Actor = number;
type Step =
  | { kind: 'invite'; actor: Actor; org: number; pilot: number }
  | { kind: 'accept' | 'reject' | 'disconnect'; actor: Actor; org: number; pilot: number }
  | { kind: 'leave'; actor: Actor; org: number };

const actor = fc.nat(6);
const org = fc.nat(1);
const pilot = fc.nat(2);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('invite' as const), actor, org, pilot }),
  fc.record({ kind: fc.constantFrom('accept' as const, 'reject' as const, 'disconnect' as const), actor, org, pilot }),
  fc.record({ kind: fc.constant('leave' as const), actor, org }),
);

type Place = { id: number; status: 1 | 2 };

describe('the recruitment state machine', () => {
  it('keeps every place absent, waiting or approved, moved only as section 4 allows', async () => {
    const tokenOf = (a: Actor) => (a <= 1 ? mains[a]!.token : a <= 4 ? pilots[a - 2]!.token : a === 5 ? stranger.token : admin);
    /** Speaks for the organisation: its main contact person or the administrator. */
    const speaksFor = (a: Actor, o: number) => a === o || a === 6;
    const pilotIds = () => pilots.map((p) => p.id);

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        await t.database.db.delete(userOrganizations).where(eq(userOrganizations.organizationRoleId, 1));
        const model = new Map<string, Place>();
        /** The last id each pair's place had, so answers to a place that is gone name it. */
        const gone = new Map<string, number>();
        const key = (p: number, o: number) => `${p}:${o}`;

        for (const s of steps) {
          const token = tokenOf(s.actor);
          const organizationId = organizations[s.org]!;
          if (s.kind === 'invite') {
            const k = key(s.pilot, s.org);
            const res = await t.call('POST', `${userOrgApi}/Create`, {
              token,
              body: { organizationId, emailAddress: pilots[s.pilot]!.emailAddress },
            });
            if (!speaksFor(s.actor, s.org)) expect(res.status).toBe(403);
            else if (model.has(k)) expect([res.status, res.body.error?.code]).toEqual([400, 450]);
            else {
              expect(res.status, JSON.stringify(res.body)).toBe(200);
              model.set(k, { id: res.body.result.id, status: 1 });
            }
          } else if (s.kind === 'leave') {
            const own = s.actor >= 2 && s.actor <= 4 ? model.get(key(s.actor - 2, s.org)) : undefined;
            const res = await t.call('DELETE', `${userOrgApi}/RemoveCurrentUserFromOrganization`, {
              token,
              query: { organizationId },
            });
            if (s.actor === s.org) expect([res.status, res.body.error?.code]).toEqual([400, 449]);
            else if (!own) expect(res.status).toBe(404);
            else {
              expect(res.status).toBe(200);
              gone.set(key(s.actor - 2, s.org), own.id);
              model.delete(key(s.actor - 2, s.org));
            }
          } else {
            const k = key(s.pilot, s.org);
            const place = model.get(k);
            const id = place?.id ?? gone.get(k) ?? 2_000_000_000;
            const path =
              s.kind === 'disconnect'
                ? 'UpdateDisconnectPilotOrganization'
                : s.kind === 'accept'
                  ? 'UpdateAcceptPilotRecruitment'
                  : 'UpdateRejectPilotRecruitment';
            const res = await t.call('POST', `${orgApi}/${path}`, { token, body: { id } });
            const allowed =
              place !== undefined && (s.kind === 'disconnect' ? speaksFor(s.actor, s.org) : place.status === 1 && s.actor === s.pilot + 2);
            // A place is named by its own id: whoever may not touch it is told it does not exist.
            expect(res.status, `${s.kind} ${JSON.stringify(s)}: ${JSON.stringify(res.body)}`).toBe(allowed ? 200 : 404);
            if (allowed && s.kind === 'accept') model.set(k, { ...place!, status: 2 });
            else if (allowed) {
              gone.set(k, place!.id);
              model.delete(k);
            }
          }

          for (const [o, organizationId] of organizations.entries()) {
            const places = (await placesOf(t, organizationId)).filter((p) => p.role === 1);
            const expected = [...model.entries()]
              .filter(([k]) => k.endsWith(`:${o}`))
              .map(([k, p]) => ({ id: p.id, userId: pilotIds()[Number(k.split(':')[0])]!, role: 1, status: p.status }))
              .sort((a, b) => a.id - b.id);
            expect(places).toEqual(expected);
            expect(new Set(places.map((p) => p.userId)).size).toBe(places.length);
            expect(await mainContactsOf(t, organizationId)).toEqual([mains[o]!.id]);
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
