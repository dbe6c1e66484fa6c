import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationInvitations, userOrganizations } from '../../db/schema';
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
 * Section 4's recruitment under any sequence of requests, answers, disconnections and leaving,
 * by any caller, the wrong ones included. A model says where each pilot stands with each
 * organisation (absent, asked, or in it: decision 0022) and what each call must answer; the
 * database must agree after every step, and a refused step changes nothing.
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

/** Where a pilot stands with an organisation: asked (a request's id) or in it (a place's id); absent is no entry. */
type Standing = { request?: number; place?: number };

describe('the recruitment state machine', () => {
  it('keeps every pilot absent, asked or in the organisation, moved only as section 4 and decision 0022 allow', async () => {
    const tokenOf = (a: Actor) => (a <= 1 ? mains[a]!.token : a <= 4 ? pilots[a - 2]!.token : a === 5 ? stranger.token : admin);
    /** Speaks for the organisation: its main contact person or the administrator. */
    const speaksFor = (a: Actor, o: number) => a === o || a === 6;
    const pilotIds = () => pilots.map((p) => p.id);

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        await t.database.db.delete(userOrganizations).where(eq(userOrganizations.organizationRoleId, 1));
        await t.database.db.delete(organizationInvitations);
        const model = new Map<string, Standing>();
        /** The last ids each pair had, so answers to a request or place that is gone name it. */
        const gone = new Map<string, Standing>();
        const key = (p: number, o: number) => `${p}:${o}`;
        const forget = (k: string, what: Standing) => gone.set(k, { ...gone.get(k), ...what });

        for (const s of steps) {
          const token = tokenOf(s.actor);
          const organizationId = organizations[s.org]!;
          if (s.kind === 'invite') {
            const k = key(s.pilot, s.org);
            const res = await t.call('POST', `${userOrgApi}/Create`, {
              token,
              body: { organizationId, emailAddress: pilots[s.pilot]!.emailAddress },
            });
            const now = model.get(k);
            if (!speaksFor(s.actor, s.org)) expect(res.status).toBe(403);
            else if (now?.place !== undefined) expect([res.status, res.body.error?.code]).toEqual([400, 450]);
            else {
              expect(res.status, JSON.stringify(res.body)).toBe(200);
              // Asking again answers the request already made.
              if (now?.request !== undefined) expect(res.body.result.id).toBe(now.request);
              model.set(k, { request: res.body.result.id });
            }
          } else if (s.kind === 'leave') {
            const k = s.actor >= 2 && s.actor <= 4 ? key(s.actor - 2, s.org) : '';
            const own = model.get(k)?.place;
            const res = await t.call('DELETE', `${userOrgApi}/RemoveCurrentUserFromOrganization`, {
              token,
              query: { organizationId },
            });
            if (s.actor === s.org) expect([res.status, res.body.error?.code]).toEqual([400, 449]);
            else if (own === undefined) expect(res.status).toBe(404);
            else {
              expect(res.status).toBe(200);
              forget(k, { place: own });
              model.delete(k);
            }
          } else {
            const k = key(s.pilot, s.org);
            const now = model.get(k) ?? {};
            const names = s.kind === 'disconnect' ? 'place' : 'request';
            const id = now[names] ?? gone.get(k)?.[names] ?? 2_000_000_000;
            const path =
              s.kind === 'disconnect'
                ? 'UpdateDisconnectPilotOrganization'
                : s.kind === 'accept'
                  ? 'UpdateAcceptPilotRecruitment'
                  : 'UpdateRejectPilotRecruitment';
            const res = await t.call('POST', `${orgApi}/${path}`, { token, body: { id } });
            const allowed =
              s.kind === 'disconnect'
                ? now.place !== undefined && speaksFor(s.actor, s.org)
                : now.request !== undefined && s.actor === s.pilot + 2;
            // A request or place is named by its own id: whoever may not touch it is told it does not exist.
            expect(res.status, `${s.kind} ${JSON.stringify(s)}: ${JSON.stringify(res.body)}`).toBe(allowed ? 200 : 404);
            if (allowed && s.kind === 'accept') {
              forget(k, { request: now.request });
              model.set(k, { place: res.body.result.id });
            } else if (allowed) {
              forget(k, s.kind === 'disconnect' ? { place: now.place } : { request: now.request });
              model.delete(k);
            }
          }

          for (const [o, organizationId] of organizations.entries()) {
            const of = (want: keyof Standing) =>
              [...model.entries()]
                .filter(([k, st]) => k.endsWith(`:${o}`) && st[want] !== undefined)
                .map(([k, st]) => ({ id: st[want]!, userId: pilotIds()[Number(k.split(':')[0])]! }))
                .sort((a, b) => a.id - b.id);
            const places = (await placesOf(t, organizationId)).filter((p) => p.role === 1);
            expect(places).toEqual(of('place').map((p) => ({ ...p, role: 1, status: 2 })));
            const requests = await t.database.db
              .select({ id: organizationInvitations.id, userId: organizationInvitations.userId })
              .from(organizationInvitations)
              .where(eq(organizationInvitations.organizationId, organizationId))
              .orderBy(organizationInvitations.id);
            expect(requests).toEqual(of('request'));
            expect(await mainContactsOf(t, organizationId)).toEqual([mains[o]!.id]);
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
