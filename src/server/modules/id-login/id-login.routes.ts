import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../shared/contracts/common';
import { idLoginEndpoints as e } from '../../../shared/contracts/id-login';
import type { ServiceDeps } from '../../deps';
import { mountDevelopmentProvider } from '../../adapters/id-provider/development/mount';
import { frontChannelLogoutPath } from '../../adapters/id-provider/provider';
import { IdProviderError } from '../../adapters/id-provider/provider';
import { route } from '../../kernel/abp-route';
import { describeError } from '../../kernel/logger';
import type { SignInThrottle } from '../../kernel/sign-in-throttle';
import { browserKeyFor, sentBrowserKey } from './browser-binding';
import { frontChannelPage } from './front-channel-page';
import { linkIdLogin, registerByIdLogin } from './id-accounts.service';
import { getIdLoginUrl, idLoginHandler } from './id-login.service';
import { frontChannelLogout, getIdLogoutUrl, getIdTimeLeft, idLogoutPath, idLogoutRedirect, refreshIdToken } from './id-session.service';

/** Why the provider said no or could not be asked goes to the log; the caller hears only that it did. */
const logged = <T>(request: FastifyRequest, work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof IdProviderError) {
      const level = cause.reason === 'unavailable' ? 'warn' : 'info';
      request.log[level]({ error: describeError(cause.cause) }, `identity provider ${cause.reason}`);
    }
    throw error;
  });

/** `signIns` counts the wrong passwords of linking, as failed sign-ins are counted (decision 0004). */
export const idLoginRoutes = (deps: ServiceDeps, signIns: SignInThrottle) => [
  route(e.getIdLoginProvider, {
    access: 'anonymous',
    summary:
      'Whether the built-in development provider stands in for Ísland.is; records nothing, so the login screen may ask on every view.',
    handler: async () => ({ isDevelopmentProvider: deps.idProvider.kind === 'development' }),
  }),
  route(e.getIdLoginUrl, {
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    summary:
      'Starts a login with the national electronic ID: the provider’s authorization address (PKCE, state and nonce kept on the server), and the browser’s own key in the `IdLogin.Browser` cookie, without which the login does not finish.',
    handler: (ctx, input, request, reply) =>
      logged(request, getIdLoginUrl(deps, ctx, input, browserKeyFor(request, reply, deps.publicUrl.startsWith('https:')))),
  }),
  route(e.idLoginHandler, {
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    summary:
      'The return from the provider: checks the state and that this browser began the login (its `IdLogin.Browser` cookie), exchanges the code; signs in, or answers a registration or a link to finish.',
    handler: (ctx, input, request) => logged(request, idLoginHandler(deps, ctx, input, sentBrowserKey(request))),
  }),
  route(e.registerByIdLogin, {
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    summary: 'Registers the person the provider vouched for (name, ID number, date of birth are the provider’s) and signs them in.',
    handler: (ctx, input) => registerByIdLogin(deps, ctx, input),
  }),
  route(e.linkIdLogin, {
    access: 'anonymous',
    rateLimit: 'login',
    summary: 'Links the account with the provider’s verified e-mail address to the person’s ID number, once its password is proved.',
    handler: (ctx, input) => linkIdLogin(deps, ctx, input, signIns),
  }),
  route(e.getIdTimeLeft, {
    access: 'signedIn',
    summary: 'Seconds left of the provider’s access token behind this session; below zero means log out.',
    handler: (ctx) => getIdTimeLeft(deps, ctx),
  }),
  route(e.refreshIdPortenToken, {
    access: 'signedIn',
    summary: 'Refreshes the provider’s tokens kept on the server; a refusal ends the session and answers below zero.',
    handler: (ctx, _input, request) => logged(request, refreshIdToken(deps, ctx)),
  }),
  route(e.getIdLogoutUrl, {
    access: 'signedIn',
    summary:
      'The portal’s address that logs this session out at the provider (a single-use ticket; the server makes the redirect with the ID token hint), or null when the login was not through it.',
    handler: (ctx, _input, request) => logged(request, getIdLogoutUrl(deps, ctx)),
  }),
];

const frontChannelQuery = z.object({ iss: text().max(2000).optional(), sid: text().max(500).optional() });
const logoutQuery = z.object({ ticket: text().max(200).optional() });

/**
 * The provider's side: its front-channel logout, an HTML page the provider loads in a hidden
 * frame, and the development provider itself while no Ísland.is client is configured.
 */
export function registerIdProviderRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  const providerOrigin = new URL(deps.idProvider.issuer).origin;
  app.withTypeProvider<ZodTypeProvider>().get(
    frontChannelLogoutPath,
    {
      schema: {
        tags: ['Account'],
        summary:
          'The provider’s front-channel logout: ends the portal’s sessions of the provider’s session `sid`; an HTML page for its frame.',
        operationId: 'Account_FrontChannelLogout',
        querystring: frontChannelQuery,
        'x-access': { level: 'anonymous' },
      },
    },
    async (request, reply) => {
      await frontChannelLogout(deps, request.query);
      // Only the provider may show it, in its frame; it runs the web app's own script and nothing else.
      reply.removeHeader('x-frame-options');
      return reply
        .header('content-security-policy', `default-src 'none'; script-src 'self'; frame-ancestors 'self' ${providerOrigin}`)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(frontChannelPage(request.ctx.language));
    },
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    idLogoutPath,
    {
      schema: {
        tags: ['Account'],
        summary:
          'The logout at the provider: uses the ticket of GetIDLogoutUrl up and redirects to the provider’s end-session address with the ID token hint, or home.',
        operationId: 'Account_IDLogout',
        querystring: logoutQuery,
        'x-access': { level: 'anonymous' },
      },
    },
    async (request, reply) => {
      const location = await logged(request, idLogoutRedirect(deps, request.query.ticket, request.ctx.language));
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 303);
    },
  );
  mountDevelopmentProvider(app, deps.idProvider);
}
