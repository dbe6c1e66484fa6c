import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDto, PageSummaryDto } from '../../../shared/contracts/courses';
import { coursePages } from '../../db/schema';
import { activeContentIn, safeRichText, xssPayloads } from '../../test/xss-payloads';
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
import { wordsOf } from '../../test/validation-words';

let t: TestApp;
let a: Awaited<ReturnType<typeof courseTenant>>;
let b: Awaited<ReturnType<typeof courseTenant>>;
/** A page of tenant A that no test changes. */
let pageA: PageDto;

const row = async (id: number) => (await t.database.db.select().from(coursePages).where(eq(coursePages.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  a = await courseTenant(t);
  b = await courseTenant(t);
  pageA = await createPage(t, a.editor, {
    nameIcelandic: 'Loftrými',
    nameEnglish: 'Airspace',
    contentIcelandic: '<p>Hvar má fljúga</p>',
    contentEnglish: '<p>Where to fly</p>',
  });
});
afterAll(() => t.close());

describe('Page/Create', () => {
  it('adds the page last in its type, in the caller’s tenant, with plain copies of its content', async () => {
    const { editor, tenantId } = await courseTenant(t);
    const first = await createPage(t, editor);
    const second = await createPage(t, editor, {
      contentIcelandic: '<h2>Reglur</h2><p>Flug&nbsp;yfir <strong>mannfjölda</strong> er bannað.</p>',
      contentEnglish: '<p>Never over <em>crowds</em> &amp; people.</p>',
    });
    const otherType = await createPage(t, editor, { courseType: 2 });
    expect([first.rank, second.rank, otherType.rank]).toEqual([1, 2, 1]);
    expect(second).toEqual({
      id: expect.any(Number),
      courseType: 1,
      rank: 2,
      nameIcelandic: expect.stringMatching(/^Síða \d+$/),
      nameEnglish: expect.stringMatching(/^Page \d+$/),
      contentIcelandic: '<h2>Reglur</h2><p>Flug\u00a0yfir <strong>mannfjölda</strong> er bannað.</p>',
      contentEnglish: '<p>Never over <em>crowds</em> &amp; people.</p>',
      isRead: false,
      creationTime: expect.any(String),
      lastModificationTime: null,
    });
    expect(await row(second.id)).toMatchObject({
      tenantId,
      rawContentIcelandic: 'Reglur Flug yfir mannfjölda er bannað.',
      rawContentEnglish: 'Never over crowds & people.',
    });
    // Another tenant's ranks start again at 1.
    expect((await createPage(t, b.editor, { courseType: 2 })).rank).toBe(1);
  });

  it('keeps ranks dense and unique when pages are added at once', async () => {
    const { editor, tenantId } = await courseTenant(t);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.call('POST', `${pageApi}/Create`, { token: editor, body: pageBody() })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expectDenseRanks(await storedPages(t, tenantId, 1));
  });

  it('answers 400 for empty names, an unknown type and content that is only markup or script', async () => {
    const bad = await t.call('POST', `${pageApi}/Create`, {
      token: a.editor,
      language: 'en',
      body: pageBody({ courseType: 3, nameIcelandic: ' ', nameEnglish: '', contentIcelandic: '<p> </p><p>&nbsp;</p>', contentEnglish: '' }),
    });
    expect(bad.status).toBe(400);
    expect(membersOf(bad.body)).toEqual(['contentEnglish', 'contentIcelandic', 'courseType', 'nameEnglish', 'nameIcelandic']);
    expect(wordsOf(bad.body)).toContainEqual({ message: 'Enter the message in Icelandic', members: ['contentIcelandic'] });

    const scriptOnly = await t.call('POST', `${pageApi}/Create`, {
      token: a.editor,
      language: 'en',
      body: pageBody({ contentEnglish: '<script>alert(1)</script>' }),
    });
    expect(scriptOnly.status).toBe(400);
    expect(wordsOf(scriptOnly.body)).toEqual([{ message: 'Enter the message in English', members: ['contentEnglish'] }]);
    const long = await t.call('POST', `${pageApi}/Create`, {
      token: a.editor,
      body: pageBody({ nameEnglish: 'x'.repeat(201), courseType: 0 }),
    });
    expect(membersOf(long.body)).toEqual(['courseType', 'nameEnglish']);
    expect((await storedPages(t, a.tenantId, 1)).length).toBe(1);
  });

  it('answers 401 and 403', () => expectAuthorOnly(t, 'POST', `${pageApi}/Create`, { body: pageBody() }, a.tenantId));
});

describe('Page/Update/{id}', () => {
  it('changes names and content, sanitized, and keeps the rank', async () => {
    const { editor } = await courseTenant(t);
    await createPage(t, editor);
    const page = await createPage(t, editor);
    const res = await t.call('PUT', `${pageApi}/Update/${page.id}`, {
      token: editor,
      body: {
        nameIcelandic: 'Nýtt',
        nameEnglish: 'New',
        contentIcelandic: '<p onclick="x()">Nýtt <b>efni</b></p>',
        contentEnglish: '<p>New</p><script>x</script>',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      ...page,
      nameIcelandic: 'Nýtt',
      nameEnglish: 'New',
      contentIcelandic: '<p>Nýtt <b>efni</b></p>',
      contentEnglish: '<p>New</p>',
      lastModificationTime: expect.any(String),
    });
    expect(await row(page.id)).toMatchObject({ rank: 2, rawContentIcelandic: 'Nýtt efni', rawContentEnglish: 'New' });
  });

  it('answers 400 for empty names or content and a bad id', async () => {
    const res = await t.call('PUT', `${pageApi}/Update/${pageA.id}`, {
      token: a.editor,
      body: { nameIcelandic: 'Já', nameEnglish: '', contentIcelandic: '<br>', contentEnglish: '<p>ok</p>' },
    });
    expect(res.status).toBe(400);
    expect(membersOf(res.body)).toEqual(['contentIcelandic', 'nameEnglish']);
    const badId = await t.call('PUT', `${pageApi}/Update/0`, { token: a.editor, body: pageBody() });
    expect(membersOf(badId.body)).toEqual(['id']);
  });

  it('answers 401, 403, and 404 for another tenant’s page', async () => {
    await expectAuthorOnly(t, 'PUT', `${pageApi}/Update/${pageA.id}`, { body: pageBody() }, a.tenantId);
    expect((await t.call('PUT', `${pageApi}/Update/${pageA.id}`, { token: b.editor, body: pageBody() })).status).toBe(404);
    expect((await row(pageA.id)).nameIcelandic).toBe('Loftrými');
  });
});

describe('Page/Delete/{id}', () => {
  it('deletes the page and closes the gap in its type only', async () => {
    const { editor, tenantId } = await courseTenant(t);
    const pages = [await createPage(t, editor), await createPage(t, editor), await createPage(t, editor), await createPage(t, editor)];
    const other = await createPage(t, editor, { courseType: 2 });
    const res = await t.call('DELETE', `${pageApi}/Delete/${pages[1].id}`, { token: editor });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect(await storedPages(t, tenantId, 1)).toEqual([
      { id: pages[0].id, rank: 1 },
      { id: pages[2].id, rank: 2 },
      { id: pages[3].id, rank: 3 },
    ]);
    expect(await storedPages(t, tenantId, 2)).toEqual([{ id: other.id, rank: 1 }]);
    expect((await t.call('GET', `${pageApi}/GetDetail/${pages[1].id}`, { token: editor })).status).toBe(404);
  });

  it('answers 400, 401, 403, and 404 for another tenant’s page', async () => {
    expect(membersOf((await t.call('DELETE', `${pageApi}/Delete/abc`, { token: a.editor })).body)).toEqual(['id']);
    await expectAuthorOnly(t, 'DELETE', `${pageApi}/Delete/${pageA.id}`, {}, a.tenantId);
    expect((await t.call('DELETE', `${pageApi}/Delete/${pageA.id}`, { token: b.editor })).status).toBe(404);
    expect((await t.call('DELETE', `${pageApi}/Delete/${pageA.id}`, { token: await t.loginAsAdmin() })).status).toBe(404);
    expect(await row(pageA.id)).toBeDefined();
  });
});

describe('Page/GetDetail/{id}', () => {
  it('answers the page with the caller’s own read state', async () => {
    const res = await t.call('GET', `${pageApi}/GetDetail/${pageA.id}`, { token: a.editor });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(pageA);
    await t.call('GET', `${pageApi}/GetShowPage`, { token: a.editor, query: { rank: pageA.rank } });
    expect((await t.call('GET', `${pageApi}/GetDetail/${pageA.id}`, { token: a.editor })).body.result.isRead).toBe(true);
    const otherEditor = (await t.userWith(['Pages.Examinations'], { tenantId: a.tenantId })).token;
    expect((await t.call('GET', `${pageApi}/GetDetail/${pageA.id}`, { token: otherEditor })).body.result.isRead).toBe(false);
  });

  it('answers 400, 401, 403, and 404 for another tenant’s page', async () => {
    expect(membersOf((await t.call('GET', `${pageApi}/GetDetail/1.5`, { token: a.editor })).body)).toEqual(['id']);
    await expectAuthorOnly(t, 'GET', `${pageApi}/GetDetail/${pageA.id}`, {}, a.tenantId);
    expect((await t.call('GET', `${pageApi}/GetDetail/${pageA.id}`, { token: b.editor })).status).toBe(404);
  });
});

describe('Page/GetList/{type}', () => {
  let editor: string;
  let pages: PageDto[];
  beforeAll(async () => {
    ({ editor } = await courseTenant(t));
    pages = [
      await createPage(t, editor, {
        nameIcelandic: 'Veður',
        nameEnglish: 'Weather',
        contentIcelandic: '<p>Vindur og <strong>ísing</strong></p>',
        contentEnglish: '<p>Wind and icing</p>',
      }),
      await createPage(t, editor, {
        nameIcelandic: 'Loftrými',
        nameEnglish: 'Airspace',
        contentIcelandic: '<p>Stjórnsvæði flugvalla</p>',
        contentEnglish: '<p>Controlled zones, 100% clear</p>',
      }),
      await createPage(t, editor, {
        nameIcelandic: 'Persónuvernd',
        nameEnglish: 'Privacy',
        contentIcelandic: '<p>Myndir af fólki</p>',
        contentEnglish: '<p>Pictures of people</p>',
      }),
    ];
    await createPage(t, editor, { courseType: 2, nameIcelandic: 'Veður A2' });
  });
  const ids = (items: PageSummaryDto[]) => items.map((p) => p.id);
  const list = async (type: number | string, query?: Record<string, string>) =>
    t.call('GET', `${pageApi}/GetList/${type}`, { token: editor, query });

  it('answers the type’s table of contents by rank', async () => {
    const res = await list(1);
    expect(res.status).toBe(200);
    expect(res.body.result.items).toEqual(
      pages.map(({ id, courseType, rank, nameIcelandic, nameEnglish }) => ({
        id,
        courseType,
        rank,
        nameIcelandic,
        nameEnglish,
        isRead: false,
        lastModificationTime: null,
      })),
    );
  });

  it('searches names in both languages and the plain text of the content, not the markup', async () => {
    expect(ids((await list(1, { Keyword: 'weather' })).body.result.items)).toEqual([pages[0].id]);
    expect(ids((await list(1, { keyword: 'LOFTRÝ' })).body.result.items)).toEqual([pages[1].id]);
    expect(ids((await list(1, { keyword: 'ísing' })).body.result.items)).toEqual([pages[0].id]);
    expect(ids((await list(1, { keyword: 'people' })).body.result.items)).toEqual([pages[2].id]);
    expect(ids((await list(1, { keyword: 'strong' })).body.result.items)).toEqual([]);
    expect(ids((await list(1, { keyword: '0%' })).body.result.items)).toEqual([pages[1].id]);
    expect(ids((await list(1, { keyword: '' })).body.result.items)).toEqual(ids(pages));
    expect((await list(2, { keyword: 'veður' })).body.result.items).toHaveLength(1);
  });

  it('answers 400 for an unknown type, 401 and 403, and never another tenant’s pages', async () => {
    for (const type of [3, 0, 'a1']) {
      const bad = await list(type);
      expect(bad.status).toBe(400);
      expect(membersOf(bad.body)).toEqual(['type']);
    }
    await expectAuthorOnly(t, 'GET', `${pageApi}/GetList/1`, {}, a.tenantId);
    expect(ids((await t.call('GET', `${pageApi}/GetList/1`, { token: b.editor })).body.result.items)).not.toContain(pageA.id);
  });
});

describe('rich text against known XSS payloads', () => {
  it(`stores ${xssPayloads.length} payloads with nothing active left, through Page/Create and Page/GetDetail`, async () => {
    const { editor } = await courseTenant(t);
    for (const payload of xssPayloads) {
      const created = await t.call('POST', `${pageApi}/Create`, {
        token: editor,
        body: pageBody({ contentIcelandic: `<p>Öruggt</p>${payload}`, contentEnglish: `${payload}<p>Safe</p>` }),
      });
      expect(created.status, payload).toBe(200);
      const { contentIcelandic, contentEnglish } = (
        await t.call('GET', `${pageApi}/GetDetail/${created.body.result.id}`, { token: editor })
      ).body.result as PageDto;
      const stored = await row(created.body.result.id);
      for (const html of [contentIcelandic, contentEnglish, stored.contentIcelandic, stored.contentEnglish]) {
        expect(activeContentIn(html), `${payload} -> ${html}`).toEqual([]);
        expect(html).not.toMatch(
          /<script|javascript:|vbscript:|data:|<(iframe|object|embed|style|svg|math|meta|base|form|template|noscript)\b/i,
        );
        // An attribute named on…; text inside a quoted value (alt="onerror=…") is only text.
        expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/\son\w+\s*=/i);
      }
      expect(contentIcelandic.startsWith('<p>Öruggt</p>')).toBe(true);
      expect(contentEnglish.endsWith('<p>Safe</p>')).toBe(true);
      expect(stored.rawContentEnglish.endsWith('Safe')).toBe(true);
    }
  });

  it('keeps safe content: headings, lists, https links and bold', async () => {
    const page = await createPage(t, b.editor, { contentIcelandic: safeRichText, contentEnglish: `${safeRichText}<p><b>bold</b></p>` });
    expect(page.contentIcelandic).toBe(safeRichText);
    expect(page.contentEnglish).toBe(`${safeRichText}<p><b>bold</b></p>`);
    expect((await row(page.id)).rawContentIcelandic).toBe(
      'Fyrirsögn Texti með feitu, skáletri og tengli. Fyrsta atriði Annað atriði Eitt Tvö',
    );
  });
});
