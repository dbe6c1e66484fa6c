import type { FastifyInstance } from 'fastify';
import type { AccessRule } from '../kernel/access';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that the contracts produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

/** One call of the OpenAPI document, as much of it as a generated test needs. */
export interface Operation {
  id: string;
  service: string;
  method: string;
  verb: string;
  path: string;
  access: AccessRule | undefined;
  security: unknown[] | undefined;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** The schema of the envelope's `result` on success. */
  result: JsonSchema | undefined;
}

interface OpenApiOperation {
  operationId: string;
  'x-access'?: AccessRule;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** The OpenAPI document, as far as the operations go. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * The one reader of the document's operations: the authorization matrix and the fuzz test both
 * build their requests from what this returns, so they cover the same calls.
 */
export function operationsIn(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, verbs] of Object.entries(doc.paths)) {
    for (const [verb, op] of Object.entries(verbs)) {
      const [service, method] = op.operationId.split('_');
      operations.push({
        id: op.operationId,
        service,
        method,
        verb: verb.toUpperCase(),
        path,
        access: op['x-access'],
        security: op.security,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
        result: op.responses?.['200']?.content?.['application/json']?.schema.properties?.result,
      });
    }
  }
  return operations;
}

/** Every operation the app documents, read from the OpenAPI document it serves. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/swagger/v1/swagger.json' });
  return operationsIn(res.json() as OpenApiDocument);
}

/** The parameters that travel in one place (path or query), by name. */
export const parametersIn = (op: Operation, where: Parameter['in']): Record<string, JsonSchema> =>
  Object.fromEntries(op.parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema]));

/** A reply that carries nothing (`null`), as a Delete's does. */
export const answersNothing = (op: Operation) => op.result?.enum?.length === 1 && op.result.enum[0] === null;

/** Two operations answer the same kind of record when their results have the same members. */
export const sameResult = (a: Operation, b: Operation) =>
  JSON.stringify(Object.keys(a.result?.properties ?? {}).sort()) === JSON.stringify(Object.keys(b.result?.properties ?? {}).sort()) &&
  Object.keys(a.result?.properties ?? {}).length > 0;

/** The members an operation takes, wherever they travel. */
export function inputMembers(op: Operation): string[] {
  return [...op.parameters.map((p) => p.name), ...Object.keys(op.body?.properties ?? {})];
}

const maxId = 2_147_483_647;
let counter = 0;

/** A row id far beyond any row, so a generated id names nothing (and nothing is changed by it). */
const isIdName = (name: string) => name === 'id' || /Id$/.test(name);

function lowerBound(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  if (schema.minimum === undefined) return undefined;
  return schema.exclusiveMinimum === true ? schema.minimum + 1 : schema.minimum;
}

function upperBound(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - 1;
  if (schema.maximum === undefined) return undefined;
  return schema.exclusiveMaximum === true ? schema.maximum - 1 : schema.maximum;
}

function numberFor(schema: JsonSchema, name: string): number {
  const min = lowerBound(schema);
  const max = upperBound(schema);
  if (isIdName(name) && max !== undefined && max >= maxId) return max;
  const value = min ?? 1;
  return max !== undefined && value > max ? max : value;
}

/** Candidates a string member might accept, the likeliest first, judged by its name and format. */
function stringCandidates(schema: JsonSchema, name: string, n: number): string[] {
  const candidates: string[] = [];
  if (schema.format === 'email' || /email/i.test(name)) candidates.push(`matrix${n}@example.com`);
  if (schema.format === 'date' || /date|birth/i.test(name)) candidates.push('1990-01-01');
  if (schema.format === 'date-time' || /time$/i.test(name)) candidates.push(new Date().toISOString());
  if (/password/i.test(name)) candidates.push(`Matrix-Password-${n}`);
  if (schema.maxLength === 2) candidates.push('IS');
  candidates.push(`matrix${n}`, 'Matrix', `m${n}`);
  return candidates;
}

function stringFor(schema: JsonSchema, name: string): string {
  const n = ++counter;
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const fit = (s: string) => s.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? Infinity);
  const candidates = stringCandidates(schema, name, n).map(fit);
  return candidates.find((s) => !pattern || pattern.test(s)) ?? candidates[0];
}

const isNullSchema = (s: JsonSchema) => s.type === 'null' || (s.enum?.length === 1 && s.enum[0] === null);

/**
 * The smallest input the schema accepts: required members only, the lowest numbers, the first
 * enum value. `leading` marks the first item of an array, whose yes/no members say yes, so that
 * a list of options has a right answer.
 */
export function minimalValue(schema: JsonSchema, name = '', leading = false): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return minimalValue(alternatives.find((a) => !isNullSchema(a)) ?? alternatives[0], name, leading);
  if (schema.allOf) return minimalValue(Object.assign({}, ...schema.allOf) as JsonSchema, name, leading);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : 'string')) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, member] of Object.entries(schema.properties ?? {})) {
        if (member.type === 'boolean' && leading) out[key] = true;
        else if (schema.required?.includes(key)) out[key] = minimalValue(member, key);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, (_, i) => minimalValue(schema.items ?? {}, name, i === 0));
    case 'integer':
    case 'number':
      return numberFor(schema, name);
    case 'boolean':
      return leading;
    default:
      return stringFor(schema, name);
  }
}

export interface OperationRequest {
  method: string;
  url: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

/**
 * A request for the operation with the smallest valid input, then `overrides` put into the members
 * of those names wherever they travel (path, query or body).
 */
export function minimalRequest(op: Operation, overrides: Record<string, unknown> = {}): OperationRequest {
  let url = op.path;
  const query: Record<string, string> = {};
  for (const parameter of op.parameters) {
    const given = parameter.name in overrides;
    if (!given && !parameter.required) continue;
    const value = given ? overrides[parameter.name] : minimalValue(parameter.schema, parameter.name);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    if (parameter.in === 'query') query[parameter.name] = String(value);
  }
  let body: Record<string, unknown> | undefined;
  if (op.body) {
    body = minimalValue(op.body) as Record<string, unknown>;
    for (const [key, value] of Object.entries(overrides)) if (op.body.properties && key in op.body.properties) body[key] = value;
  }
  return { method: op.verb, url, query, body };
}
