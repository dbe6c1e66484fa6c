import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxImageBytes, type QuestionDto, type QuestionImageDto } from '../../../shared/contracts/questions';
import { questionImages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  authoringSetup,
  expectGuarded,
  jpegBytes,
  newCategory,
  pngBytes,
  questionApi as api,
  questionBody,
} from './questions.test-support';
import { wordsOf } from '../../test/validation-words';

let t: TestApp;
let s: Awaited<ReturnType<typeof authoringSetup>>;
let categoryId: number;

const upload = (fileName: string, contentType: string, data: Buffer, token = s.author) =>
  t.call('POST', `${api}/UploadImage`, { token, language: 'en', body: { fileName, contentType, dataBase64: data.toString('base64') } });
const uploaded = async (data = pngBytes(), token = s.author) => {
  const res = await upload('kort.png', 'image/png', data, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as QuestionImageDto;
};
const fetchImage = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const imageRow = async (id: number) => (await t.database.db.select().from(questionImages).where(eq(questionImages.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  s = await authoringSetup(t);
  categoryId = await newCategory(t.database.db, { tenantId: s.tenantId });
});
afterAll(() => t.close());

describe('Question/UploadImage', () => {
  it('stores a real PNG and a real JPEG under a random key, typed by their bytes', async () => {
    const png = await uploaded();
    expect(png).toEqual({
      id: expect.any(Number),
      fileName: 'kort.png',
      contentType: 'image/png',
      byteSize: pngBytes().length,
      url: expect.stringMatching(/^\/question-images\/[A-Za-z0-9_-]{43}$/),
    });
    expect(await imageRow(png.id)).toMatchObject({ tenantId: s.tenantId, questionId: null, data: pngBytes() });
    // A JPEG sent as PNG is stored as what its bytes say; folders in the name are dropped.
    const jpeg = await upload('C:\\myndir\\dróni.jpg', 'image/png', jpegBytes());
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.result).toMatchObject({ fileName: 'dróni.jpg', contentType: 'image/jpeg', byteSize: jpegBytes().length });
    expect(jpeg.body.result.url).not.toBe(png.url);
  });

  it('takes exactly 2 MiB and refuses one byte more', async () => {
    const full = Buffer.concat([pngBytes(), Buffer.alloc(maxImageBytes - pngBytes().length)]);
    expect((await upload('stor.png', 'image/png', full)).status).toBe(200);
    const res = await upload('of-stor.png', 'image/png', Buffer.concat([full, Buffer.from([0])]));
    expect(res.status).toBe(400);
    expect(wordsOf(res.body)).toEqual([{ message: 'The image may be at most 2 MB.', members: ['dataBase64'] }]);
  });

  it('refuses a text file named as a PNG, an SVG, and what is not base64', async () => {
    const text = await upload('mynd.png', 'image/png', Buffer.from('Þetta er ekki mynd.\n'));
    expect(text.status).toBe(400);
    expect(wordsOf(text.body)).toEqual([{ message: 'The image must be a PNG, JPEG, GIF or WebP file.', members: ['dataBase64'] }]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>');
    const declared = await upload('mynd.svg', 'image/svg+xml', svg);
    expect(declared.status).toBe(400);
    expect(wordsOf(declared.body)).toEqual([{ message: 'The image must be a PNG, JPEG, GIF or WebP file.', members: ['contentType'] }]);
    expect((await upload('mynd.png', 'image/png', svg)).body.error?.validationErrors?.[0].members).toEqual(['dataBase64']);
    const garbage = await t.call('POST', `${api}/UploadImage`, {
      token: s.author,
      body: { fileName: 'a.png', contentType: 'image/png', dataBase64: '***' },
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.error?.validationErrors?.[0].members).toEqual(['dataBase64']);
  });

  it('answers 400 naming the members, 401 and 403', async () => {
    const res = await t.call('POST', `${api}/UploadImage`, { token: s.author, body: { fileName: '', contentType: 'image/png' } });
    expect(res.body.error?.validationErrors?.map((v) => v.members[0]).sort()).toEqual(['dataBase64', 'fileName']);
    await expectGuarded(t, s.outsiders, 'POST', 'UploadImage', {
      body: { fileName: 'a.png', contentType: 'image/png', dataBase64: pngBytes().toString('base64') },
    });
  });
});

describe('GET /question-images/:key', () => {
  it('serves the bytes raw, without a session, with caching headers', async () => {
    const image = await uploaded();
    const res = await fetchImage(image.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(pngBytes());
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${image.url.split('/').pop()}"`,
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const image = await uploaded(jpegBytes());
    const { etag } = (await fetchImage(image.url)).headers;
    for (const header of [String(etag), `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await fetchImage(image.url, { 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    expect((await fetchImage(image.url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed key', async () => {
    const unknown = await fetchImage(`/question-images/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: { code: 0 } });
    expect((await fetchImage('/question-images/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await fetchImage('/question-images/abc')).statusCode).toBe(404);
  });

  it('is left out of the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/swagger/v1/swagger.json' })).json().paths);
    expect(paths).toContain('/api/services/app/Question/UploadImage');
    expect(paths.some((p) => p.startsWith('/question-images'))).toBe(false);
  });
});

describe('Attaching images to questions', () => {
  const createWith = (images: { id: number }[], token = s.author, category = categoryId) =>
    t.call('POST', `${api}/Create`, { token, language: 'en', body: questionBody(category, undefined, { questionImages: images }) });

  it('attaches the caller’s unattached images and shows them on the question', async () => {
    const [a, b] = [await uploaded(), await uploaded(jpegBytes())];
    const res = await createWith([{ id: a.id }, { id: b.id }, { id: a.id }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const q = res.body.result as QuestionDto;
    expect(q.questionImages).toEqual([a, b]);
    expect((await imageRow(a.id)).questionId).toBe(q.id);
    const got = await t.call('GET', `${api}/Get`, { token: s.author, query: { id: q.id } });
    expect(got.body.result.questionImages).toEqual([a, b]);
    const summary = await t.call('GET', `${api}/GetByCategory`, { token: s.author, query: { categoryId, take: 1000 } });
    expect(summary.body.result.items.find((i: { id: number }) => i.id === q.id).imageCount).toBe(2);

    // Saving again with the same image is fine; leaving one out detaches it, keeping its bytes served.
    const body = { ...questionBody(categoryId, q.rawContentIcelandic), id: q.id, questionImages: [{ id: b.id }] };
    const updated = await t.call('PUT', `${api}/Update`, { token: s.author, body });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.result.questionImages).toEqual([b]);
    expect((await imageRow(a.id)).questionId).toBeNull();
    expect((await fetchImage(a.url)).statusCode).toBe(200);
  });

  it('refuses another tenant’s image, another question’s image and an unknown one, saving nothing', async () => {
    const foreign = await uploaded(pngBytes(), s.otherAuthor);
    const taken = await uploaded();
    expect((await createWith([{ id: taken.id }])).status).toBe(200);
    for (const id of [foreign.id, taken.id, 2_000_000_000]) {
      const res = await createWith([{ id }]);
      expect(res.status).toBe(400);
      expect(wordsOf(res.body)).toEqual([
        { message: 'An image was not found or belongs to another question. Upload it again.', members: ['questionImages'] },
      ]);
    }
    expect((await imageRow(foreign.id)).questionId).toBeNull();
  });
});
