import { eq } from 'drizzle-orm';
import type { JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, credentialIssuerKeys, userCertificates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { award, certificateApi, certificateSetup, dayFromToday, today } from '../certificates/certificates.test-support';
import { httpOf, preAuthorizedGrant, SpecWallet, statusOf, verifyOffline } from './wallet-client.test-support';

const walletApi = '/api/services/app/Wallet';
const issuer = 'http://portal.test';
const statusListUri = `${issuer}/api/wallet/status-lists/1`;

let t: TestApp;
let s: Awaited<ReturnType<typeof certificateSetup>>;
let http: ReturnType<typeof httpOf>;

beforeAll(async () => {
  t = await createTestApp();
  s = await certificateSetup(t);
  http = httpOf(t);
});
afterAll(() => t.close());

/** A pilot with a kennitala and a valid A2 certificate. */
async function holder() {
  const user = await t.userWith(['Pages.Pilot.Permission'], {
    tenantId: s.tenantId,
    fields: { name: 'Sólveig Þóra', surname: 'Ísfeld', dateOfBirth: '1991-03-17', customerNumber: '170391-2229' },
  });
  const { userCertificateId } = await award(t, { tenantId: s.tenantId, userId: user.id, certificateType: 2, passedDate: today() });
  return { ...user, userCertificateId };
}

const offerFor = (token: string, userCertificateId: number) =>
  t.call('POST', `${walletApi}/CreateCredentialOffer`, { token, body: { userCertificateId } });

const jwksNow = async (): Promise<JSONWebKeySet> => (await http(`${issuer}/api/wallet/jwks`)).body;
const statusNow = async (idx: number) => statusOf((await http(statusListUri)).text, await jwksNow(), statusListUri, idx);
const idxOf = (credential: string) =>
  JSON.parse(Buffer.from(credential.split('.')[1], 'base64url').toString()).status.status_list.idx as number;
const checkOnline = (presentation: string, language?: 'is' | 'en') =>
  t.call('POST', `${walletApi}/VerifyPresentation`, { body: { presentation }, language });

describe('the published metadata', () => {
  it('describes the issuer, the one configuration in both languages, the token endpoint and the keys', async () => {
    const metadata = await http(`${issuer}/.well-known/openid-credential-issuer`);
    expect(metadata.status).toBe(200);
    expect(metadata.body.credential_issuer).toBe(issuer);
    expect(metadata.body.credential_endpoint).toBe(`${issuer}/api/wallet/credential`);
    expect(metadata.body.nonce_endpoint).toBe(`${issuer}/api/wallet/nonce`);
    expect(metadata.body.display.map((d: { locale: string }) => d.locale)).toEqual(['is', 'en']);
    const configuration = metadata.body.credential_configurations_supported.DronePilotCertificate;
    expect(configuration).toMatchObject({ format: 'dc+sd-jwt', cryptographic_binding_methods_supported: ['jwk'] });
    expect(configuration.proof_types_supported.jwt.proof_signing_alg_values_supported).toEqual(['ES256']);
    expect(configuration.credential_metadata.display.map((d: { locale: string }) => d.locale)).toEqual(['is', 'en']);

    const oauth = await http(`${issuer}/.well-known/oauth-authorization-server`);
    expect(oauth.body).toMatchObject({ issuer, token_endpoint: `${issuer}/api/wallet/token`, grant_types_supported: [preAuthorizedGrant] });

    const vcIssuer = await http(`${issuer}/.well-known/jwt-vc-issuer`);
    const jwks = await jwksNow();
    expect(vcIssuer.body).toEqual({ issuer, jwks });
    expect(jwks.keys.length).toBeGreaterThanOrEqual(1);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(key.kid).toBeTruthy();
      expect(key).not.toHaveProperty('d');
    }
  });
});

describe('issuing, presenting and verifying', () => {
  it('issues to a wallet from the QR code, which presents only the chosen claims and verifies offline with the JWKS', async () => {
    const pilot = await holder();
    const offer = await offerFor(pilot.token, pilot.userCertificateId);
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    const { walletLink, offerUri, qrCodeSvg } = offer.body.result;
    expect(walletLink).toBe(`openid-credential-offer://?credential_offer_uri=${encodeURIComponent(offerUri)}`);
    expect(qrCodeSvg).toMatch(/^<svg/);

    const wallet = new SpecWallet(http);
    const credential = await wallet.receive(walletLink);
    expect(wallet.steps.token.body).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect(wallet.steps.token.body.c_nonce).toEqual(expect.any(String));
    expect(wallet.steps.token.headers['cache-control']).toBe('no-store');

    // The issuer-signed part holds neither the birth date nor the kennitala in the clear.
    const [issuerJwt, ...disclosures] = credential.split('~');
    const header = JSON.parse(Buffer.from(issuerJwt.split('.')[0], 'base64url').toString());
    const payload = JSON.parse(Buffer.from(issuerJwt.split('.')[1], 'base64url').toString());
    expect(header).toMatchObject({ typ: 'dc+sd-jwt', alg: 'ES256' });
    expect(payload).toMatchObject({
      iss: issuer,
      vct: `${issuer}/credentials/drone-pilot-certificate`,
      given_name: 'Sólveig Þóra',
      family_name: 'Ísfeld',
      certificate_type: 'A2',
      issue_date: today(),
      expiry_date: dayFromToday(5),
      cnf: { jwk: wallet.publicJwk },
      status: { status_list: { uri: statusListUri, idx: expect.any(Number) } },
      _sd_alg: 'sha-256',
    });
    expect(payload).not.toHaveProperty('birthdate');
    expect(payload).not.toHaveProperty('personal_administrative_number');
    expect(JSON.stringify(payload)).not.toContain('170391');
    expect(disclosures.filter(Boolean)).toHaveLength(2);

    // The holder shows the birth date, not the kennitala, to a verifier who asked with its nonce.
    const presentation = await wallet.present(credential, ['birthdate'], 'https://police.example', 'n-0S6_WzA2Mj');
    const jwks = await jwksNow();
    const { claims, kid } = await verifyOffline(presentation, jwks, { issuer, audience: 'https://police.example', nonce: 'n-0S6_WzA2Mj' });
    expect(kid).toBe(header.kid);
    expect(claims).toMatchObject({ given_name: 'Sólveig Þóra', birthdate: '1991-03-17', certificate_number: payload.certificate_number });
    expect(claims).not.toHaveProperty('personal_administrative_number');
    expect(await statusNow(idxOf(credential))).toBe(0);

    // A verifier refuses another nonce, a changed claim and another holder's key binding.
    await expect(verifyOffline(presentation, jwks, { issuer, audience: 'https://police.example', nonce: 'other' })).rejects.toThrow();
    const tampered = presentation.replace(
      issuerJwt.split('.')[1],
      Buffer.from(JSON.stringify({ ...payload, certificate_type: 'A1/A3' })).toString('base64url'),
    );
    await expect(verifyOffline(tampered, jwks, { issuer, audience: 'https://police.example', nonce: 'n-0S6_WzA2Mj' })).rejects.toThrow();
    const thief = new SpecWallet(http);
    const stolen = await thief.present(credential, ['birthdate'], 'https://police.example', 'n-0S6_WzA2Mj');
    await expect(verifyOffline(stolen, jwks, { issuer, audience: 'https://police.example', nonce: 'n-0S6_WzA2Mj' })).rejects.toThrow();

    // The verification page says the same, and shows only what was disclosed.
    const online = await checkOnline(presentation);
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    expect(online.body.result).toMatchObject({
      verdict: 'valid',
      keyBound: true,
      claims: { givenName: 'Sólveig Þóra', familyName: 'Ísfeld', birthdate: '1991-03-17', kennitala: null, certificateType: 'A2' },
    });
    expect((await checkOnline(tampered)).body.result).toEqual({ verdict: 'forged', claims: null, keyBound: false });
    expect((await checkOnline(stolen)).body.result.verdict).toBe('forged');
    expect((await checkOnline('not a credential')).body.result.verdict).toBe('forged');

    // Each issuance is in the audit log, without the person's data.
    const [entry] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.method, 'IssueCredential'));
    expect(entry).toMatchObject({
      userId: pilot.id,
      actorKind: 'holder',
      service: 'Wallet',
      entityType: 'Certificate',
      entityId: String(pilot.userCertificateId),
    });
    expect(JSON.stringify(entry)).not.toContain('170391');
  });

  it('shows a revoked certificate as revoked in the status list and on the page, and an expired one as expired', async () => {
    const pilot = await holder();
    const wallet = new SpecWallet(http);
    const credential = await wallet.receive((await offerFor(pilot.token, pilot.userCertificateId)).body.result.walletLink);
    const presentation = await wallet.present(credential, [], 'https://verifier.example', 'abc');

    const revoked = await t.call('POST', `${certificateApi}/RevokeCertificate`, {
      token: s.manager.token,
      body: { id: pilot.userCertificateId, reason: 'Falsaðar upplýsingar' },
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(await statusNow(idxOf(credential))).toBe(1);
    const online = await checkOnline(presentation);
    expect(online.body.result).toMatchObject({ verdict: 'revoked', claims: { birthdate: null, kennitala: null } });
    // Still genuine: offline, the signature and the key binding hold; only the status says no.
    await expect(
      verifyOffline(presentation, await jwksNow(), { issuer, audience: 'https://verifier.example', nonce: 'abc' }),
    ).resolves.toBeTruthy();

    const other = await holder();
    const otherWallet = new SpecWallet(http);
    const otherCredential = await otherWallet.receive((await offerFor(other.token, other.userCertificateId)).body.result.walletLink);
    await t.database.db
      .update(userCertificates)
      .set({ expiredDate: dayFromToday(0, -1) })
      .where(eq(userCertificates.id, other.userCertificateId));
    expect(await statusNow(idxOf(otherCredential))).toBe(3);
    const expired = await checkOnline(await otherWallet.present(otherCredential, [], 'https://verifier.example', 'abc'), 'en');
    expect(expired.body.result.verdict).toBe('expired');

    // Neither is offered to a wallet any more.
    expect((await offerFor(pilot.token, pilot.userCertificateId)).status).toBe(400);
    expect((await offerFor(other.token, other.userCertificateId)).status).toBe(400);
  });
});

describe('the offer and its single use', () => {
  it('is the holder’s own, and its code, its address and its access token each work once', async () => {
    const pilot = await holder();
    const other = await holder();
    expect(
      (await t.call('POST', `${walletApi}/CreateCredentialOffer`, { body: { userCertificateId: pilot.userCertificateId } })).status,
    ).toBe(401);
    expect((await offerFor(other.token, pilot.userCertificateId)).status).toBe(404);
    expect((await offerFor(s.manager.token, pilot.userCertificateId)).status).toBe(404);
    expect((await offerFor(pilot.token, 0)).status).toBe(400);

    const { offerUri, walletLink } = (await offerFor(pilot.token, pilot.userCertificateId)).body.result;
    const offer = (await http(offerUri)).body;
    const code = offer.grants[preAuthorizedGrant]['pre-authorized_code'];
    const form = (body: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
    expect((await http(`${issuer}/api/wallet/token`, form({ grant_type: 'authorization_code', code }))).body.error).toBe(
      'unsupported_grant_type',
    );
    expect(
      (await http(`${issuer}/api/wallet/token`, form({ grant_type: preAuthorizedGrant, 'pre-authorized_code': 'guess' }))).body.error,
    ).toBe('invalid_grant');
    const token = await http(`${issuer}/api/wallet/token`, form({ grant_type: preAuthorizedGrant, 'pre-authorized_code': code }));
    expect(token.status).toBe(200);
    const again = await http(`${issuer}/api/wallet/token`, form({ grant_type: preAuthorizedGrant, 'pre-authorized_code': code }));
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
    expect((await http(offerUri)).status).toBe(404);
    await expect(new SpecWallet(http).receive(walletLink)).rejects.toThrow('offer: 404');

    const wallet = new SpecWallet(http);
    const credentialRequest = async (proof: string | string[], accessToken = token.body.access_token) =>
      http(`${issuer}/api/wallet/credential`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({
          credential_configuration_id: 'DronePilotCertificate',
          proofs: { jwt: Array.isArray(proof) ? proof : [proof] },
        }),
      });
    const nonce = async () => (await http(`${issuer}/api/wallet/nonce`, { method: 'POST' })).body.c_nonce as string;

    const noToken = await credentialRequest(await wallet.proof(issuer, await nonce()), 'wrong');
    expect(noToken.status).toBe(401);
    expect(noToken.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect((await credentialRequest(await wallet.proof(issuer, 'made-up'))).body.error).toBe('invalid_nonce');
    expect((await credentialRequest(await wallet.proof(issuer, await nonce(), { aud: 'https://other.example' }))).body.error).toBe(
      'invalid_proof',
    );
    expect((await credentialRequest(await wallet.proof(issuer, await nonce(), { typ: 'JWT' }))).body.error).toBe('invalid_proof');
    // A refused proof leaves the token good for a corrected one, which it is then spent on.
    const issued = await credentialRequest(await wallet.proof(issuer, await nonce()));
    expect(issued.status, issued.text).toBe(200);
    expect(issued.body.credentials).toHaveLength(1);
    expect((await credentialRequest(await wallet.proof(issuer, await nonce()))).status).toBe(401);
  });
});

describe('Wallet/RotateIssuerKey', () => {
  it('signs new credentials with a new key and keeps the earlier ones verifiable; host administrators only, audited', async () => {
    const pilot = await holder();
    const before = new SpecWallet(http);
    const first = await before.receive((await offerFor(pilot.token, pilot.userCertificateId)).body.result.walletLink);
    const kidOf = (credential: string) => JSON.parse(Buffer.from(credential.split('.')[0], 'base64url').toString()).kid as string;

    const tenantAdmin = await t.userWith(['Pages.Administrator'], { tenantId: s.tenantId });
    expect((await t.call('POST', `${walletApi}/RotateIssuerKey`, {})).status).toBe(401);
    expect((await t.call('POST', `${walletApi}/RotateIssuerKey`, { token: pilot.token })).status).toBe(403);
    expect((await t.call('POST', `${walletApi}/RotateIssuerKey`, { token: tenantAdmin.token })).status).toBe(403);

    const admin = await t.loginAsAdmin();
    const rotated = await t.call('POST', `${walletApi}/RotateIssuerKey`, { token: admin });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body.result.retiredKid).toBe(kidOf(first));
    expect(rotated.body.result.kid).not.toBe(kidOf(first));

    const after = new SpecWallet(http);
    const second = await after.receive((await offerFor(pilot.token, pilot.userCertificateId)).body.result.walletLink);
    expect(kidOf(second)).toBe(rotated.body.result.kid);
    const jwks = await jwksNow();
    expect(jwks.keys.map((k) => k.kid)).toEqual(expect.arrayContaining([kidOf(first), kidOf(second)]));

    const expected = { issuer, audience: 'https://verifier.example', nonce: 'n1' };
    await expect(
      verifyOffline(await before.present(first, ['birthdate'], expected.audience, expected.nonce), jwks, expected),
    ).resolves.toMatchObject({
      kid: kidOf(first),
    });
    await expect(verifyOffline(await after.present(second, [], expected.audience, expected.nonce), jwks, expected)).resolves.toMatchObject({
      kid: kidOf(second),
    });
    expect((await checkOnline(await before.present(first, [], 'x', 'y'))).body.result.verdict).toBe('valid');
    // The status list is signed by the new key, and verifies with the same JWKS.
    expect(await statusNow(idxOf(first))).toBe(0);

    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.method, 'RotateIssuerKey'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ service: 'Wallet', actorKind: 'administrator', tenantId: null });
  });

  it('retires a key the installation secret no longer opens, and signs with a new one', async () => {
    const pilot = await holder();
    const wallet = new SpecWallet(http);
    const first = await wallet.receive((await offerFor(pilot.token, pilot.userCertificateId)).body.result.walletLink);
    const kid = JSON.parse(Buffer.from(first.split('.')[0], 'base64url').toString()).kid as string;
    // As if sealed under another installation secret.
    await t.database.db
      .update(credentialIssuerKeys)
      .set({ privateJwkSealed: 'v1.AAAA.AAAA.AAAA' })
      .where(eq(credentialIssuerKeys.kid, kid));
    const second = await new SpecWallet(http).receive((await offerFor(pilot.token, pilot.userCertificateId)).body.result.walletLink);
    const next = JSON.parse(Buffer.from(second.split('.')[0], 'base64url').toString()).kid as string;
    expect(next).not.toBe(kid);
    const expected = { issuer, audience: 'https://verifier.example', nonce: 'n2' };
    await expect(
      verifyOffline(await wallet.present(first, [], expected.audience, expected.nonce), await jwksNow(), expected),
    ).resolves.toMatchObject({ kid });
  });
});
