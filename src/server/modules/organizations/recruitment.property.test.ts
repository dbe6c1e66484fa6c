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
 * Section 4's recruitment under any sequence of requests, offers, answers, disconnections and
 * leaving, by any caller, the wrong ones included. A model says where each pilot stands with each
 * organisation (absent; offered a place, decision 0022; asked to join and waiting, or in it,
 * decision 0028) and what each call must answer; the database must agree after every step, and a
 * refused step changes nothing.
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

/** Who calls: a main contact person (0, 1), a pilot (2–4), the stranger (5) or the administrator (6); only pilots ask to join. */
type Actor = number;
type Answer = 'accept' | 'reject' | 'acceptOffer' | 'declineOffer' | 'disconnect';
/** `pilot` names whom an offer or an answer is about; asking and leaving are the caller's own. */
type Step = { kind: 'offer' | 'ask' | 'leave' | Answer; actor: Actor; org: number; pilot: number };

const actor = fc.nat(6);
const org = fc.nat(1);
const pilot = fc.nat(2);
const answers: Answer[] = ['accept', 'reject', 'acceptOffer', 'declineOffer', 'disconnect'];
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('offer' as const), actor, org, pilot }),
  fc.record({ kind: fc.constantFrom(...answers), actor, org, pilot }),
  fc.record({ kind: fc.constant('ask' as const), actor: fc.integer({ min: 2, max: 4 }), org, pilot }),
  fc.record({ kind: fc.constant('leave' as const), actor, org, pilot }),
);

/** Where a pilot stands with an organisation: offered (the offer's id), or a place waiting or approved; absent is no entry. */
type Standing = { offer?: number; place?: number; approved?: boolean };

const paths: Record<Answer, string> = {
  accept: `${orgApi}/UpdateAcceptPilotRecruitment`,
  reject: `${orgApi}/UpdateRejectPilotRecruitment`,
  disconnect: `${orgApi}/UpdateDisconnectPilotOrganization`,
  acceptOffer: `${userOrgApi}/AcceptInvitation`,
  declineOffer: `${userOrgApi}/DeclineInvitation`,
};

describe('the recruitment state machine', () => {
  it('keeps every pilot absent, offered, waiting or in the organisation, moved only as section 4 and decisions 0022 and 0028 allow', async () => {
    const tokenOf = (a: Actor) => (a <= 1 ? mains[a]!.token : a <= 4 ? pilots[a - 2]!.token : a === 5 ? stranger.token : admin);
    /** Speaks for the organisation: its main contact person or the administrator. */
    const speaksFor = (a: Actor, o: number) => a === o || a === 6;
    const pilotIds = () => pilots.map((p) => p.id);

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        await t.database.db.delete(userOrganizations).where(eq(userOrganizations.organizationRoleId, 1));
        await t.database.db.delete(organizationInvitations);
        const model = new Map<string, Standing>();
        /** The last ids each pair had, so answers to an offer or place that is gone name it. */
        const gone = new Map<string, Standing>();
        const key = (p: number, o: number) => `${p}:${o}`;
        const forget = (k: string) => gone.set(k, { ...gone.get(k), ...model.get(k) });

        for (const s of steps) {
          const token = tokenOf(s.actor);
          const organizationId = organizations[s.org]!;
          const ownKey = s.actor >= 2 && s.actor <= 4 ? key(s.actor - 2, s.org) : '';
          if (s.kind === 'offer') {
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
              // Offering again answers the offer already made.
              if (now?.offer !== undefined) expect(res.body.result.id).toBe(now.offer);
              model.set(k, { offer: res.body.result.id });
            }
          } else if (s.kind === 'ask') {
            const res = await t.call('POST', `${userOrgApi}/Create`, { token, body: { organizationId } });
            const now = model.get(ownKey);
            if (now?.place !== undefined) expect([res.status, res.body.error?.code]).toEqual([400, 450]);
            else {
              expect(res.status, JSON.stringify(res.body)).toBe(200);
              // An offer waiting for them is taken at once: both sides want the place.
              forget(ownKey);
              model.set(ownKey, { place: res.body.result.id, approved: now?.offer !== undefined });
            }
          } else if (s.kind === 'leave') {
            const own = model.get(ownKey)?.place;
            const res = await t.call('DELETE', `${userOrgApi}/RemoveCurrentUserFromOrganization`, { token, query: { organizationId } });
            if (s.actor === s.org) expect([res.status, res.body.error?.code]).toEqual([400, 449]);
            else if (own === undefined) expect(res.status).toBe(404);
            else {
              expect(res.status).toBe(200);
              forget(ownKey);
              model.delete(ownKey);
            }
          } else {
            const k = key(s.pilot, s.org);
            const now = model.get(k) ?? {};
            const names = s.kind === 'acceptOffer' || s.kind === 'declineOffer' ? 'offer' : 'place';
            const id = now[names] ?? gone.get(k)?.[names] ?? 2_000_000_000;
            const res = await t.call('POST', paths[s.kind], { token, body: { id } });
            const isPilot = s.actor === s.pilot + 2;
            const waiting = now.place !== undefined && !now.approved;
            const allowed = {
              accept: waiting && speaksFor(s.actor, s.org),
              reject: waiting && speaksFor(s.actor, s.org),
              disconnect: now.place !== undefined && speaksFor(s.actor, s.org),
              acceptOffer: now.offer !== undefined && isPilot,
              declineOffer: now.offer !== undefined && isPilot,
            }[s.kind];
            // An offer or place is named by its own id: whoever may not touch it is told it does not exist.
            expect(res.status, `${JSON.stringify(s)}: ${JSON.stringify(res.body)}`).toBe(allowed ? 200 : 404);
            if (!allowed) continue;
            forget(k);
            if (s.kind === 'accept') model.set(k, { place: now.place, approved: true });
            else if (s.kind === 'acceptOffer') model.set(k, { place: res.body.result.id, approved: true });
            else model.delete(k);
          }

          for (const [o, organizationId] of organizations.entries()) {
            const entries = [...model.entries()].filter(([k]) => k.endsWith(`:${o}`));
            const userOf = (k: string) => pilotIds()[Number(k.split(':')[0])]!;
            const places = entries
              .filter(([, st]) => st.place !== undefined)
              .map(([k, st]) => ({ id: st.place!, userId: userOf(k), role: 1, status: st.approved ? 2 : 1 }))
              .sort((a, b) => a.id - b.id);
            expect((await placesOf(t, organizationId)).filter((p) => p.role === 1)).toEqual(places);
            const offers = entries
              .filter(([, st]) => st.offer !== undefined)
              .map(([k, st]) => ({ id: st.offer!, userId: userOf(k) }))
              .sort((a, b) => a.id - b.id);
            const stored = await t.database.db
              .select({ id: organizationInvitations.id, userId: organizationInvitations.userId })
              .from(organizationInvitations)
              .where(eq(organizationInvitations.organizationId, organizationId))
              .orderBy(organizationInvitations.id);
            expect(stored).toEqual(offers);
            expect(await mainContactsOf(t, organizationId)).toEqual([mains[o]!.id]);
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
