import { describe, expect, it } from 'vitest';
import { IdProviderError, openIdClient } from './client';
import { formatIdNumber, personOf } from './person';

const issuer = 'https://idp.example.is';

/** A provider's token endpoint answering as told: how a refresh ends tells whether the session may go on. */
function clientAnswering(token: () => Response) {
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/.well-known/openid-configuration')) {
      return Response.json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      });
    }
    return token();
  };
  return openIdClient({
    issuer,
    clientId: 'portal',
    clientSecret: 'secret',
    redirectUri: 'https://portal.example.is/signin-oidc',
    scope: 'openid',
    allowHttp: false,
    fetch,
  });
}

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof IdProviderError ? error.reason : `other: ${String(error)}`),
  );

describe('the client’s reading of a failed refresh', () => {
  it('takes an OAuth error of the request as a refusal, which ends the session', async () => {
    const client = clientAnswering(() => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    expect(await reasonOf(client.refresh('spent'))).toBe('refused');
  });

  it('takes the provider’s own trouble, a page that is no answer, or no connection as unavailable, which ends nothing', async () => {
    const troubled = clientAnswering(() => Response.json({ error: 'temporarily_unavailable' }, { status: 503 }));
    expect(await reasonOf(troubled.refresh('good'))).toBe('unavailable');
    const serverError = clientAnswering(() => Response.json({ error: 'server_error' }, { status: 400 }));
    expect(await reasonOf(serverError.refresh('good'))).toBe('unavailable');
    const gateway = clientAnswering(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect(await reasonOf(gateway.refresh('good'))).toBe('unavailable');
    const down = clientAnswering(() => {
      throw new TypeError('fetch failed');
    });
    expect(await reasonOf(down.refresh('good'))).toBe('unavailable');
  });

  it('refuses a provider over plain http unless it is allowed, without telling the person no', async () => {
    const client = openIdClient({
      issuer: 'http://idp.example.is',
      clientId: 'portal',
      clientSecret: 'secret',
      redirectUri: 'https://portal.example.is/signin-oidc',
      scope: 'openid',
      allowHttp: false,
      fetch: async () => Response.json({}),
    });
    expect(await reasonOf(client.authorizationUrl({ state: 's', nonce: 'n', codeVerifier: 'v'.repeat(43), language: 'is' }))).toBe(
      'unavailable',
    );
  });
});

describe('the person from the claims', () => {
  it('reads Ísland.is’s claims: the kennitala with its dash, the names, the date of birth and a vouched address', () => {
    expect(
      personOf({
        sub: 'abc',
        nationalId: '0101302989',
        name: 'Gervimaður Ameríka',
        birthdate: '1930-01-01',
        email: 'g@example.com',
        email_verified: 'true',
      }),
    ).toEqual({
      subject: 'abc',
      idNumber: '010130-2989',
      name: 'Gervimaður',
      surname: 'Ameríka',
      dateOfBirth: '1930-01-01',
      email: 'g@example.com',
      emailVerified: true,
      address: null,
      phoneNumber: null,
    });
    expect(personOf({ sub: 'abc', nationalId: '010130-2989', given_name: 'Anna María', family_name: 'Jónsdóttir' })).toMatchObject({
      name: 'Anna María',
      surname: 'Jónsdóttir',
      dateOfBirth: null,
      email: null,
      emailVerified: false,
    });
  });

  it('reads the register’s address and phone, in either spelling of the address claim, and nothing malformed', () => {
    const person = { sub: 'abc', nationalId: '0101302989', name: 'Gervimaður Ameríka' };
    expect(
      personOf({
        ...person,
        address: { street_address: 'Borgartún 21', postal_code: '105', locality: 'Reykjavík', country: 'is' },
        phone_number: '+354 555 0101',
      }),
    ).toMatchObject({
      address: { streetAddress: 'Borgartún 21', postNumber: '105', postLocation: 'Reykjavík', countryCode: 'IS' },
      phoneNumber: '+354 555 0101',
    });
    expect(personOf({ ...person, address: { streetAddress: 'Hafnarstræti 9', postalCode: '600', locality: 'Akureyri' } })?.address).toEqual(
      {
        streetAddress: 'Hafnarstræti 9',
        postNumber: '600',
        postLocation: 'Akureyri',
        countryCode: 'IS',
      },
    );
    expect(personOf({ ...person, address: { formatted: 'Borgartún 21' }, phone_number: 'call me' })).toMatchObject({
      address: null,
      phoneNumber: null,
    });
  });

  it('reads the company a delegated login acts for, and takes no company for a person', () => {
    const person = { sub: 'abc', nationalId: '0101302399', name: 'Gervimaður Færeyjar' };
    expect(personOf({ ...person, delegation: { nationalId: '7005123340', name: 'Landmælingar og kort ehf.' } })).toMatchObject({
      idNumber: '010130-2399',
      actingFor: '700512-3340',
    });
    expect(personOf({ ...person, delegation: { nationalId: 'x' } })).not.toHaveProperty('actingFor');
    expect(personOf({ ...person, nationalId: '7005123340', actor: { nationalId: '0101302399', name: 'Gervimaður Færeyjar' } })).toBeNull();
  });

  it('is nobody without a subject, a valid kennitala or a name', () => {
    expect(personOf({ nationalId: '0101302989', name: 'A B' })).toBeNull();
    expect(personOf({ sub: 'x', nationalId: '01013029', name: 'A B' })).toBeNull();
    expect(personOf({ sub: 'x', nationalId: '0101302989' })).toBeNull();
    expect(formatIdNumber('010130 2989')).toBeNull();
    expect(formatIdNumber('010130-2989')).toBe('010130-2989');
  });
});
