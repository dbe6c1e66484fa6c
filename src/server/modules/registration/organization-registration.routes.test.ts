import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkTokenIn, startSmtpServer } from '../../test/smtp';
import { payOnSandbox } from '../payments/payments.test-support';

const org = '/api/services/app/Organization';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: string;
let n = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await t.loginAsAdmin();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const password = 'Flug-Drauma-2026';
const account = (userTypeId: number) => ({
  name: 'Sólveig',
  surname: 'Rekstrardóttir',
  emailAddress: `rekstur${++n}@example.com`,
  password,
  userTypeId,
});
/** An organisation's details; each gets its own made-up number, days 41–71 as companies have. */
const details = (fields: Record<string, unknown> = {}) => ({
  organizationNumber: `5${String(++n).padStart(5, '0')}-1234`,
  name: 'Loftmyndir ehf.',
  address: 'Hafnarstræti 9',
  postCode: '101',
  email: `skrifstofa${n}@example.com`,
  phoneNumber: '+354 555 1234',
  insurancePolicyNumber: 'TR-88421',
  insuranceCompanyName: 'Vátryggingafélagið',
  ...fields,
});

/** Step 1 and the mailed link of step 2: answers the confirmation's reply. */
async function confirmed(body: Record<string, unknown>, path: string) {
  const res = await t.call('POST', path, { body, language: 'en' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mail = await smtp.mailTo(body.emailAddress as string);
  const token = linkTokenIn(mail.decoded, `verify-register/${body.userTypeId}/2`)!;
  const verified = await t.call('POST', '/api/TokenAuth/VerifyTokenForRegistering', { body: { token, userTypeId: body.userTypeId } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.result;
}

describe('an organisation registers through the wizard', () => {
  it('opens the account, confirms the address, fills its details from the registry and finishes', async () => {
    const body = account(1);
    const res = await t.call('POST', `${org}/Register`, { body, language: 'en' });
    expect(res.body.result).toEqual({ canLogin: false });
    const mail = await smtp.mailTo(body.emailAddress);
    expect(mail.subject).toBe('Confirm your e-mail address');
    const token = linkTokenIn(mail.decoded, 'verify-register/1/2')!;

    // A link followed under another type is no link, and is not used up by trying.
    const wrongType = await t.call('POST', '/api/TokenAuth/VerifyTokenForRegistering', { body: { token, userTypeId: 2 } });
    expect(wrongType.status).toBe(400);
    const verified = await t.call('POST', '/api/TokenAuth/VerifyTokenForRegistering', { body: { token, userTypeId: 1 } });
    expect(verified.body.result).toMatchObject({ emailAddress: body.emailAddress, userTypeId: 1, nextStep: 2 });
    const registrationToken = verified.body.result.registrationToken as string;
    expect(registrationToken).toMatch(/^[\w-]{20,}$/);
    expect((await t.call('POST', '/api/TokenAuth/VerifyTokenForRegistering', { body: { token, userTypeId: 1 } })).status).toBe(400);

    const unfinished = await t.call('POST', '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: body.emailAddress, password },
    });
    expect(unfinished.body.result).toMatchObject({ userTypeId: 1, status: 1 });

    const byToken = await t.call('GET', '/api/TokenAuth/GetOrganizationByToken', { query: { token: registrationToken } });
    expect(byToken.status).toBe(200);
    expect(byToken.body.result).toBeNull();
    // Section 7 writes it as POST too, the token in the body.
    const posted = await t.call('POST', '/api/TokenAuth/GetOrganizationByToken', { body: { token: registrationToken } });
    expect([posted.status, posted.body.result]).toEqual([200, null]);
    const person = await t.call('GET', '/api/TokenAuth/getPilotByToken', { query: { token: registrationToken } });
    expect(person.body.result).toMatchObject({
      fullName: 'Sólveig Rekstrardóttir',
      firstName: 'Sólveig',
      surName: 'Rekstrardóttir',
      email: body.emailAddress,
    });

    const company = await t.call('GET', '/api/services/app/CompanyRegistry/GetCompanyByNumber', { query: { number: '520304-2290' } });
    expect(company.body.result).toEqual({
      organizationNumber: '520304-2290',
      name: 'Norðurljósamyndir hf.',
      address: 'Glerárgata 12',
      postCode: '600',
      countryCode: 'IS',
    });
    const unknown = await t.call('GET', '/api/services/app/CompanyRegistry/GetCompanyByNumber', { query: { number: '999999-9999' } });
    expect(unknown.body.result).toBeNull();

    const registered = await t.call('POST', `${org}/RegisterOrganization`, {
      body: { ...details(company.body.result), token: registrationToken },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.result).toMatchObject({
      name: 'Norðurljósamyndir hf.',
      organizationNumber: '520304-2290',
      userTypeId: 1,
      isManualRegistration: false,
      insurance: [expect.objectContaining({ insurancePolicyNumber: 'TR-88421', isMain: true })],
    });
    const again = await t.call('POST', `${org}/RegisterOrganization`, { body: { ...details(), token: registrationToken } });
    expect(again.status).toBe(400);

    // The fee step is still ahead: signing in leads back to it until the fee is paid.
    const unpaid = await t.call('POST', '/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress: body.emailAddress, password } });
    expect(unpaid.body.result).toMatchObject({ userTypeId: 1, status: 1 });
    const order = await t.call('POST', '/api/services/app/Payment/RegisterOrganizationPayment', {
      body: { token: registrationToken, organizationId: registered.body.result.id },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.result.amount).toBe(15000);
    const paid = await payOnSandbox(t, order.body.result);
    expect(new URL(paid.location).pathname).toBe('/verify-payment');

    const signedIn = await t.call('POST', '/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress: body.emailAddress, password } });
    expect(signedIn.body.result).toMatchObject({ userTypeId: 1, status: 0 });
    const mine = await t.call('GET', `${org}/GetByCurrentUser`, { token: signedIn.body.result.accessToken });
    expect(mine.body.result.items.map((o: { name: string }) => o.name)).toEqual(['Norðurljósamyndir hf.']);
    const roles = await t.database.pool.query('select organization_role_id from user_organizations where organization_id = $1', [
      registered.body.result.id,
    ]);
    expect(roles.rows).toEqual([{ organization_role_id: 4 }]);
  });

  it('lets a contact person sign in half-way and finish the organisation step by the session, with its size', async () => {
    const body = { ...account(4), dateOfBirth: '1985-03-02', countryCode: 'IS' };
    const reply = await confirmed(body, '/api/services/app/Account/Register');
    expect(reply).toMatchObject({ nextStep: 3, registrationToken: expect.any(String) });
    const login = await t.call('POST', '/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress: body.emailAddress, password } });
    expect(login.body.result).toMatchObject({ userTypeId: 4, status: 1 });
    const token = login.body.result.accessToken;

    const sizeless = await t.call('POST', `${org}/RegisterOrganization`, {
      token,
      body: details({ isManualRegistration: true }),
      language: 'en',
    });
    expect(sizeless.status).toBe(400);
    expect(sizeless.body.error?.message).toBe('This registration has no organisation step.');
    const done = await t.call('POST', `${org}/RegisterOrganization`, {
      token,
      body: details({ isManualRegistration: true, organizationTypeId: 2 }),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.result).toMatchObject({ userTypeId: 2, isManualRegistration: true });
    // Still the contact person's fee to pay (step 4), privately or on the organisation's account.
    const after = await t.call('POST', '/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress: body.emailAddress, password } });
    expect(after.body.result.status).toBe(1);
  });

  it('lets a contact person whose organisation is registered ask to join it; the main contact person accepts (decision 0028)', async () => {
    const first = await confirmed(account(2), `${org}/Register`);
    const fields = details({ name: 'Flugdrekar ehf.' });
    const entered = await t.call('POST', `${org}/RegisterOrganization`, { body: { ...fields, token: first.registrationToken } });
    expect((await t.call('POST', `${org}/ApproveClaim`, { token: admin, body: { id: entered.body.result.id } })).status).toBe(200);

    const body = { ...account(4), dateOfBirth: '1985-03-02', countryCode: 'IS' };
    const reply = await confirmed(body, '/api/services/app/Account/Register');
    const taken = await t.call('POST', `${org}/RegisterOrganization`, {
      body: { ...details({ organizationNumber: fields.organizationNumber }), organizationTypeId: 1, token: reply.registrationToken },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(400);
    expect(taken.body.error?.message).toMatch(/already registered|þegar skráð/);
    const asked = await t.call('POST', `${org}/AskToJoinOrganization`, {
      body: { organizationNumber: fields.organizationNumber, token: reply.registrationToken },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.result).toEqual({ organizationName: 'Flugdrekar ehf.' });
    // The registration ends with the request: its token is spent, and signing in leads home, not back to a step.
    const again = await t.call('POST', `${org}/AskToJoinOrganization`, {
      body: { organizationNumber: fields.organizationNumber, token: reply.registrationToken },
    });
    expect(again.status).toBe(400);
    const login = await t.call('POST', '/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress: body.emailAddress, password } });
    expect(login.body.result).toMatchObject({ userTypeId: 4, status: 0 });
    const asker = login.body.result.accessToken as string;
    const own = await t.call('GET', '/api/services/app/UserOrganization/GetInvitationsOfCurrentUser', { token: asker });
    expect(own.body.result.items).toMatchObject([{ organizationName: 'Flugdrekar ehf.', askedByUser: true, organizationRoleId: 2 }]);

    const main = await t.login(first.emailAddress ?? first.userName, password);
    const requests = await t.call('GET', `${org}/GetInvitationsByOrganizationId`, {
      token: main,
      query: { organizationId: entered.body.result.id },
    });
    const request = requests.body.result.items.find((r: { askedByUser: boolean }) => r.askedByUser);
    expect(request).toMatchObject({ invitedAs: 'Sólveig Rekstrardóttir' });
    expect((await t.call('POST', `${org}/AcceptJoinRequest`, { token: main, body: { id: request.id } })).status).toBe(200);
    const mine = await t.call('GET', `${org}/GetByCurrentUser`, { token: asker });
    expect(mine.body.result.items).toMatchObject([{ id: entered.body.result.id, name: 'Flugdrekar ehf.' }]);

    // Nobody asks without a token or session, nor for a number nobody registered.
    expect((await t.call('POST', `${org}/AskToJoinOrganization`, { body: { organizationNumber: fields.organizationNumber } })).status).toBe(
      401,
    );
    const other = await confirmed({ ...account(4), dateOfBirth: '1985-03-02', countryCode: 'IS' }, '/api/services/app/Account/Register');
    const unknown = await t.call('POST', `${org}/AskToJoinOrganization`, {
      body: { organizationNumber: details().organizationNumber, token: other.registrationToken },
    });
    expect(unknown.status).toBe(404);
  });

  it('gives a pilot no organisation step, and a registration token to pay the fee at once or later at home', async () => {
    const body = { ...account(3), dateOfBirth: '1985-03-02', countryCode: 'IS' };
    const reply = await confirmed(body, '/api/services/app/Account/Register');
    expect(reply).toMatchObject({ nextStep: 3, registrationToken: expect.any(String) });
    const token = await t.login(body.emailAddress, password);
    const refused = await t.call('POST', `${org}/RegisterOrganization`, { token, body: details({ organizationTypeId: 1 }) });
    expect(refused.status).toBe(400);
  });

  it('refuses a registration of a number another organisation proved, a step with neither token nor session, and bad fields', async () => {
    const first = await confirmed(account(2), `${org}/Register`);
    const fields = details();
    const entered = await t.call('POST', `${org}/RegisterOrganization`, { body: { ...fields, token: first.registrationToken } });
    expect(entered.status).toBe(200);
    // A claim holds its number once proved (decision 0023).
    expect((await t.call('POST', `${org}/ApproveClaim`, { token: admin, body: { id: entered.body.result.id } })).status).toBe(200);
    const second = await confirmed(account(2), `${org}/Register`);
    const taken = await t.call('POST', `${org}/RegisterOrganization`, {
      body: { ...details({ organizationNumber: fields.organizationNumber }), token: second.registrationToken },
      language: 'en',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error?.message).toBe(`An organisation with the number ${fields.organizationNumber} is already registered.`);
    // The refusal used nothing up: the right number still goes through with the same token.
    expect((await t.call('POST', `${org}/RegisterOrganization`, { body: { ...details(), token: second.registrationToken } })).status).toBe(
      200,
    );

    expect((await t.call('POST', `${org}/RegisterOrganization`, { body: details() })).status).toBe(401);
    const bad = await t.call('POST', `${org}/RegisterOrganization`, {
      body: { ...details({ organizationNumber: '12345', email: 'nope', phoneNumber: 'abc' }), token: 'x'.repeat(43) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error!.validationErrors!.map((v) => v.members[0]).sort()).toEqual(['email', 'organizationNumber', 'phoneNumber']);
    expect((await t.call('POST', `${org}/Register`, { body: account(3) })).status).toBe(400);
    expect((await t.call('GET', '/api/TokenAuth/GetOrganizationByToken', { query: { token: 'y'.repeat(43) } })).status).toBe(400);
  });
});

describe('Organization/resend', () => {
  it('mails a new link only to a registrant who gives their password, and says so when the address is confirmed', async () => {
    const body = account(1);
    expect((await t.call('POST', `${org}/Register`, { body })).status).toBe(200);
    await smtp.mailTo(body.emailAddress);
    const wrong = await t.call('POST', `${org}/resend`, {
      body: { email: body.emailAddress, password: 'not-the-one', userTypeId: 1 },
      language: 'en',
    });
    expect(wrong.status).toBe(400);
    const nobody = await t.call('POST', `${org}/resend`, {
      body: { email: 'nobody@example.com', password, userTypeId: 1 },
      language: 'en',
    });
    expect(nobody.body.error?.message).toBe(wrong.body.error?.message);

    const resent = await t.call('POST', `${org}/resend`, { body: { email: body.emailAddress, password, userTypeId: 1 } });
    expect(resent.body.result).toBe(true);
    const token = linkTokenIn((await smtp.mailTo(body.emailAddress, 2)).decoded, 'verify-register/1/2')!;
    expect((await t.call('POST', '/api/TokenAuth/VerifyTokenForRegistering', { body: { token, userTypeId: 1 } })).status).toBe(200);
    const confirmedAlready = await t.call('POST', `${org}/resend`, {
      body: { email: body.emailAddress, password, userTypeId: 1 },
      language: 'en',
    });
    expect(confirmedAlready.body.error?.message).toBe('This e-mail address is already confirmed. Sign in.');
  });
});

describe('organisations and contact persons entered by others', () => {
  it('lets an administrator of organisations enter one with its main contact person, who is mailed a link', async () => {
    const contact = { name: 'Kári', surname: 'Tengilsson', emailAddress: `kari${++n}@example.com` };
    const body = { ...details(), userTypeId: 2, contactPersonAdminInfo: contact, language: 'en' };
    expect((await t.call('POST', `${org}/CreateOrganizationAndContactPersonAdmin`, { body })).status).toBe(401);
    const pilot = await t.userWith(['Pages.Pilot.Permission']);
    expect((await t.call('POST', `${org}/CreateOrganizationAndContactPersonAdmin`, { token: pilot.token, body })).status).toBe(403);
    const res = await t.call('POST', `${org}/CreateOrganizationAndContactPersonAdmin`, { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ userTypeId: 2, name: 'Loftmyndir ehf.' });
    const mail = await smtp.mailTo(contact.emailAddress);
    expect(mail.decoded).toMatch(/http:\/\/portal\.test\/register-user\?token=[\w-]{43}/);
    const bad = await t.call('POST', `${org}/CreateOrganizationAndContactPersonAdmin`, {
      token: admin,
      body: { ...body, contactPersonAdminInfo: { ...contact, emailAddress: 'nope' } },
    });
    expect(bad.status).toBe(400);
  });

  it('lets a main contact person add a contact person to their own organisation only; an administrator to any in the tenant', async () => {
    const owner = await confirmed(account(1), `${org}/Register`);
    const created = await t.call('POST', `${org}/RegisterOrganization`, { body: { ...details(), token: owner.registrationToken } });
    const organizationId = created.body.result.id as number;
    const ownerToken = await t.login(owner.emailAddress, password);
    const contact = (k: number) => ({
      organizationId,
      name: 'Ása',
      surname: 'Tengiliðsdóttir',
      emailAddress: `asa${k}x${++n}@example.com`,
    });

    const added = await t.call('POST', `${org}/CreateUserContactPerson`, { token: ownerToken, body: contact(1) });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const role = await t.database.pool.query('select organization_role_id from user_organizations where user_id = $1', [
      added.body.result.userId,
    ]);
    expect(role.rows).toEqual([{ organization_role_id: 2 }]);

    const outsider = await confirmed(account(2), `${org}/Register`);
    await t.call('POST', `${org}/RegisterOrganization`, { body: { ...details(), token: outsider.registrationToken } });
    const outsiderToken = await t.login(outsider.emailAddress, password);
    expect((await t.call('POST', `${org}/CreateUserContactPerson`, { token: outsiderToken, body: contact(2) })).status).toBe(404);
    expect((await t.call('POST', `${org}/CreateUserContactPerson`, { body: contact(3) })).status).toBe(401);
    expect((await t.call('POST', `${org}/CreateUserContactPerson`, { token: admin, body: contact(4) })).status).toBe(200);

    const other = await t.tenant();
    const otherAdmin = await t.userWith(['Pages.Organizations'], { tenantId: other.id });
    const elsewhere = await t.call('POST', `${org}/CreateUserContactPerson`, {
      token: otherAdmin.token,
      body: contact(5),
      tenantId: other.id,
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('the company registry', () => {
  it('answers 503 when the registry cannot be reached, so the form can be filled by hand', async () => {
    const offline = await createTestApp({ companyRegistry: { lookup: () => Promise.reject(new Error('down')) } });
    try {
      const res = await offline.call('GET', '/api/services/app/CompanyRegistry/GetCompanyByNumber', {
        query: { number: '520304-2290' },
        language: 'en',
      });
      expect(res.status).toBe(503);
      expect(res.body.error?.message).toMatch(/cannot be reached/);
      expect((await offline.call('GET', '/api/services/app/CompanyRegistry/GetCompanyByNumber', { query: { number: '52' } })).status).toBe(
        400,
      );
    } finally {
      await offline.close();
    }
  });
});
