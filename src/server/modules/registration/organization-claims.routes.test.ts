import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtpServer } from '../../test/smtp';
import { claim } from './organization-claims.test-support';

/**
 * Decision 0023, from the registration's side: a registration claims its number and holds it only
 * once proved. The attack: a new, unpaid account registered a company's number under a
 * made-up name, and the company was told the number was already registered.
 */

const org = '/api/services/app/Organization';
/** A made-up company the built-in registry knows. */
const company = { organizationNumber: '700512-3340', name: 'Landmælingar og kort ehf.' };

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a claim to a company number nobody has proved', () => {
  it('does not block the company itself, which registers the same number', async () => {
    const { id: tenantId } = await t.tenant();
    const attack = await claim(t, smtp, tenantId, company.organizationNumber, { name: 'Gervifélag ehf.' });
    expect(attack.res.status, JSON.stringify(attack.res.body)).toBe(200);
    expect(attack.res.body.result).toMatchObject({ isProved: false });

    const real = await claim(t, smtp, tenantId, company.organizationNumber);
    expect(real.res.status, JSON.stringify(real.res.body)).toBe(200);
    expect(real.res.body.result).toMatchObject({ organizationNumber: company.organizationNumber, isProved: false });
    expect(real.res.body.result.id).not.toBe(attack.res.body.result.id);
  });

  it('takes the name the registry gives the number, whatever was typed', async () => {
    const { id: tenantId } = await t.tenant();
    const typed = await claim(t, smtp, tenantId, company.organizationNumber, { name: 'Gervifélag ehf.', isManualRegistration: true });
    expect(typed.res.status, JSON.stringify(typed.res.body)).toBe(200);
    expect(typed.res.body.result).toMatchObject({ name: company.name, isManualRegistration: false, isProved: false });
  });

  it('is by hand where the registry does not know the number, whatever the form said', async () => {
    const { id: tenantId } = await t.tenant();
    const manual = await claim(t, smtp, tenantId, '690101-1290', { name: 'Óþekkt félag ehf.', isManualRegistration: false });
    expect(manual.res.status, JSON.stringify(manual.res.body)).toBe(200);
    expect(manual.res.body.result).toMatchObject({ name: 'Óþekkt félag ehf.', isManualRegistration: true, isProved: false });
  });

  it('is refused once another organisation of the tenant holds the number', async () => {
    const tenant = await t.tenant();
    const admin = await t.userWith(['Pages.Organizations'], { tenantId: tenant.id });
    const held = await t.call('POST', `${org}/CreateOrganizationAndContactPersonAdmin`, {
      token: admin.token,
      body: {
        organizationNumber: company.organizationNumber,
        name: 'Hvað sem er',
        address: 'Borgartún 30',
        postCode: '105',
        email: 'landmaelingar@example.com',
        phoneNumber: '+354 555 4321',
        insurancePolicyNumber: 'TR-1',
        insuranceCompanyName: 'Vátryggingafélagið',
        userTypeId: 1,
        contactPersonAdminInfo: { name: 'Kári', surname: 'Kortason', emailAddress: `kari${tenant.id}@example.com` },
      },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.result).toMatchObject({ name: company.name, isProved: true });

    const late = await claim(t, smtp, tenant.id, company.organizationNumber);
    expect(late.res.status).toBe(400);
    expect(late.res.body.error?.message).toBe(`An organisation with the number ${company.organizationNumber} is already registered.`);
  });
});
