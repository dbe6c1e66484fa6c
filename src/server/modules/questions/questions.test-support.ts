import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { insertCategory, insertExamination, insertQuestion } from '../../seed/factories/questions';
import { examinations } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import type { TestApp } from '../../test/harness';

/** Data for the question tests, written through the same factories the seed uses. */

let counter = 0;
const next = () => ++counter;

/** The tenant's live examination of the type (the seed may have made it), or a new one. */
export async function examinationOf(db: Db, tenantId: number | null, certificateType = 1): Promise<number> {
  const [live] = await db
    .select({ id: examinations.id })
    .from(examinations)
    .where(
      and(inTenant(examinations.tenantId, tenantId), eq(examinations.certificateType, certificateType), eq(examinations.isDeleted, false)),
    );
  return live?.id ?? insertExamination(db, { tenantId, name: `Próf ${next()}`, certificateType });
}

export async function newCategory(
  db: Db,
  options: { tenantId?: number | null; certificateType?: number; minimumRequiredQuestions?: number } = {},
) {
  const tenantId = options.tenantId ?? null;
  const examinationId = await examinationOf(db, tenantId, options.certificateType ?? 1);
  return insertCategory(db, {
    tenantId,
    examinationId,
    title: `Flokkur ${next()}`,
    titleEnglish: `Category ${counter}`,
    minimumRequiredQuestions: options.minimumRequiredQuestions ?? 0,
  });
}

export async function newQuestion(
  db: Db,
  categoryId: number,
  options: { tenantId?: number | null; text?: string; isActive?: boolean } = {},
) {
  const text = options.text ?? `Spurning númer ${next()}?`;
  return insertQuestion(db, {
    tenantId: options.tenantId ?? null,
    categoryId,
    descriptionIcelandic: `<p>${text}</p>`,
    descriptionEnglish: `<p>Question ${text}</p>`,
    isActive: options.isActive ?? true,
    options: [
      { descriptionIcelandic: 'Já', descriptionEnglish: 'Yes', isAnswer: true },
      { descriptionIcelandic: 'Nei', descriptionEnglish: 'No', isAnswer: false },
    ],
  });
}

/** A Create body with four options, the second one correct. */
export const questionBody = (categoryId: number, text = `Hver er spurning ${next()}?`, extra: Record<string, unknown> = {}) => ({
  categoryId,
  descriptionIcelandic: `<p>${text}</p>`,
  descriptionEnglish: `<p>${text} (in English)</p>`,
  isActive: true,
  isRequired: false,
  questionOptions: [
    { descriptionIcelandic: '50 m', descriptionEnglish: '50 m', isAnswer: false },
    { descriptionIcelandic: '120 m', descriptionEnglish: '120 m', isAnswer: true },
    { descriptionIcelandic: '150 m', descriptionEnglish: '150 m', isAnswer: false },
    { descriptionIcelandic: '300 m', descriptionEnglish: '300 m', isAnswer: false },
  ],
  ...extra,
});

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 2×2 RGB PNG. */
export function pngBytes(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = Buffer.from([0, 0x33, 0x66, 0xcc, 0x33, 0x66, 0xcc, 0, 0xcc, 0x66, 0x33, 0xcc, 0x66, 0x33]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real baseline JPEG: one grey 8×8 block. Its only DC difference and its end of block each take
 * the single one-bit Huffman code, so the whole scan is the bits 00 padded with ones.
 */
export function jpegBytes(): Buffer {
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const oneCodeTable = (tableClass: number) => [tableClass << 4, 1, ...new Array(15).fill(0), 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...new Array(64).fill(1)]),
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0)),
    ...segment(0xc4, oneCodeTable(1)),
    ...segment(0xda, [1, 1, 0, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** A CSV file as the client sends it: base64 of UTF-8, with a BOM unless told otherwise. */
export function csvBase64(rows: string[][], options: { delimiter?: ',' | ';'; bom?: boolean; lineEnd?: string } = {}) {
  const delimiter = options.delimiter ?? ';';
  const quote = (cell: string) => (/[",;\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const text = rows.map((row) => row.map(quote).join(delimiter)).join(options.lineEnd ?? '\r\n') + (options.lineEnd ?? '\r\n');
  return Buffer.concat([Buffer.from(options.bom === false ? '' : '\uFEFF'), Buffer.from(text, 'utf8')]).toString('base64');
}

export const questionApi = '/api/services/app/Question';

/** Two tenants, each with an author holding Pages.Examinations, and users without it in the first. */
export async function authoringSetup(t: TestApp) {
  const tenantId = (await t.tenant()).id;
  const otherTenantId = (await t.tenant()).id;
  const author = (await t.userWith(['Pages.Examinations'], { tenantId })).token;
  const otherAuthor = (await t.userWith(['Pages.Examinations'], { tenantId: otherTenantId })).token;
  const outsiders = [
    (await t.userWith([], { tenantId })).token,
    (await t.userWith(['Pages.Users', 'Pages.Administrator'], { tenantId })).token,
  ];
  return { tenantId, otherTenantId, author, otherAuthor, outsiders };
}

/** 401 without a session; 403 with no permissions and with others than Pages.Examinations. */
export async function expectGuarded(
  t: TestApp,
  outsiders: string[],
  verb: string,
  method: string,
  input: { query?: Record<string, string | number>; body?: unknown },
) {
  const anonymous = await t.call(verb, `${questionApi}/${method}`, input);
  expect(anonymous.status).toBe(401);
  expect(anonymous.body.unAuthorizedRequest).toBe(true);
  for (const token of outsiders) {
    const res = await t.call(verb, `${questionApi}/${method}`, { ...input, token, language: 'en' });
    expect(res.status).toBe(403);
    expect(res.body.error?.details).toBe('The permission Pages.Examinations is missing.');
  }
}
