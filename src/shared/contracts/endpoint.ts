import type { z } from 'zod';

export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API, defined once: the server's route (`kernel/abp-route.ts`) and the browser's
 * typed client (`web/lib/api-client.ts`) both read it, so a path, a verb, an input or a result
 * cannot say one thing on one side and another on the other.
 */
export interface Endpoint<I extends z.ZodType | undefined = z.ZodType | undefined, O extends z.ZodType = z.ZodType> {
  readonly service: string;
  readonly method: string;
  readonly verb: Verb;
  /** The URL path, `/api/services/app/{service}/{method}` unless the call lives elsewhere. */
  readonly path: string;
  /**
   * A member of `input` that travels in the path (`Page/Update/{id}`) rather than the query or
   * body, as the specification writes some calls.
   */
  readonly pathParam?: string;
  /** Members of a POST or PUT input that travel in the query as well as the body, as the specification writes some calls. */
  readonly alsoInQuery?: readonly string[];
  readonly input: I;
  readonly result: O;
}

export interface EndpointDefinition<I extends z.ZodType | undefined, O extends z.ZodType> {
  service: string;
  method: string;
  /** Overrides the verb that the method's name implies. */
  verb?: Verb;
  /** Overrides `/api/services/app/{service}/{method}`, for calls outside the application services. */
  path?: string;
  pathParam?: string;
  alsoInQuery?: readonly string[];
  input?: I;
  result: O;
}

/** DESIGN.md section 3: Get -> GET, Update/Put -> PUT, Delete/Remove -> DELETE, anything else POST. */
export function verbFor(method: string): Verb {
  if (/^get/i.test(method)) return 'GET';
  if (/^(update|put)/i.test(method)) return 'PUT';
  if (/^(delete|remove)/i.test(method)) return 'DELETE';
  return 'POST';
}

export const servicePath = (service: string, method: string) => `/api/services/app/${service}/${method}`;

export function endpoint<O extends z.ZodType, I extends z.ZodType | undefined = undefined>(
  definition: EndpointDefinition<I, O>,
): Endpoint<I, O> {
  return {
    service: definition.service,
    method: definition.method,
    verb: definition.verb ?? verbFor(definition.method),
    path: definition.path ?? servicePath(definition.service, definition.method),
    ...(definition.pathParam ? { pathParam: definition.pathParam } : {}),
    ...(definition.alsoInQuery ? { alsoInQuery: definition.alsoInQuery } : {}),
    input: definition.input as I,
    result: definition.result,
  };
}

/** What a caller sends: the input before the server's parsing (defaults may be left out). */
export type EndpointInput<E> = E extends Endpoint<infer I, z.ZodType> ? (I extends z.ZodType ? z.input<I> : void) : never;
/** What the caller gets back. */
export type EndpointResult<E> = E extends Endpoint<z.ZodType | undefined, infer O> ? z.output<O> : never;
