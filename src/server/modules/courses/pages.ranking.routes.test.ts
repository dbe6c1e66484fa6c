import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDto, PageSummaryDto, RankingMode } from '../../../shared/contracts/courses';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  courseTenant,
  createPage,
  expectAuthorOnly,
  expectDenseRanks,
  membersOf,
  pageApi,
  pageBody,
  storedPages,
} from './courses.test-support';
import { reorderPages } from './pages.ranking';
import { wordsOf } from '../../test/validation-words';

let t: TestApp;
let a: Awaited<ReturnType<typeof courseTenant>>;
let b: Awaited<ReturnType<typeof courseTenant>>;
let pagesA: PageDto[];

const rank = (token: string, body: Record<string, unknown>) => t.call('PUT', `${pageApi}/Ranking`, { token, body });
const idsOf = (items: { id: number }[]) => items.map((p) => p.id);

/** Each row's transaction id: a row that was not written keeps it. */
async function rowVersions(ids: number[]) {
  const result = await t.database.pool.query('select id, xmin::text as version from course_pages where id = any($1)', [ids]);
  return new Map(result.rows.map((r: { id: number; version: string }) => [r.id, r.version]));
}

async function fillType(editor: string, count: number, courseType = 1) {
  const pages: PageDto[] = [];
  for (let i = 0; i < count; i++) pages.push(await createPage(t, editor, { courseType }));
  return pages;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await courseTenant(t);
  b = await courseTenant(t);
  pagesA = await fillType(a.editor, 3);
});
afterAll(() => t.close());

describe('Page/Ranking', () => {
  it('Push moves the page to the rank, shifts the pages between, and writes only those', async () => {
    const { editor, tenantId } = await courseTenant(t);
    const [p1, p2, p3, p4, p5, p6] = await fillType(editor, 6);
    const before = await rowVersions([p1, p2, p3, p4, p5, p6].map((p) => p.id));
    const res = await rank(editor, { id: p2.id, rank: 4, mode: 'Push' });
    expect(res.status).toBe(200);
    expect(idsOf(res.body.result.items)).toEqual(idsOf([p1, p3, p4, p2, p5, p6]));
    expect(res.body.result.items.map((p: PageSummaryDto) => p.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await storedPages(t, tenantId, 1)).toEqual([p1, p3, p4, p2, p5, p6].map((p, i) => ({ id: p.id, rank: i + 1 })));
    const after = await rowVersions([p1, p2, p3, p4, p5, p6].map((p) => p.id));
    expect([p1, p5, p6].map((p) => after.get(p.id))).toEqual([p1, p5, p6].map((p) => before.get(p.id)));
    expect([p2, p3, p4].every((p) => after.get(p.id) !== before.get(p.id))).toBe(true);
  });

  it('Swap exchanges the page with the one at the rank; Push is the default mode', async () => {
    const { editor, tenantId } = await courseTenant(t);
    const [p1, p2, p3, p4] = await fillType(editor, 4);
    const swapped = await rank(editor, { id: p4.id, rank: 1, mode: 'Swap' });
    expect(idsOf(swapped.body.result.items)).toEqual(idsOf([p4, p2, p3, p1]));
    const pushed = await rank(editor, { id: p4.id, rank: 3 });
    expect(idsOf(pushed.body.result.items)).toEqual(idsOf([p2, p3, p4, p1]));
    expect(idsOf(await storedPages(t, tenantId, 1))).toEqual(idsOf([p2, p3, p4, p1]));
    // Moving a page to where it is changes nothing.
    expect(idsOf((await rank(editor, { id: p1.id, rank: 4, mode: 'Swap' })).body.result.items)).toEqual(idsOf([p2, p3, p4, p1]));
  });

  it('orders within the page’s own type and tenant', async () => {
    const { editor, tenantId } = await courseTenant(t);
    const a2 = await fillType(editor, 2, 2);
    const a1 = await fillType(editor, 2, 1);
    const res = await rank(editor, { id: a2[1].id, rank: 1, mode: 'Swap' });
    expect(idsOf(res.body.result.items)).toEqual(idsOf([a2[1], a2[0]]));
    expect(idsOf(await storedPages(t, tenantId, 1))).toEqual(idsOf(a1));
  });

  it('answers 400 for a rank outside 1..n, an unknown mode or a missing id', async () => {
    const zero = await rank(a.editor, { id: pagesA[0].id, rank: 0 });
    expect(zero.status).toBe(400);
    expect(membersOf(zero.body)).toEqual(['rank']);
    const beyond = await t.call('PUT', `${pageApi}/Ranking`, {
      token: a.editor,
      language: 'en',
      body: { id: pagesA[0].id, rank: 4, mode: 'Swap' },
    });
    expect(beyond.status).toBe(400);
    expect(wordsOf(beyond.body)).toEqual([{ message: 'The value is too large (at most 3).', members: ['rank'] }]);
    expect(membersOf((await rank(a.editor, { id: pagesA[0].id, rank: 1, mode: 'Shove' })).body)).toEqual(['mode']);
    expect(membersOf((await rank(a.editor, { rank: 1 })).body)).toEqual(['id']);
    expect(membersOf((await rank(a.editor, { id: pagesA[0].id, rank: '2' })).body)).toEqual(['rank']);
    expect(idsOf(await storedPages(t, a.tenantId, 1))).toEqual(idsOf(pagesA));
  });

  it('answers 401, 403, and 404 for another tenant’s page', async () => {
    await expectAuthorOnly(t, 'PUT', `${pageApi}/Ranking`, { body: { id: pagesA[0].id, rank: 2 } }, a.tenantId);
    expect((await rank(b.editor, { id: pagesA[0].id, rank: 1 })).status).toBe(404);
    expect((await rank(a.editor, { id: 2_147_483_000, rank: 1 })).status).toBe(404);
    expect(idsOf(await storedPages(t, a.tenantId, 1))).toEqual(idsOf(pagesA));
  });
});

describe('Page/Ranking under any sequence of calls', () => {
  const moves = fc.array(
    fc.record({ pick: fc.nat(), rank: fc.integer({ min: 1, max: 12 }), mode: fc.constantFrom<RankingMode>('Push', 'Swap') }),
    { minLength: 1, maxLength: 12 },
  );

  it('leaves the stored ranks dense and unique and follows the model of pages.ranking', async () => {
    const { editor, tenantId } = await courseTenant(t);
    const pages = await fillType(editor, 7);
    let order = idsOf(pages);
    await fc.assert(
      fc.asyncProperty(moves, async (sequence) => {
        // Each run starts from what the database holds, so a shrunk run replays against real state.
        order = idsOf(await storedPages(t, tenantId, 1));
        for (const m of sequence) {
          const id = order[m.pick % order.length];
          const target = ((m.rank - 1) % order.length) + 1;
          const res = await rank(editor, { id, rank: target, mode: m.mode });
          expect(res.status).toBe(200);
          order = reorderPages(order, id, target, m.mode);
          expect(idsOf(res.body.result.items)).toEqual(order);
        }
        const stored = await storedPages(t, tenantId, 1);
        expectDenseRanks(stored);
        expect(idsOf(stored)).toEqual(order);
      }),
      { numRuns: 8 },
    );
    expect([...order].sort((x, y) => x - y)).toEqual(idsOf(pages).sort((x, y) => x - y));
  });

  it('keeps ranks unique when reorders, additions and deletions arrive at once', async () => {
    const { editor, tenantId } = await courseTenant(t);
    const pages = await fillType(editor, 8);
    // The delete may land first, leaving 7 pages, so every target rank stays within 7.
    const calls = [
      ...pages.slice(0, 6).map((p, i) => rank(editor, { id: p.id, rank: 7 - i, mode: i % 2 ? 'Swap' : 'Push' })),
      rank(editor, { id: pages[7].id, rank: 1 }),
      t.call('POST', `${pageApi}/Create`, { token: editor, body: pageBody() }),
      t.call('POST', `${pageApi}/Create`, { token: editor, body: pageBody() }),
      t.call('DELETE', `${pageApi}/Delete/${pages[6].id}`, { token: editor }),
    ];
    const results = await Promise.all(calls);
    expect(results.map((r) => r.status)).toEqual(Array(calls.length).fill(200));
    const stored = await storedPages(t, tenantId, 1);
    expect(stored).toHaveLength(9);
    expectDenseRanks(stored);
    expect(new Set(idsOf(stored)).size).toBe(9);
    expect(idsOf(stored)).not.toContain(pages[6].id);
    const constraint = await t.database.db.execute(
      sql`select count(*)::int as n from course_pages group by tenant_id, course_type, rank having count(*) > 1`,
    );
    expect(constraint.rows).toEqual([]);
  });

  it('answers every one of many simultaneous reorders in turn', async () => {
    const { editor, tenantId } = await courseTenant(t);
    const pages = await fillType(editor, 5);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        rank(editor, { id: pages[i % 5].id, rank: (i % 5) + 1 === 5 ? 1 : 5, mode: i % 3 ? 'Push' : 'Swap' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    for (const r of results) expectDenseRanks(r.body.result.items);
    const stored = await storedPages(t, tenantId, 1);
    expectDenseRanks(stored);
    expect(idsOf(stored).sort((x, y) => x - y)).toEqual(idsOf(pages).sort((x, y) => x - y));
  });
});
