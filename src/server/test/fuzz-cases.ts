import { parametersIn, type JsonSchema, type Operation } from './openapi-operations';

/*
 * Hostile requests for every operation of the OpenAPI document, for the fuzz test: built from
 * each operation's own schemas, so a new call is fuzzed the day it is added. Deterministic: the
 * same seed gives the same requests, so a failure can be replayed.
 */

export interface FuzzCase {
  operation: string;
  what: string;
  method: string;
  /** Already encoded: the path with its parameters and the query string. */
  url: string;
  /** The raw JSON text, or undefined for no body. */
  payload?: string;
  /** Headers beside the token and the content type: the tenant a client names. */
  headers?: Record<string, string>;
}

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The plainest value a schema accepts: the baseline each case changes one member of. */
export function plausibleValue(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return plausibleValue(choice.find((s) => s.type !== 'null') ?? choice[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number'
        ? Math.max(schema.minimum, typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum)
        : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'Aa1-'
        .repeat(Math.ceil(Math.max(schema.minLength ?? 1, 8) / 4))
        .slice(0, Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 8, 8)));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => plausibleValue(schema.items, depth + 1));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, plausibleValue(s, depth + 1)]));
    default:
      return null;
  }
}

/** JSON text nested this deep, written out: building it as a value would overflow the test's own stack. */
const deeplyNested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** Values no field should turn into a 500, whatever type it has. */
export const hostileValues: { name: string; value: unknown }[] = [
  { name: 'NUL inside', value: 'a\u0000b' },
  { name: 'NUL alone', value: '\u0000' },
  { name: 'lone high surrogate', value: '\uD800' },
  { name: 'lone low surrogate', value: 'x\uDC00y' },
  { name: '2^31', value: 2_147_483_648 },
  { name: '-2^31-1', value: -2_147_483_649 },
  { name: 'beyond safe integer', value: 2 ** 53 + 2 },
  { name: '1e308', value: 1e308 },
  { name: 'fraction', value: 1.5 },
  { name: '2^31 as text', value: '2147483648' },
  { name: '40 digits', value: '9'.repeat(40) },
  { name: '1e400 as text', value: '1e400' },
  { name: 'NaN as text', value: 'NaN' },
  { name: 'long text', value: 'x'.repeat(100_000) },
  { name: 'long Icelandic text', value: 'ð'.repeat(20_000) },
  { name: 'true', value: true },
  { name: 'null', value: null },
  { name: 'empty object', value: {} },
  { name: 'empty array', value: [] },
  { name: 'array of arrays', value: [[1], ['a']] },
  { name: 'nested object', value: { a: { b: { c: 'd' } } } },
  { name: 'zero', value: 0 },
  { name: 'minus one', value: -1 },
  { name: 'empty text', value: '' },
  { name: 'spaces', value: '   ' },
  { name: 'RTL override', value: '\u202Egnp.exe' },
  { name: 'zero-width', value: 'a\u200Bb\uFEFFc\u200D' },
  { name: 'emoji', value: '👩‍✈️🚁'.repeat(30) },
  { name: 'combining marks', value: 'e\u0301\u0301\u0301' },
  { name: 'line separators', value: 'a\u2028b\u2029c\r\n' },
  { name: 'control characters', value: '\u0001\u001B[31m\u007F' },
  { name: 'year 9999', value: '9999-12-31' },
  { name: 'year 0', value: '0000-01-01' },
  { name: '30 February', value: '2024-02-30' },
  { name: 'far instant', value: '+275760-09-13T00:00:00Z' },
  { name: 'SQL quote', value: "' or 1=1 --" },
  { name: 'path climb', value: '../../etc/passwd' },
  { name: 'prototype key', value: JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}') },
];

/** Raw query and path text, encoded by hand: what no JSON value can send. */
const rawTexts: { name: string; encoded: string }[] = [
  { name: 'encoded NUL', encoded: '%00' },
  { name: 'encoded surrogate (CESU-8)', encoded: '%ED%A0%80' },
  { name: 'overlong NUL', encoded: '%C0%80' },
  { name: 'invalid UTF-8', encoded: '%FF%FE' },
  { name: 'broken escape', encoded: '%E0%A4%A' },
];

/**
 * Tenants a client may name in `Abp-TenantId`: unknown, too long for an id, not a number, spoiled.
 * Each must answer 400 or 404 (decision 0027), never a 500 or the host.
 */
export const hostileTenants: { name: string; value: string }[] = [
  { name: 'unknown', value: '999' },
  { name: 'ten digits', value: '9999999999' },
  { name: 'twenty digits', value: '9'.repeat(20) },
  { name: 'not a number', value: 'abc' },
  { name: 'negative', value: '-1' },
  { name: 'SQL', value: '1; drop table tenants' },
  { name: 'zero', value: '0' },
  { name: 'fraction', value: '1.5' },
];

/** Percent-encodes text for a URL; a lone surrogate goes as its UTF-16 code, which no decoder accepts. */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out += code >= 0xd800 && code <= 0xdfff ? `%u${code.toString(16)}` : encodeURIComponent(char);
  }
  return out;
}

/** A value as query or path text: arrays repeat the key, objects go as JSON. */
const asText = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
    : [typeof value === 'string' ? value : JSON.stringify(value)];

function urlOf(op: Operation, pathValues: Record<string, string>, query: Record<string, string[]>): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '1');
  const pairs = Object.entries(query).flatMap(([key, values]) => values.map((v) => `${encode(key)}=${v}`));
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** Every case for one operation: the baseline, each member spoiled in turn, and spoiled bodies. */
export function casesFor(op: Operation, random: () => number, valuesPerMember: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const sample = <T>(items: T[], n: number) => [...items].sort(() => random() - 0.5).slice(0, n);
  // NUL, huge integers and lone surrogates always; the rest drawn by the seed.
  const always = hostileValues.slice(0, 7);
  const drawn = () => [...always, ...sample(hostileValues.slice(7), Math.max(0, valuesPerMember - always.length))];
  const pathParams = parametersIn(op, 'path');
  const queryParams = parametersIn(op, 'query');
  const basePath = Object.fromEntries(Object.entries(pathParams).map(([k, s]) => [k, encode(asText(plausibleValue(s))[0])]));
  const baseQuery = Object.fromEntries(Object.entries(queryParams).map(([k, s]) => [k, asText(plausibleValue(s)).map(encode)]));
  const baseBody = op.body ? plausibleValue(op.body) : undefined;
  const add = (what: string, pathValues = basePath, query = baseQuery, body: unknown = baseBody, rawBody?: string) =>
    cases.push({
      operation: op.id,
      what,
      method: op.verb,
      url: urlOf(op, pathValues, query),
      payload: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    });

  add('baseline');
  add('nothing given', basePath, {}, undefined);
  for (const tenant of sample(hostileTenants, 2)) {
    cases.push({
      operation: op.id,
      what: `tenant header: ${tenant.name}`,
      method: op.verb,
      url: urlOf(op, basePath, baseQuery),
      payload: baseBody === undefined ? undefined : JSON.stringify(baseBody),
      headers: { 'abp-tenantid': tenant.value },
    });
  }
  for (const name of Object.keys(pathParams)) {
    for (const { name: label, value } of drawn())
      add(`path ${name}: ${label}`, { ...basePath, [name]: asText(value).map(encode)[0] || '%20' });
    for (const raw of rawTexts) add(`path ${name}: ${raw.name}`, { ...basePath, [name]: raw.encoded });
  }
  for (const name of Object.keys(queryParams)) {
    for (const { name: label, value } of drawn())
      add(`query ${name}: ${label}`, basePath, { ...baseQuery, [name]: asText(value).map(encode) });
    for (const raw of rawTexts) add(`query ${name}: ${raw.name}`, basePath, { ...baseQuery, [name]: [raw.encoded] });
    add(`query ${name}: PascalCase and repeated`, basePath, { ...baseQuery, [name[0].toUpperCase() + name.slice(1)]: ['1', '2'] });
  }
  if (Object.keys(queryParams).length) add('query: unknown key with NUL', basePath, { ...baseQuery, 'a\u0000b': ['%00'] });
  if (op.body) {
    const members = memberPaths(op.body, baseBody);
    for (const member of members) {
      for (const { name: label, value } of drawn())
        add(`body ${member.join('.')}: ${label}`, basePath, baseQuery, withMember(baseBody, member, value));
      add(`body ${member.join('.')}: absent`, basePath, baseQuery, withMember(baseBody, member, undefined));
    }
    for (const { name: label, value } of sample(hostileValues, 6)) add(`body: ${label}`, basePath, baseQuery, value);
    add('body: 50,000 levels deep', basePath, baseQuery, undefined, deeplyNested(50_000));
    add('body: key with NUL', basePath, baseQuery, { ...(baseBody as object), 'a\u0000b': 1 });
    add('body: not JSON', basePath, baseQuery, undefined, '{"a":');
  }
  return cases;
}

/** Paths to the members of a body: top level, and one level into objects and first array items. */
function memberPaths(schema: JsonSchema, value: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 2 || !schema.properties) return [];
  const paths: (string | number)[][] = [];
  for (const [key, inner] of Object.entries(schema.properties)) {
    paths.push([...prefix, key]);
    const innerValue = (value as Record<string, unknown> | undefined)?.[key];
    if (inner.type === 'object') paths.push(...memberPaths(inner, innerValue, [...prefix, key], depth + 1));
    if (inner.type === 'array' && inner.items?.properties) {
      paths.push(...memberPaths(inner.items, plausibleValue(inner.items), [...prefix, key, 0], depth + 1));
    }
  }
  return paths;
}

/** A copy of `body` with the member at `path` set (undefined removes it); arrays on the way get one item. */
function withMember(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body ?? {}) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const [i, key] of path.slice(0, -1).entries()) {
    const nextIsIndex = typeof path[i + 1] === 'number';
    if (node[key] === null || typeof node[key] !== 'object') node[key] = nextIsIndex ? [{}] : {};
    if (nextIsIndex && (node[key] as unknown[]).length === 0) (node[key] as unknown[]).push({});
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}
