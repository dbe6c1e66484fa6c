import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { default as Provider, InteractionResults } from 'oidc-provider';
import { developmentProviderPath as base, type IdProvider } from '../provider';
import { developmentConfiguration, languageOf } from './configuration';
import { errorPage, loginPage } from './pages';
import { findChoice, testPersons } from './test-persons';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** oidc-provider, made at the first request to it: a portal that never uses it never loads it. */
async function createProvider(idProvider: IdProvider): Promise<{ provider: Provider; handle: Handler }> {
  const { default: OidcProvider } = await import('oidc-provider');
  const provider = new OidcProvider(idProvider.issuer, developmentConfiguration(idProvider));
  // The portal's front-channel logout names the provider's session by `sid`, which Ísland.is puts
  // in its ID tokens; oidc-provider 9 puts it there only for back-channel logout clients.
  Object.defineProperty(provider.Client.prototype, 'includeSid', { value: () => true });
  // Its addresses are always the issuer's, whatever Host the request came with (see handOver).
  provider.proxy = true;
  return { provider, handle: provider.callback() as unknown as Handler };
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The development identity provider on the portal's own `/dev-idp`, answering only while no
 * Ísland.is client is configured (docs/id-login.md). Its protocol endpoints are oidc-provider's
 * own (Koa inside): the reply is handed over whole, body unread. Its login prompt, the list of
 * test persons, is the portal's page.
 */
export function mountDevelopmentProvider(app: FastifyInstance, idProvider: IdProvider): void {
  if (idProvider.kind !== 'development' || !idProvider.development) return;
  let made: ReturnType<typeof createProvider> | null = null;
  const ready = () => (made ??= createProvider(idProvider).catch((error: unknown) => ((made = null), Promise.reject(error))));

  void app.register(async (scope) => {
    // Koa reads the body itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const issuer = new URL(idProvider.issuer);
    const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
      const { handle } = await ready();
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      // Mounted under the issuer's path: oidc-provider routes the rest and names its endpoints
      // from the issuer's scheme and host, not from what a client or a proxy sent.
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(base.length) || '/';
      raw.headers.host = issuer.host;
      raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
      delete raw.headers['x-forwarded-host'];
      await handle(raw, reply.raw);
    };
    scope.all(base, { schema: { hide: true } }, handOver);
    scope.all(`${base}/*`, { schema: { hide: true } }, handOver);
  });

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    type Params = { uid: string };
    const interaction = async (request: FastifyRequest, reply: FastifyReply) => {
      const { provider } = await ready();
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.uid !== (request.params as Params).uid) return null;
        return { provider, details };
      } catch {
        return null;
      }
    };
    const expired = (reply: FastifyReply, language: string | undefined) =>
      html(reply, 400, errorPage(languageOf(language), 'login_expired'));

    scope.get(`${base}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
      const lang = (request.query as { lang?: string }).lang;
      const found = await interaction(request, reply);
      if (!found) return expired(reply, lang);
      return html(reply, 200, loginPage(languageOf(lang ?? found.details.params.ui_locales), found.details.uid, testPersons));
    });

    const finish =
      (result: (body: Record<string, string>) => InteractionResults | null) => async (request: FastifyRequest, reply: FastifyReply) => {
        const found = await interaction(request, reply);
        if (!found) return expired(reply, undefined);
        const outcome = result((request.body ?? {}) as Record<string, string>);
        if (!outcome) return html(reply, 400, errorPage(languageOf(found.details.params.ui_locales), 'invalid_request'));
        reply.hijack();
        await found.provider.interactionFinished(request.raw, reply.raw, outcome, { mergeWithLastSubmission: false });
      };
    scope.post(
      `${base}/interaction/:uid/login`,
      { schema: { hide: true } },
      finish((body) => {
        const choice = findChoice(body.sub ?? '');
        // The delegation rides on the result, where the grant made after the login picks it up (configuration.ts).
        return choice ? { login: { accountId: choice.person.sub }, delegation: choice.delegation } : null;
      }),
    );
    scope.post(
      `${base}/interaction/:uid/abort`,
      { schema: { hide: true } },
      finish(() => ({ error: 'access_denied', error_description: 'The person cancelled the test login.' })),
    );
  });
}
