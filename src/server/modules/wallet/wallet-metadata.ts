import type { ServiceDeps } from '../../deps';
import { publishedKeys } from './issuer-keys';
import { credentialConfigurationId, issuerOf, preAuthorizedGrant, vctOf, walletPaths } from './wallet-protocol';

const claim = (path: string, is: string, en: string) => ({
  path: [path],
  display: [
    { name: is, locale: 'is' },
    { name: en, locale: 'en' },
  ],
});

/** `/.well-known/openid-credential-issuer` (OpenID4VCI 1.0 section 12.2): the one configuration, in Icelandic and English. */
export function credentialIssuerMetadata(deps: ServiceDeps) {
  const issuer = issuerOf(deps);
  return {
    credential_issuer: issuer,
    authorization_servers: [issuer],
    credential_endpoint: `${issuer}${walletPaths.credential}`,
    nonce_endpoint: `${issuer}${walletPaths.nonce}`,
    display: [
      { name: 'Samgöngustofa', locale: 'is' },
      { name: 'Icelandic Transport Authority', locale: 'en' },
    ],
    credential_configurations_supported: {
      [credentialConfigurationId]: {
        format: 'dc+sd-jwt',
        vct: vctOf(deps),
        cryptographic_binding_methods_supported: ['jwk'],
        credential_signing_alg_values_supported: ['ES256'],
        proof_types_supported: { jwt: { proof_signing_alg_values_supported: ['ES256'] } },
        credential_metadata: {
          display: [
            {
              name: 'Skírteini fjarflugmanns',
              locale: 'is',
              description: 'Hæfnisskírteini eða staðfesting á netnámi fjarflugmanns (A1/A3, A2)',
            },
            {
              name: 'Remote pilot certificate',
              locale: 'en',
              description: 'Remote pilot certificate of competency or proof of online training (A1/A3, A2)',
            },
          ],
          claims: [
            claim('given_name', 'Eiginnafn', 'Given name'),
            claim('family_name', 'Kenninafn', 'Family name'),
            claim('birthdate', 'Fæðingardagur', 'Date of birth'),
            claim('personal_administrative_number', 'Kennitala', 'Personal ID number (kennitala)'),
            claim('certificate_type', 'Flokkur', 'Category'),
            claim('certificate_number', 'Númer skírteinis', 'Certificate number'),
            claim('issue_date', 'Útgáfudagur', 'Issue date'),
            claim('expiry_date', 'Gildir til', 'Valid until'),
          ],
        },
      },
    },
  };
}

/** `/.well-known/oauth-authorization-server` (RFC 8414): the token endpoint of the pre-authorized code grant only. */
export function authorizationServerMetadata(deps: ServiceDeps) {
  const issuer = issuerOf(deps);
  return {
    issuer,
    token_endpoint: `${issuer}${walletPaths.token}`,
    grant_types_supported: [preAuthorizedGrant],
    token_endpoint_auth_methods_supported: ['none'],
    'pre-authorized_grant_anonymous_access_supported': true,
    response_types_supported: [],
  };
}

/** The published keys: every key that ever signed, each with its `kid`. */
export async function jwks(deps: ServiceDeps) {
  return { keys: await publishedKeys(deps) };
}

/** `/.well-known/jwt-vc-issuer` (SD-JWT VC section 5): the issuer and its keys. */
export async function jwtVcIssuerMetadata(deps: ServiceDeps) {
  return { issuer: issuerOf(deps), jwks: await jwks(deps) };
}
