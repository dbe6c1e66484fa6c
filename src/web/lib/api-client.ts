import type { ClientEndpoint, EndpointInput, EndpointResult } from '../../shared/contracts/endpoint';
import { apiUrl, request, type Query } from './http';

/** A call's input, or nothing for a call that takes none. */
type InputArgs<E extends ClientEndpoint> =
  EndpointInput<E> extends void ? [input?: undefined, signal?: AbortSignal] : [input: EndpointInput<E>, signal?: AbortSignal];

/** Splits the path member off a call's input: the path it names, and what goes in the query or body. */
function wire(endpoint: ClientEndpoint, input: unknown): { path: string; rest: Record<string, unknown> | undefined } {
  const members = input as Record<string, unknown> | undefined;
  if (!endpoint.pathParam || !members) return { path: endpoint.path, rest: members };
  const { [endpoint.pathParam]: inPath, ...rest } = members;
  return { path: `${endpoint.path}/${encodeURIComponent(String(inPath))}`, rest };
}

/**
 * Calls an endpoint of `shared/contracts/client/`: its path, verb and result type come from the one
 * definition the server's route uses too (the table is generated from it, without the schemas), so
 * a call site names only the call and its input.
 */
export function call<E extends ClientEndpoint>(endpoint: E, ...[input, signal]: InputArgs<E>): Promise<EndpointResult<E>> {
  const { path, rest } = wire(endpoint, input);
  const inQuery = endpoint.verb === 'GET' || endpoint.verb === 'DELETE';
  if (inQuery) return request<EndpointResult<E>>(endpoint.verb, path, { query: rest as Query, signal });
  const query = endpoint.alsoInQuery && rest ? Object.fromEntries(endpoint.alsoInQuery.map((key) => [key, rest[key]])) : undefined;
  return request<EndpointResult<E>>(endpoint.verb, path, { query: query as Query | undefined, body: rest, signal });
}

/** The address of a GET call, for a link or a download the browser follows itself. */
export function endpointUrl<E extends ClientEndpoint>(endpoint: E, ...[input]: InputArgs<E>): string {
  const { path, rest } = wire(endpoint, input);
  return apiUrl(path, rest as Query);
}
