import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServiceDeps } from '../../deps';
import { credentialIssuerMetadata, authorizationServerMetadata, jwks, jwtVcIssuerMetadata } from './wallet-metadata';
import { credentialOfferOf, exchangePreAuthorizedCode } from './wallet-offers.service';
import { issueCredential, statusListToken } from './wallet-issuance.service';
import { newNonce, ProtocolError, walletPaths } from './wallet-protocol';

const tags = ['Wallet'];
const anonymous = { 'x-access': { level: 'anonymous' } };

/** The protocol's own error body; a 401 also says so in `WWW-Authenticate` (RFC 6750). */
function protocolReply(reply: FastifyReply, error: unknown) {
  if (!(error instanceof ProtocolError)) throw error;
  if (error.status === 401) reply.header('www-authenticate', `Bearer error="${error.error}"`);
  return reply.code(error.status).header('cache-control', 'no-store').send({ error: error.error, error_description: error.description });
}

/** Public documents anyone may fetch and cache, from any origin (a verifier's web page among them). */
const publicJson = (reply: FastifyReply, body: unknown, maxAge = 300) =>
  reply.header('cache-control', `public, max-age=${maxAge}`).header('access-control-allow-origin', '*').send(body);

/**
 * What a wallet and a verifier call (OpenID4VCI 1.0, SD-JWT VC, the Token Status List): outside
 * the ABP envelope, in the shapes those specifications fix, each anonymous to the portal's
 * sessions; the credential endpoint checks its own bearer token. The token endpoint takes form
 * posts, which the rest of the portal does not, so its parser lives in this scope only.
 */
export function registerWalletProtocolRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  const document = (path: string, operationId: string, summary: string, body: () => unknown) =>
    app.get(path, { schema: { tags, summary, operationId, ...anonymous } }, async (_request, reply) => publicJson(reply, await body()));

  document(
    walletPaths.issuerMetadata,
    'Wallet_CredentialIssuerMetadata',
    'OpenID4VCI credential issuer metadata: the one credential configuration (dc+sd-jwt), in Icelandic and English.',
    () => credentialIssuerMetadata(deps),
  );
  document(
    walletPaths.authorizationServerMetadata,
    'Wallet_AuthorizationServerMetadata',
    'OAuth authorization server metadata: the token endpoint of the pre-authorized code grant.',
    () => authorizationServerMetadata(deps),
  );
  document(
    walletPaths.jwtVcIssuer,
    'Wallet_JwtVcIssuerMetadata',
    'SD-JWT VC issuer metadata: the issuer and every key that ever signed, by kid.',
    () => jwtVcIssuerMetadata(deps),
  );
  document(walletPaths.jwks, 'Wallet_Jwks', 'The issuer’s keys (JWKS): the signing key and the retired ones, by kid.', () => jwks(deps));

  app.get<{ Params: { offer: string } }>(
    `${walletPaths.offer}/:offer`,
    {
      schema: {
        tags,
        summary: 'A credential offer by its address: the pre-authorized code, until used or ten minutes old.',
        operationId: 'Wallet_CredentialOffer',
        ...anonymous,
      },
    },
    async (request, reply) => {
      const offer = await credentialOfferOf(deps, request.params.offer);
      reply.header('cache-control', 'no-store');
      return offer
        ? reply.send(offer)
        : reply.code(404).send({ error: 'invalid_request', error_description: 'No such offer, or it was used or has expired.' });
    },
  );

  app.get(
    walletPaths.statusList,
    {
      schema: {
        tags,
        summary: 'The Token Status List (2 bits: 0 valid, 1 revoked, 3 expired) as a signed JWT.',
        operationId: 'Wallet_StatusList',
        ...anonymous,
      },
    },
    async (_request, reply) =>
      reply
        .type('application/statuslist+jwt')
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*')
        .send(await statusListToken(deps)),
  );

  app.post(
    walletPaths.nonce,
    { schema: { tags, summary: 'A fresh c_nonce for the key proof (five minutes).', operationId: 'Wallet_Nonce', ...anonymous } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ c_nonce: newNonce(deps) }),
  );

  app.post<{ Body: Record<string, unknown> | undefined }>(
    walletPaths.credential,
    {
      // Its bearer token is the wallet's, not a portal session's, and answers 401 when wrong: kept out
      // of the OpenAPI document, as /metrics behind its own token is, and described in docs/wallet.md.
      schema: { hide: true },
    },
    async (request, reply) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
      try {
        const body = request.body && typeof request.body === 'object' ? request.body : {};
        const issued = await issueCredential(deps, { clientIp: request.ip, requestId: request.id }, bearer, body);
        return reply.header('cache-control', 'no-store').send(issued);
      } catch (error) {
        return protocolReply(reply, error);
      }
    },
  );

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post<{ Body: Record<string, unknown> | undefined }>(
      walletPaths.token,
      {
        schema: {
          tags,
          summary: 'The token endpoint: the pre-authorized code, once, for an access token and a c_nonce.',
          operationId: 'Wallet_Token',
          ...anonymous,
        },
      },
      async (request, reply) => {
        try {
          return reply.header('cache-control', 'no-store').send(await exchangePreAuthorizedCode(deps, request.body ?? {}));
        } catch (error) {
          return protocolReply(reply, error);
        }
      },
    );
  });
}
