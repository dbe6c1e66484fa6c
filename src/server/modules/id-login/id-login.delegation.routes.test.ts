import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../shared/enums';
import { developmentIdProvider } from '../../adapters/id-provider/provider';
import { createTestApp, type TestApp } from '../../test/harness';
import { freePort } from '../../test/ports';
import { startSmtpServer } from '../../test/smtp';
import { claim, typedDetails } from '../registration/organization-claims.test-support';
import { idApi, idLogin, ProviderBrowser } from './id-login.test-support';

/**
 * Decision 0023: a login through the provider in which the person acts for a company (the
 * development provider's delegation, docs/id-login.md) proves that person's claim to the company's
 * number; the number's other claims are refused. A number typed by hand is never proved this way.
 */

const org = '/api/services/app/Organization';
/** The test person who may act for the made-up company 700512-3340. */
const holder = { sub: '0101302399', actingFor: '0101302399@7005123340' };
const company = '700512-3340';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  const port = await freePort();
  t = await createTestApp({
    smtpUrl: smtp.url,
    publicUrl: `http://127.0.0.1:${port}`,
    idProvider: (publicUrl) => developmentIdProvider(publicUrl, 'an installation secret of the delegation test'),
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const proofOf = async (id: number) =>
  (await t.database.pool.query('select proof, proof_method, is_deleted from organizations where id = $1', [id])).rows[0];

/** The holder's own account, opened through the provider, and their claim to `organizationNumber` made in its session. */
async function holderClaim(tenantId: number, organizationNumber: string, emailAddress: string) {
  const first = await idLogin(t, new ProviderBrowser(), holder.sub, { tenantId });
  expect(first.body.result?.outcome, JSON.stringify(first.body)).toBe('register');
  const registered = await t.call('POST', idApi.register, {
    tenantId,
    body: { registrationToken: first.body.result.registrationToken, userTypeId: UserType.Under250, emailAddress },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const entered = await t.call('POST', `${org}/RegisterOrganization`, {
    token: registered.body.result.accessToken,
    body: typedDetails(organizationNumber),
  });
  expect(entered.status, JSON.stringify(entered.body)).toBe(200);
  expect(entered.body.result.isProved).toBe(false);
  return { userId: registered.body.result.userId as number, organizationId: entered.body.result.id as number };
}

describe('a login acting for a company', () => {
  it('is offered on the development provider’s page, and proves the person’s claim to the number', async () => {
    const { id: tenantId } = await t.tenant();
    const rival = await claim(t, smtp, tenantId, company, { name: 'Gervifélag ehf.' });
    const own = await holderClaim(tenantId, company, 'faereyjar@example.com');

    const plain = await idLogin(t, new ProviderBrowser(), holder.sub, { tenantId });
    expect(plain.body.result).toMatchObject({ outcome: 'signedIn', userId: own.userId });
    expect(await proofOf(own.organizationId)).toMatchObject({ proof: 'pending' });

    const browser = new ProviderBrowser();
    const delegated = await idLogin(t, browser, holder.actingFor, { tenantId });
    expect(browser.page).toContain('Landmælingar og kort ehf.');
    expect(delegated.body.result).toMatchObject({ outcome: 'signedIn', userId: own.userId });
    expect(await proofOf(own.organizationId)).toEqual({ proof: 'proved', proof_method: 'idLogin', is_deleted: false });
    expect(await proofOf(rival.res.body.result.id)).toMatchObject({ proof: 'refused', is_deleted: true });
    expect((await smtp.mailTo(rival.emailAddress, 2)).subject).toContain('Landmælingar og kort ehf.');

    // The first proof won: the number is held now.
    const late = await claim(t, smtp, tenantId, company);
    expect(late.res.status).toBe(400);
  });

  it('proves no claim typed by hand, and no claim of a number the login did not act for', async () => {
    const { id: tenantId } = await t.tenant();
    const manual = await holderClaim(tenantId, '690101-1290', 'faereyjar.handvirkt@example.com');
    const delegated = await idLogin(t, new ProviderBrowser(), holder.actingFor, { tenantId });
    expect(delegated.body.result).toMatchObject({ outcome: 'signedIn', userId: manual.userId });
    expect(await proofOf(manual.organizationId)).toMatchObject({ proof: 'pending' });
  });

  it('proves nothing for someone else’s claim, and the provider refuses a company the person may not act for', async () => {
    const { id: tenantId } = await t.tenant();
    const rival = await claim(t, smtp, tenantId, company);
    await holderClaim(tenantId, '410199-0119', 'faereyjar.annad@example.com');
    await idLogin(t, new ProviderBrowser(), holder.actingFor, { tenantId });
    expect(await proofOf(rival.res.body.result.id)).toMatchObject({ proof: 'pending' });

    const browser = new ProviderBrowser();
    const started = await t.call('GET', idApi.getUrl, { tenantId });
    const shown = await browser.follow(started.body.result.authorizationUrl, {}, t.deps.idProvider.redirectUri);
    const refused = await browser.follow(`${shown.url.split('?')[0]}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ sub: '0101302989@7005123340' }),
    });
    expect(refused.response?.status).toBe(400);
  });
});
