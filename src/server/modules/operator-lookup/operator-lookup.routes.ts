import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../../shared/contracts/common';
import { operatorLookupEndpoints, operatorLookupInput, operatorLookupResult } from '../../../shared/contracts/operator-lookup';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { ok, route, type AbpRoute } from '../../kernel/abp-route';
import type { Access, AccessRule } from '../../kernel/access';
import { addressKey } from '../../kernel/client-address';
import { basicCredentials } from './client-credentials';
import { authenticateLookupClient, issueAccessToken, OAuthError, type LookupClient } from './client-tokens.service';
import { checkOperatorNumber, createLookupClient, getLookupClients, lookUpOperatorNumber, revokeClient } from './operator-lookup.service';

/** Clients read every tenant's operators: the host's administrators only. */
const clientsAccess: Access = { anyOf: [Permission.Administrator], hostOnly: true };

export const operatorLookupRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(operatorLookupEndpoints.getAll, {
    access: clientsAccess,
    summary: 'Every operator-number lookup client, revoked ones too, newest first; never a secret.',
    handler: (ctx) => getLookupClients(deps, ctx),
  }),
  route(operatorLookupEndpoints.create, {
    access: clientsAccess,
    summary: 'Makes a lookup client for an authority; its secret is in this answer only.',
    record: 'OperatorLookupClient',
    handler: (ctx, input) => createLookupClient(deps, ctx, input),
  }),
  route(operatorLookupEndpoints.revoke, {
    access: clientsAccess,
    summary: 'Revokes a lookup client: its secret and the tokens it holds stop working at once.',
    record: 'OperatorLookupClient',
    handler: (ctx, input) => revokeClient(deps, ctx, input),
  }),
  route(operatorLookupEndpoints.check, {
    access: 'anonymous',
    needsActor: false,
    rateLimit: 'anonymousWrite',
    summary: 'The public check of an operator registration number: well formed and currently valid, and nothing of whose it is.',
    handler: (_ctx, input) => checkOperatorNumber(deps, input.operatorNumber),
  }),
];

export const tokenPath = '/oauth/token';
export const lookupPath = '/api/operator-lookup';

/** The lookup's `x-access`: a client's bearer token with the scope, never a session (decision 0043). */
const lookupAccess: AccessRule = { level: 'client', scopes: ['operator-lookup:status'] };

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

/** Requests to the token endpoint per address: a secret of 256 bits is not guessed, but nobody need try. */
const tokenRequestsPerMinute = 30;

/**
 * The OAuth 2.0 token endpoint and the lookup, outside the ABP envelope's calls: the token
 * endpoint answers as RFC 6749 writes it, to a form, and the lookup takes a client's token rather
 * than a session. In a plugin of their own, so the form parser reaches no other route.
 */
export function registerOperatorLookup(app: FastifyInstance, deps: ServiceDeps) {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.post(
      tokenPath,
      {
        // Described by the OpenAPI document's `operatorLookup` security scheme, as OAuth's token URL.
        schema: { hide: true },
        bodyLimit: 4096,
        config: {
          rateLimit: { max: tokenRequestsPerMinute, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => addressKey(request.ip) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
        const form = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
        try {
          return await issueAccessToken(deps, { basic: basicCredentials(request.headers.authorization), form });
        } catch (error) {
          if (!(error instanceof OAuthError)) throw error;
          if (error.status === 401) reply.header('www-authenticate', 'Basic realm="operator-lookup"');
          return reply.code(error.status).send({ error: error.error, error_description: error.description });
        }
      },
    );

    scope.withTypeProvider<ZodTypeProvider>().post(
      lookupPath,
      {
        schema: {
          tags: ['OperatorLookup'],
          summary:
            'What the register holds of an operator registration number: its status, the operator’s kind and validity; a whole number confirmed; the name and contact with the identity scope. Recorded in the audit log.',
          operationId: 'OperatorLookup_Lookup',
          'x-access': lookupAccess,
          security: [{ operatorLookup: ['operator-lookup:status'] }],
          body: operatorLookupInput,
          response: { 200: envelope(operatorLookupResult) },
        },
        config: {
          rateLimit: {
            hook: 'preHandler',
            timeWindow: 60_000,
            max: (request: FastifyRequest) => request.lookupClient?.requestsPerMinute ?? 1,
            keyGenerator: (request: FastifyRequest) => `lookup-client:${request.lookupClient?.id ?? addressKey(request.ip)}`,
          },
        },
        onRequest: async (request, reply) => {
          try {
            request.lookupClient = await authenticateLookupClient(deps, bearerToken(request));
          } catch (error) {
            const status = (error as { status?: number }).status;
            if (status === 401) reply.header('www-authenticate', 'Bearer realm="operator-lookup", error="invalid_token"');
            if (status === 403) reply.header('www-authenticate', 'Bearer realm="operator-lookup", error="insufficient_scope"');
            throw error;
          }
        },
      },
      async (request) => {
        const client = request.lookupClient!;
        const caller = { lookupClientId: client.id, scopes: client.scopes, clientIp: request.ip, requestId: request.id };
        return ok(await lookUpOperatorNumber(deps, caller, request.body.operatorNumber));
      },
    );
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The lookup client a bearer token named, on the lookup's route. */
    lookupClient?: LookupClient;
  }
}
