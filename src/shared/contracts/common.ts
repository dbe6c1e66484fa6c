import { z } from 'zod';

/** Query strings arrive as text; these coerce and treat an empty value as absent. */
export const queryInt = z.coerce.number().int();
export const queryBool = z.preprocess((v) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : v), z.boolean());

/** Row ids are PostgreSQL integers; anything larger cannot name a row. */
export const maxId = 2_147_483_647;
export const entityId = z.number().int().positive().max(maxId);
export const idQuery = z.object({ id: queryInt.positive().max(maxId) });
export type IdQuery = z.infer<typeof idQuery>;

export const pagedInput = z.object({
  keyword: z.string().trim().max(200).optional(),
  sorting: z.string().max(100).optional(),
  skipCount: queryInt.min(0).default(0),
  maxResultCount: queryInt.min(1).max(1000).default(10),
});
export type PagedInput = z.infer<typeof pagedInput>;

export const pagedResult = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), totalCount: z.number().int() });
export const listResult = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
export type PagedResult<T> = { items: T[]; totalCount: number };

export const validationError = z.object({ message: z.string(), members: z.array(z.string()) });
export const errorInfo = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.string().nullable(),
  validationErrors: z.array(validationError).nullable(),
});
export type ErrorInfo = z.infer<typeof errorInfo>;

/** The ASP.NET Boilerplate reply envelope (DESIGN.md section 3). */
export const envelope = <T extends z.ZodType>(result: T) =>
  z.object({
    result: result.nullable(),
    targetUrl: z.string().nullable(),
    success: z.boolean(),
    error: errorInfo.nullable(),
    unAuthorizedRequest: z.boolean(),
    __abp: z.literal(true),
  });
export type Envelope<T> = {
  result: T | null;
  targetUrl: string | null;
  success: boolean;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
  __abp: true;
};

/** Section 5: letters (Icelandic and Nordic included), spaces and hyphens. */
export const namePattern = /^[\p{L}][\p{L} -]*$/u;
/** Section 5: six digits, a dash, four digits. */
export const idNumberPattern = /^\d{6}-\d{4}$/;

export const personName = z.string().trim().min(1).max(64).regex(namePattern, { message: 'validation.name' });
export const emailAddress = z.string().trim().toLowerCase().max(256).email({ message: 'validation.email' });
export const userName = z
  .string()
  .trim()
  .min(2)
  .max(64)
  .regex(/^[\p{L}\d._@+-]+$/u, { message: 'validation.userName' });
/** A password policy a national service can defend: length over composition (NIST SP 800-63B). */
export const newPassword = z.string().min(8, { message: 'validation.passwordLength' }).max(128);
/** A real calendar date written YYYY-MM-DD (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
export const isoDate = z.string().refine(isCalendarDate, { message: 'validation.date' });
