import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkTokenIn, startSmtpServer } from '../../test/smtp';
import { wordsOf } from '../../test/validation-words';

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

const registration = {
  name: 'Þórdís Ýr',
  surname: 'Ægisdóttir',
  emailAddress: 'thordis@example.com',
  password: 'Flug-Drauma-2026',
  dateOfBirth: '1990-05-17',
  countryCode: 'is',
};

describe('Account/Register and TokenAuth/VerifyToken', () => {
  it('registers a pilot who can sign in only after confirming the address by the mailed link', async () => {
    const res = await t.call('POST', '/api/services/app/Account/Register', { body: registration, language: 'is' });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ canLogin: false, emailConfirmationRequired: true });
    const refused = await t.call('POST', '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: 'thordis@example.com', password: registration.password },
    });
    expect(refused.status).toBe(400);

    const mail = await smtp.mailTo('thordis@example.com');
    expect(mail.subject).toBe('Staðfestu netfangið þitt');
    expect(mail.decoded).toContain('Góðan dag Þórdís Ýr');
    const token = linkTokenIn(mail.decoded, 'verify-register/3/2')!;
    expect(token).toBeTruthy();

    const verified = await t.call('POST', '/api/TokenAuth/VerifyToken', { body: { token } });
    expect(verified.body.result).toEqual({ userName: 'thordis@example.com', emailAddress: 'thordis@example.com' });
    expect((await t.call('POST', '/api/TokenAuth/VerifyToken', { body: { token } })).status).toBe(400);

    const signedIn = await t.call('POST', '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: 'thordis@example.com', password: registration.password },
    });
    expect(signedIn.status).toBe(200);
    // A pilot signs in at once and is asked to pay the fee at home (section 4's PaymentAtHomePage).
    expect(signedIn.body.result).toMatchObject({ isPilot: true, userTypeId: 3, status: 2 });
    const config = await t.call('GET', '/AbpUserConfiguration/GetAll', { token: signedIn.body.result.accessToken });
    expect(config.body.result.auth.grantedPermissions).toEqual({ 'Pages.Pilot.Permission': 'true' });
  });

  it('registers an organisation’s contact person with that role and record, and refuses an organisation’s type', async () => {
    const body = { ...registration, emailAddress: 'tengilidur@example.com', userTypeId: 4 };
    const res = await t.call('POST', '/api/services/app/Account/Register', { body, language: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const token = linkTokenIn((await smtp.mailTo('tengilidur@example.com')).decoded, 'verify-register/4/2')!;
    expect((await t.call('POST', '/api/TokenAuth/VerifyToken', { body: { token } })).status).toBe(200);
    const signedIn = await t.call('POST', '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: 'tengilidur@example.com', password: registration.password },
    });
    expect(signedIn.body.result).toMatchObject({ isPilot: false, userTypeId: 4 });
    const record = await t.call('GET', '/api/services/app/Pilot/GetHomePagePilotByCurrentUser', {
      token: signedIn.body.result.accessToken,
    });
    expect(record.body.result).toMatchObject({ pilotTypeId: 4, email: 'tengilidur@example.com' });

    for (const userTypeId of [1, 2, 5]) {
      const refused = await t.call('POST', '/api/services/app/Account/Register', {
        body: { ...registration, emailAddress: `org${userTypeId}@example.com`, userTypeId },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error!.validationErrors![0].members).toEqual(['userTypeId']);
    }
  });

  it('stores only a hash of the link token', async () => {
    const { rows } = await t.database.pool.query(`select token_hash from user_tokens`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(smtp.received.some((m) => rows.some((r) => m.decoded.includes(r.token_hash)))).toBe(false);
  });

  it('answers 449 for an address already registered', async () => {
    const res = await t.call('POST', '/api/services/app/Account/Register', {
      body: { ...registration, emailAddress: 'THORDIS@example.com' },
      language: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 449, message: 'The e-mail address thordis@example.com is already in use.' });
  });

  it('checks names, e-mail, password and date of birth', async () => {
    const res = await t.call('POST', '/api/services/app/Account/Register', {
      body: { ...registration, name: 'R2-D2', emailAddress: 'not-an-address', password: 'short', dateOfBirth: '1990-13-01' },
      language: 'en',
    });
    expect(res.status).toBe(400);
    const members = res.body.error!.validationErrors!.map((v) => v.members[0]).sort();
    expect(members).toEqual(['dateOfBirth', 'emailAddress', 'name', 'password']);
    const future = await t.call('POST', '/api/services/app/Account/Register', {
      body: { ...registration, emailAddress: 'future@example.com', dateOfBirth: '2999-01-01' },
    });
    expect(future.status).toBe(400);
    expect(future.body.error?.validationErrors?.[0].members).toEqual(['dateOfBirth']);
    const impossible = await t.call('POST', '/api/services/app/Account/Register', {
      body: { ...registration, emailAddress: 'feb@example.com', dateOfBirth: '1990-02-30' },
    });
    expect(impossible.status).toBe(400);
  });

  it('refuses an unknown verification token', async () => {
    const res = await t.call('POST', '/api/TokenAuth/VerifyToken', { body: { token: 'x'.repeat(43) }, language: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(/invalid, has expired or has already been used/);
  });
  it('gives the new pilot a register record with the address as the main e-mail, and the record is theirs alone', async () => {
    const email = 'skraning@example.com';
    expect((await t.call('POST', '/api/services/app/Account/Register', { body: { ...registration, emailAddress: email } })).status).toBe(
      200,
    );
    const token = linkTokenIn((await smtp.mailTo(email)).decoded, 'verify-register/3/2')!;
    await t.call('POST', '/api/TokenAuth/VerifyToken', { body: { token } });
    const access = await t.login(email, registration.password);
    const home = await t.call('GET', '/api/services/app/Pilot/GetHomePagePilotByCurrentUser', { token: access });
    expect(home.status).toBe(200);
    expect(home.body.result).toMatchObject({
      fullName: 'Þórdís Ýr Ægisdóttir',
      pilotTypeId: 3,
      statusId: 1,
      email,
      emails: [expect.objectContaining({ email, isMainEmail: true, isKRR: false })],
      phoneNumbers: [],
      operatorRegistrationNumber: null,
      selfDeclarationAcceptedTime: null,
    });
  });

  it('keeps the ID number on the record, and refuses one not written DDMMYY-NNNN', async () => {
    const email = 'kennitala@example.com';
    const bad = await t.call('POST', '/api/services/app/Account/Register', {
      body: { ...registration, emailAddress: email, socialSecurityNumber: '1705902939' },
      language: 'en',
    });
    expect(bad.status).toBe(400);
    expect(wordsOf(bad.body)).toEqual([
      expect.objectContaining({ members: ['socialSecurityNumber'], message: 'An ID number is six digits, a dash and four digits.' }),
    ]);
    const res = await t.call('POST', '/api/services/app/Account/Register', {
      body: { ...registration, emailAddress: email, socialSecurityNumber: ' 170590-2939 ' },
    });
    expect(res.status).toBe(200);
    const token = linkTokenIn((await smtp.mailTo(email)).decoded, 'verify-register/3/2')!;
    await t.call('POST', '/api/TokenAuth/VerifyToken', { body: { token } });
    const home = await t.call('GET', '/api/services/app/Pilot/GetHomePagePilotByCurrentUser', {
      token: await t.login(email, registration.password),
    });
    expect(home.body.result.socialSecurityNumber).toBe('170590-2939');
  });

  it('makes no record when the registration is refused', async () => {
    const before = (await t.database.pool.query('select count(*)::int as n from pilots')).rows[0].n;
    await t.call('POST', '/api/services/app/Account/Register', { body: { ...registration, emailAddress: 'THORDIS@example.com' } });
    expect((await t.database.pool.query('select count(*)::int as n from pilots')).rows[0].n).toBe(before);
  });
});
