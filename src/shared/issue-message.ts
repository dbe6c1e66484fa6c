/** The parts of a zod issue that decide how it is said. */
export interface IssueLike {
  code: string;
  message: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  input?: unknown;
}

/**
 * What is wrong with a field, kept as words to look up rather than words: a form that switches its
 * language says it again in the new one. `field` names the field, so the words can name it too.
 */
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
  field?: string;
}

/** A problem as a form or a reply holds it: the key and values, or words given as they are. */
export type ProblemLike = Problem | string;

type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** Text of spaces only, or an empty list: given, but nothing in it. */
const isBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
const isEmpty = (value: unknown) => value === undefined || value === null || isBlank(value);

/**
 * The translation key (and values) for one validation issue, the same on the server and in the
 * browser: our schemas' own messages are keys already; zod's built-in ones are mapped by code.
 * `value` is what the field held: zod does not report it, and an empty field is "missing", not
 * "too short", whatever its minimum.
 */
export function issueMessageKey(issue: IssueLike, value?: unknown): { key: string; params?: Record<string, number> } {
  // An empty field fails its pattern (an e-mail address, an ID number) only because nothing is in it.
  if (issue.code === 'invalid_format' && isBlank(value)) return { key: 'validation:required' };
  if (issue.message.startsWith('validation.')) return { key: issue.message.replace('validation.', 'validation:') };
  if (issue.message.startsWith('errors.')) return { key: issue.message.replace('errors.', 'errors:') };
  const sized = issue.origin === 'string' || issue.origin === 'array';
  switch (issue.code) {
    case 'invalid_type':
      return { key: isEmpty(issue.input ?? value) ? 'validation:required' : 'validation:invalid' };
    case 'too_small':
      if (sized)
        return Number(issue.minimum) <= 1 || isBlank(value)
          ? { key: 'validation:required' }
          : { key: 'validation:tooShort', params: { minimum: Number(issue.minimum) } };
      return { key: 'validation:tooSmall', params: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return { key: sized ? 'validation:tooLong' : 'validation:tooBig', params: { maximum: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation:email' : 'validation:invalid' };
    case 'invalid_value':
      return { key: isBlank(value) || value === null ? 'validation:required' : 'validation:invalid' };
    default:
      return { key: 'validation:invalid' };
  }
}

/** One issue of the field at `path` (whose value was `value`) as a problem that can name the field. */
export function issueProblem(issue: IssueLike, path: readonly PropertyKey[], value?: unknown): Problem {
  const { key, params } = issueMessageKey(issue, value);
  const field = path.find((segment): segment is string => typeof segment === 'string');
  return field ? { key, params, field } : { key, params };
}

/** The value at a path of a parsed body, if there is one. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = root;
  for (const segment of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[segment];
  }
  return at;
}

/** The generic messages that have a form naming the field (`validation:named.<rule>`). */
const namedRules = new Set(['required', 'invalid', 'tooShort', 'tooLong', 'tooSmall', 'tooBig']);
const missing = '\u0000';

/**
 * A problem in words. A field with a name in `validation:field.<field>` is named, GOV.UK's way:
 * "Enter your first name", "Last name must be 64 characters or fewer"; a field may say its own
 * "missing" (`validation:field.<field>.required`, e.g. "Select a country"). `names` renames a field
 * for one form (a role's `name` is not a person's). Other problems keep their own words.
 */
export function problemText(problem: ProblemLike, t: Translate, names: Record<string, string> = {}): string {
  if (typeof problem === 'string') return problem;
  const { key, params, field } = problem;
  const rule = key.startsWith('validation:') ? key.slice('validation:'.length) : null;
  if (field && rule && namedRules.has(rule)) {
    const base = `validation:field.${names[field] ?? field}`;
    const what = t(`${base}.what`, { defaultValue: missing });
    if (what !== missing && !what.startsWith(base)) {
      const label = t(`${base}.label`);
      return t([`${base}.${rule}`, `validation:named.${rule}`], { ...params, what, label });
    }
  }
  return t(key, params);
}
