import { z } from 'zod';
import { namePattern, printableNamePattern } from '../printable-name';
import { isCalendarDate, isValidDateOfBirth } from '../dates';

/**
 * Text that PostgreSQL can store: no NUL (it refuses one with an error) and no lone surrogate
 * (half a character, which cannot be written as UTF-8). Every text input is built on `text()`,
 * so no call can carry either to the database.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}
export const text = () => z.string().refine(isStorableText, { message: 'validation.invalidCharacter' });

/** PostgreSQL's integer: row ids, ranks and counts all live in it, so nothing larger can be meant. */
export const maxInt = 2_147_483_647;
export const minInt = -2_147_483_648;
/** A whole number in a JSON body. */
export const int = z.number().int().min(minInt).max(maxInt);

/** Query strings arrive as text; these coerce and treat an empty value as absent. */
/** Typed as the number a caller sends; the text the query string carries is coerced. */
export const queryInt = z.coerce.number<number>().int().min(minInt).max(maxInt);
export const queryBool = z.preprocess((v: boolean) => {
  const sent = v as unknown;
  return sent === 'true' || sent === true ? true : sent === 'false' || sent === false ? false : sent;
}, z.boolean());

/** Row ids are PostgreSQL integers; anything larger cannot name a row. */
export const maxId = maxInt;
export const entityId = int.positive();
export const idQuery = z.object({ id: queryInt.positive() });
export type IdQuery = z.infer<typeof idQuery>;

/**
 * The members of a create, for an update: a member that has a default when created is optional
 * here and means "leave it as it is" when omitted (decision 0027); the service keeps the stored
 * value for an undefined member. Nothing else changes.
 */
export function keptWhenOmitted<S extends z.ZodRawShape>(
  shape: S,
): { [K in keyof S]: S[K] extends z.ZodDefault<infer Inner> ? z.ZodOptional<Inner> : S[K] } {
  return Object.fromEntries(
    Object.entries(shape).map(([name, member]) => [
      name,
      member instanceof z.ZodDefault ? (member.unwrap() as z.ZodType).optional() : member,
    ]),
  ) as never;
}

export const pagedInput = z.object({
  keyword: text().trim().max(200).optional(),
  sorting: text().max(100).optional(),
  skipCount: queryInt.min(0).default(0),
  maxResultCount: queryInt.min(1).max(1000).default(10),
});
export type PagedInput = z.infer<typeof pagedInput>;

/**
 * The most rows a paged list counts exactly (decision 0038). A list that matches more answers
 * `totalCount` one above it, which means "more than this many": the pager then offers the pages
 * up to the cap and says "more than 10,000". Counting every match of a large register on every
 * page grew with the register; a narrower filter or the other order reaches the rest.
 */
export const countedRowsCap = 10_000;

export const pagedResult = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), totalCount: z.number().int() });
export const listResult = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
export type PagedResult<T> = { items: T[]; totalCount: number };

/**
 * ABP's validation error, with `problem` beside its words: the key and values the words were made
 * from, so that a form can say them again in another language, or name a field its own way (an
 * administrator's form says "the first name", not "your first name"). Clients that know only ABP
 * read `message` and ignore it.
 */
export const validationError = z.object({
  message: z.string(),
  members: z.array(z.string()),
  problem: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }).optional(),
});
export const errorInfo = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.string().nullable(),
  validationErrors: z.array(validationError).nullable(),
});
export type ValidationError = z.infer<typeof validationError>;
export type ErrorInfo = z.infer<typeof errorInfo>;

/** The ASP.NET Boilerplate reply envelope (requirements §10). */
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

/** Section 5: six digits, a dash, four digits. */
export const idNumberPattern = /^\d{6}-\d{4}$/;
/** A person's ID number (kennitala), by pattern only (requirements §11: numbers from 2026 have no check digit). */
export const idNumber = text().trim().regex(idNumberPattern, { message: 'validation.idNumber' });

/**
 * Section 5's letters, spaces and hyphens, with the apostrophes and periods names carry (decision
 * 0028), composed (NFC), and only letters the certificate prints (printable-name.ts); a name that
 * breaks the first rule is not told about the second as well.
 */
export const personName = text()
  .trim()
  .normalize('NFC')
  .min(1)
  .max(64)
  .regex(namePattern, { message: 'validation.name', abort: true })
  .regex(printableNamePattern, { message: 'validation.nameScript' });
export const emailAddress = text().trim().toLowerCase().max(256).email({ message: 'validation.email' });
export const userName = text()
  .trim()
  .min(2)
  .max(64)
  .regex(/^[\p{L}\d._@+-]+$/u, { message: 'validation.userName' });
/** A password policy a national service can defend: length over composition (NIST SP 800-63B). */
export const newPassword = text().min(8, { message: 'validation.passwordLength' }).max(128);
export { isCalendarDate };

/**
 * The dates the portal can mean: from 1753 (the old system's placeholder for an unknown date of
 * birth, which migrated records still carry) to the end of 2199. A bound stays a date a day
 * either side, in JavaScript and in PostgreSQL alike.
 */
export const earliestDate = '1753-01-01';
export const latestDate = '2199-12-31';
const earliestInstant = Date.parse(`${earliestDate}T00:00:00Z`);
const endOfLatestDate = Date.parse(`${latestDate}T00:00:00Z`) + 86_400_000;
const inDateRange = (instant: number) => instant >= earliestInstant && instant < endOfLatestDate;

export const isoDate = text()
  .max(10)
  .refine((value) => isCalendarDate(value) && inDateRange(Date.parse(`${value}T00:00:00Z`)), { message: 'validation.date' });
/** A date of birth: a real date after 1900 and before today, so the form and the server refuse the same dates. */
export const dateOfBirth = text()
  .max(10)
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: 'validation.date' });
    else if (!isValidDateOfBirth(value)) ctx.addIssue({ code: 'custom', message: 'errors.dateOfBirthInvalid' });
  });
/** A filter bound: a calendar date (YYYY-MM-DD) or an ISO-8601 instant, within the same range. */
export const dateOrInstant = text()
  .trim()
  .max(40)
  .refine(
    (value) => {
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isCalendarDate(value) && inDateRange(Date.parse(`${value}T00:00:00Z`));
      return /^\d{4}-\d{2}-\d{2}T/.test(value) && inDateRange(Date.parse(value));
    },
    { message: 'validation.date' },
  );
