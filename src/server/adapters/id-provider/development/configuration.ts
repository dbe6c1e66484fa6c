import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { isLanguage, type Language } from '../../../../shared/enums';
import { developmentProviderPath, idLoginScope, type IdProvider } from '../provider';
import { memoryStore } from './memory-store';
import { errorPage, loggedOutPage, logoutPage } from './pages';
import { claimsOf, findTestPerson, type Delegation } from './test-persons';

const minute = 60;

/** The language the portal asked for (`ui_locales`), Icelandic when it asked for none we have. */
export function languageOf(uiLocales: unknown): Language {
  const first = typeof uiLocales === 'string' ? uiLocales.split(' ')[0] : undefined;
  return isLanguage(first) ? first : 'is';
}

const contextLanguage = (ctx: KoaContextWithOIDC) => languageOf(ctx.oidc?.params?.ui_locales);

/**
 * The development provider's settings (oidc-provider 9): one client, the portal, with the
 * authorization code flow, PKCE S256 always, a refresh token with every login, logout started by
 * the portal (end_session), and the claims Ísland.is gives under the same names.
 */
export function developmentConfiguration(idProvider: IdProvider): Configuration {
  const secrets = idProvider.development!;
  // The company a login acts for, by the grant its tokens carry: oidc-provider makes a token's
  // `sub` the account's, so the choice cannot ride in the account itself.
  const delegations = new Map<string, Delegation>();
  const remember = (grantId: string, delegation: Delegation | null) => {
    delegations.delete(grantId);
    if (delegation) delegations.set(grantId, delegation);
    // A development provider's memory: the oldest choices go first.
    if (delegations.size > 1000) delegations.delete(delegations.keys().next().value!);
  };
  return {
    clients: [
      {
        client_id: idProvider.clientId,
        client_secret: secrets.clientSecret,
        client_name: 'Drónagátt',
        redirect_uris: [idProvider.redirectUri],
        post_logout_redirect_uris: [idProvider.postLogoutRedirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [secrets.signingKey as never] },
    cookies: { keys: secrets.cookieKeys },
    adapter: memoryStore(),
    async findAccount(_ctx, sub, token) {
      const person = findTestPerson(sub);
      const grantId = (token as { grantId?: string } | undefined)?.grantId;
      const delegation = (grantId && delegations.get(grantId)) || null;
      return person ? { accountId: sub, claims: async () => ({ ...claimsOf(person, delegation), sub }) } : undefined;
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'birthdate', 'nationalId', 'delegation'],
      email: ['email', 'email_verified'],
      address: ['address'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'address', 'phone'],
    responseTypes: ['code'],
    // The person's claims ride in the ID token as well as in userinfo, as Ísland.is's do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(contextLanguage(ctx), form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(contextLanguage(ctx));
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${developmentProviderPath}/interaction/${interaction.uid}` },
    // The portal is the provider's own client: the person is never asked to consent to it.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(oidc.client!.clientId);
      const delegation = (oidc.result?.delegation as Delegation | null | undefined) ?? null;
      if (grantId) {
        // A new login in the provider's session chose afresh; a silent one keeps the last choice.
        if (oidc.result?.login) remember(grantId, delegation);
        return oidc.provider.Grant.find(grantId);
      }
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId! });
      grant.addOIDCScope(idLoginScope);
      await grant.save();
      remember(grant.jti, delegation);
      return grant;
    },
    // Ísland.is gives a refresh token on asking for offline_access; this one gives it always,
    // since oidc-provider would otherwise ask for consent to offline access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: 15 * minute,
      AuthorizationCode: minute,
      IdToken: 60 * minute,
      Interaction: 10 * minute,
      RefreshToken: 8 * 60 * minute,
      Session: 8 * 60 * minute,
      Grant: 8 * 60 * minute,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(contextLanguage(ctx), String(out.error), out.error_description ? String(out.error_description) : undefined);
    },
  };
}
