import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * Section 4's main-item rule under any sequence of creates, updates and deletes, through the API
 * and the database: a model says what the list must be after each step, and the pilot's shown
 * phone number must be the main one's, or none.
 */

const api = '/api/services/app/Pilot';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

type Step = { kind: 'create'; isMain: boolean } | { kind: 'update'; at: number; isMain: boolean } | { kind: 'delete'; at: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), isMain: fc.boolean() }),
  fc.record({ kind: fc.constant('update' as const), at: fc.nat(7), isMain: fc.boolean() }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(7) }),
);

interface Item {
  id: number;
  number: string;
  isMain: boolean;
}

async function newPilot() {
  const user = await t.userWith(['Pages.Pilot.Permission'], { fields: { userTypeId: 3 } });
  const res = await t.call('POST', `${api}/Create`, { token: admin, body: { userId: user.id, pilotTypeId: 3, statusId: 1 } });
  return { id: res.body.result.id as number, token: user.token };
}

describe('the main-item rule', () => {
  it('holds under any sequence of creates, updates and deletes', async () => {
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const pilot = await newPilot();
        let model: Item[] = [];
        for (const s of steps) {
          const number = `55${String(++serial).padStart(5, '0')}`;
          if (s.kind === 'create') {
            const res = await t.call('POST', `${api}/CreatePilotPhonenumber`, {
              token: pilot.token,
              body: { pilotId: pilot.id, phonenumber: number, isMain: s.isMain },
            });
            expect(res.status).toBe(200);
            const isMain = s.isMain || model.length === 0;
            if (isMain) model = model.map((i) => ({ ...i, isMain: false }));
            model.push({ id: res.body.result.id, number, isMain });
          } else if (model.length) {
            const target = model[s.at % model.length];
            if (s.kind === 'update') {
              const res = await t.call('PUT', `${api}/UpdatePilotPhonenumber`, {
                token: pilot.token,
                body: { id: target.id, phonenumber: number, isMain: s.isMain },
              });
              expect(res.status).toBe(200);
              model = model.map((i) =>
                i.id === target.id ? { ...i, number, isMain: s.isMain } : { ...i, isMain: s.isMain ? false : i.isMain },
              );
            } else {
              const res = await t.call('DELETE', `${api}/DeletePilotPhonenumber`, { token: pilot.token, query: { Id: target.id } });
              expect(res.status).toBe(200);
              model = model.filter((i) => i.id !== target.id);
            }
          }
          const listed = await t.call('GET', `${api}/GetPilotPhonenumbers`, { token: pilot.token, query: { PilotId: pilot.id } });
          const items = listed.body.result.items.map((i: { id: number; phonenumber: string; isMain: boolean }) => ({
            id: i.id,
            number: i.phonenumber,
            isMain: i.isMain,
          }));
          expect(items).toEqual(model);
          expect(items.filter((i: Item) => i.isMain).length).toBeLessThanOrEqual(1);
          const shown = (await t.call('GET', `${api}/Get`, { token: pilot.token, query: { Id: pilot.id } })).body.result.phoneNumber;
          expect(shown).toBe(model.find((i) => i.isMain)?.number ?? null);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('keeps one main when two requests make different items main at the same moment', async () => {
    const pilot = await newPilot();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.call('POST', `${api}/CreatePilotPhonenumber`, {
        token: pilot.token,
        body: { pilotId: pilot.id, phonenumber: `56000${i}` },
      });
      ids.push(res.body.result.id);
    }
    const replies = await Promise.all(
      ids.map((id, i) =>
        t.call('PUT', `${api}/UpdatePilotPhonenumber`, { token: pilot.token, body: { id, phonenumber: `56000${i}`, isMain: true } }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(ids.map(() => 200));
    const listed = await t.call('GET', `${api}/GetPilotPhonenumbers`, { token: pilot.token, query: { PilotId: pilot.id } });
    expect(listed.body.result.items.filter((i: { isMain: boolean }) => i.isMain)).toHaveLength(1);
  });
});
