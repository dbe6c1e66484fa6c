import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/factories/users';
import { mailOutbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { wordsOf } from '../../test/validation-words';

/**
 * One rule for user names and addresses on every path that sets them (users.identity.ts): here
 * self-registration; User/Create and User/Update are in users.rules.test.ts.
 */
let t: TestApp;
const owner = { userName: 'eigandi', emailAddress: 'eigandi@example.com', password: 'Test-Password-1' };
const registration = (extra: Record<string, unknown>) => ({
  name: 'Sigríður',
  surname: 'Hnýsin',
  emailAddress: 'hnysin@example.com',
  password: 'Flug-Drauma-2026',
  dateOfBirth: '1990-05-17',
  countryCode: 'is',
  ...extra,
});
const register = (body: Record<string, unknown>) => t.call('POST', '/api/services/app/Account/Register', { body, language: 'en' });
const byAddress = async (emailAddress: string) => t.database.db.select().from(users).where(eq(users.emailAddress, emailAddress));

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.database.db, { tenantId: null, name: 'Eigandi', surname: 'Netfangs', isEmailConfirmed: true, ...owner });
});
afterAll(() => t.close());

describe('Account/Register', () => {
  it('refuses a user name that is another user’s e-mail address, so the owner’s sign-in and reset stay theirs', async () => {
    for (const userName of [owner.emailAddress, owner.emailAddress.toUpperCase()]) {
      const res = await register(registration({ userName }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 449, message: `The user name ${userName} is already taken.` });
    }
    expect(await byAddress('hnysin@example.com')).toEqual([]);
    expect(await t.login(owner.emailAddress, owner.password)).toBeTruthy();
    expect((await t.call('POST', '/api/TokenAuth/ResetPassword', { body: { emailOrUsername: owner.emailAddress } })).body.result).toBe(
      true,
    );
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.toAddress).toBe(owner.emailAddress);
  });

  it('refuses an e-mail address that is another user’s name', async () => {
    await insertUser(t.database.db, {
      tenantId: null,
      userName: 'fyrri@example.com',
      name: 'Fyrri',
      surname: 'Notandi',
      emailAddress: 'annad@example.com',
      password: 'Test-Password-1',
      isEmailConfirmed: true,
    });
    const res = await register(registration({ emailAddress: 'Fyrri@Example.com' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 449, message: 'The e-mail address fyrri@example.com is already in use.' });
  });

  it('refuses a user name with @ that is not the user’s own address, and takes their own', async () => {
    const foreign = await register(registration({ userName: 'einhver@annar.is' }));
    expect(foreign.status).toBe(400);
    expect(wordsOf(foreign.body)).toEqual([
      { members: ['userName'], message: "A user name with @ must be the user's own e-mail address." },
    ]);
    expect(await byAddress('hnysin@example.com')).toEqual([]);
    const own = await register(registration({ userName: 'Hnysin@example.com' }));
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await byAddress('hnysin@example.com'))[0].userName).toBe('Hnysin@example.com');
  });

  it('still refuses a taken user name or address as a registration failure (449)', async () => {
    const name = await register(registration({ userName: 'EIGANDI', emailAddress: 'ny@example.com' }));
    expect(name.body.error).toMatchObject({ code: 449, message: 'The user name EIGANDI is already taken.' });
    const address = await register(registration({ emailAddress: owner.emailAddress }));
    expect(address.body.error).toMatchObject({ code: 449, message: `The e-mail address ${owner.emailAddress} is already in use.` });
  });
});
