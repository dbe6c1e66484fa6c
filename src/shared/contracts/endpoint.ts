import type { z } from 'zod';

export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a caller sends: the input before the server's parsing (defaults may be left out); nothing for a call without input. */
type InputOf<I extends z.ZodType | undefined> = I extends z.ZodType ? z.input<I> : void;

declare const carried: unique symbol;

/**
 * A call as the browser's client makes it: where and how it goes, and (as types only) what it takes
 * and gives back. It carries no schema, so a page can call the API without loading zod; the tables
 * of these in `contracts/client/` are generated from the definitions below (scripts/client-endpoints.ts).
 */
export interface ClientEndpoint<In = unknown, Out = unknown> {
  readonly verb: Verb;
  /** The URL path, `/api/services/app/{service}/{method}` unless the call lives elsewhere. */
  readonly path: string;
  /**
   * A member of the input that travels in the path (`Page/Update/{id}`) rather than the query or
   * body, as the specification writes some calls.
   */
  readonly pathParam?: string;
  /** Members of a POST or PUT input that travel in the query as well as the body, as the specification writes some calls. */
  readonly alsoInQuery?: readonly string[];
  /** Never set: the types of the input and the result, for the client's signatures. */
  readonly [carried]?: { readonly input: In; readonly result: Out };
}

/**
 * One call of the API, defined once: the server's route (`kernel/abp-route.ts`) reads it, and the
 * browser's typed client (`web/lib/api-client.ts`) calls it through the schema-free copy generated
 * from it, so a path, a verb, an input or a result cannot say one thing on one side and another on
 * the other.
 */
export interface Endpoint<I extends z.ZodType | undefined = z.ZodType | undefined, O extends z.ZodType = z.ZodType> extends ClientEndpoint<
  InputOf<I>,
  z.output<O>
> {
  readonly service: string;
  readonly method: string;
  readonly input: I;
  readonly result: O;
  /** Verbs the server answers besides `verb`, as the specification writes a few calls (the browser uses `verb`). */
  readonly alsoVerbs?: readonly Verb[];
}

/** The client's side of a table of calls (or of tables of calls): the same names, without the schemas. */
export type ClientEndpoints<T> = { readonly [K in keyof T]: T[K] extends ClientEndpoint ? ClientEndpointOf<T[K]> : ClientEndpoints<T[K]> };
export type ClientEndpointOf<E> = E extends ClientEndpoint<infer In, infer Out> ? ClientEndpoint<In, Out> : never;

export interface EndpointDefinition<I extends z.ZodType | undefined, O extends z.ZodType> {
  service: string;
  method: string;
  /** Overrides the verb that the method's name implies. */
  verb?: Verb;
  /** Overrides `/api/services/app/{service}/{method}`, for calls outside the application services. */
  path?: string;
  pathParam?: string;
  alsoInQuery?: readonly string[];
  alsoVerbs?: readonly Verb[];
  input?: I;
  result: O;
}

/** Requirements §10: Get -> GET, Update/Put -> PUT, Delete/Remove -> DELETE, anything else POST. */
export function verbFor(method: string): Verb {
  if (/^get/i.test(method)) return 'GET';
  if (/^(update|put)/i.test(method)) return 'PUT';
  if (/^(delete|remove)/i.test(method)) return 'DELETE';
  return 'POST';
}

export const servicePath = (service: string, method: string) => `/api/services/app/${service}/${method}`;

/** An update: a call named Update… or Put…, which changes what is stored (Page/Ranking, say, moves a page). */
export const isUpdate = (method: string) => /^(update|put)/i.test(method);

/** The wrappers a member may sit in; a default inside any of them still fills an omitted member. */
const wrappers = new Set(['optional', 'nullable', 'readonly', 'nonoptional']);
const fillers = new Set(['default', 'prefault', 'catch']);

function fillsWhenOmitted(member: z.ZodType): boolean {
  let def = (member as { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } } })._zod.def;
  for (let depth = 0; depth < 10; depth++) {
    if (fillers.has(def.type)) return true;
    const inner = wrappers.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined;
    if (!inner) return false;
    def = (inner as unknown as { _zod: { def: typeof def } })._zod.def;
  }
  return false;
}

/** The members of an input object that take a value of their own when a caller leaves them out. */
export function membersFilledWhenOmitted(input: z.ZodType | undefined): string[] {
  let def = (input as { _zod?: { def: { type: string; in?: z.ZodType; shape?: Record<string, z.ZodType> } } } | undefined)?._zod?.def;
  if (def?.type === 'pipe') def = (def.in as unknown as { _zod: { def: typeof def } })._zod.def;
  if (def?.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape)
    .filter(([, member]) => fillsWhenOmitted(member))
    .map(([name]) => name);
}

export function endpoint<O extends z.ZodType, I extends z.ZodType | undefined = undefined>(
  definition: EndpointDefinition<I, O>,
): Endpoint<I, O> {
  const verb = definition.verb ?? verbFor(definition.method);
  // Decision 0027: a member an update leaves out is refused (required) or kept as it is (optional),
  // never replaced by a default: Role/Update without its grants once wiped them.
  const filled = isUpdate(definition.method) ? membersFilledWhenOmitted(definition.input) : [];
  if (filled.length) {
    throw new Error(
      `${definition.service}/${definition.method}: an update may not fill an omitted member (${filled.join(', ')}); ` +
        'make it required, or optional and kept as it is (keptWhenOmitted)',
    );
  }
  return {
    service: definition.service,
    method: definition.method,
    verb,
    path: definition.path ?? servicePath(definition.service, definition.method),
    ...(definition.pathParam ? { pathParam: definition.pathParam } : {}),
    ...(definition.alsoInQuery ? { alsoInQuery: definition.alsoInQuery } : {}),
    ...(definition.alsoVerbs ? { alsoVerbs: definition.alsoVerbs } : {}),
    input: definition.input as I,
    result: definition.result,
  };
}

/** What a caller sends: the input before the server's parsing (defaults may be left out). */
export type EndpointInput<E> = E extends ClientEndpoint<infer In, unknown> ? In : never;
/** What the caller gets back. */
export type EndpointResult<E> = E extends ClientEndpoint<unknown, infer Out> ? Out : never;
