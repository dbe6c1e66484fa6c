import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { debianTools, pdfText, popplerReading } from '../../pdf/pdf-tools.test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import { award, pdfPath, today } from './certificates.test-support';
import { wordsOf } from '../../test/validation-words';

/*
 * Every name the portal accepts prints on the certificate: a letter its font lacks is refused
 * where a name is set (the shared name rule, shared/printable-name.ts), not drawn as an empty box.
 */

let t: TestApp;
let tenantId: number;
let userManager: string;
beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.tenant()).id;
  userManager = (await t.userWith(['Pages.Users'], { tenantId })).token;
});
afterAll(() => t.close());

const scriptMessage = {
  en: 'A certificate can print only letters of the Latin, Greek and Cyrillic alphabets; write the name in one of them.',
  is: 'Á skírteini er aðeins hægt að prenta bókstafi úr latneska, gríska eða kyrillíska stafrófinu; skrifaðu nafnið með þeim.',
};
const registration = { emailAddress: 'yamada@example.com', password: 'Flug-Drauma-2026', dateOfBirth: '1991-04-02', countryCode: 'jp' };
let n = 0;
const newUser = (name: string, surname: string) => ({
  userName: `nafn${++n}`,
  name,
  surname,
  emailAddress: `nafn${n}@example.com`,
  password: 'Gott-lykilord-1',
});

describe('names on certificates', () => {
  it('refuses, with 400 naming the member in the request’s language, a name in letters the certificate cannot print', async () => {
    for (const language of ['en', 'is'] as const) {
      const res = await t.call('POST', '/api/services/app/Account/Register', {
        body: { ...registration, name: '太郎', surname: '山田' },
        language,
      });
      expect(res.status).toBe(400);
      expect(wordsOf(res.body)).toEqual([
        { message: scriptMessage[language], members: ['name'] },
        { message: scriptMessage[language], members: ['surname'] },
      ]);
    }
    const created = await t.call('POST', '/api/services/app/User/Create', {
      token: userManager,
      body: newUser('Taro', '山田'),
      language: 'en',
    });
    expect(created.status).toBe(400);
    expect(wordsOf(created.body)).toEqual([{ message: scriptMessage.en, members: ['surname'] }]);
    expect(await t.database.db.select().from(users).where(eq(users.emailAddress, registration.emailAddress))).toEqual([]);
  });

  it('keeps a name typed as letters and combining marks in composed form, and prints it whole on the certificate', async () => {
    const body = newUser('Nguye\u0302\u0303n Thi\u0323', 'Παπαδόπουλος');
    const res = await t.call('POST', '/api/services/app/User/Create', { token: userManager, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.body.result.id));
    expect(row.name).toBe('Nguy\u1ec5n Th\u1ecb');
    await award(t, { tenantId, userId: row.id, certificateType: 1, passedDate: today() });
    const token = await t.login(body.userName, body.password, tenantId);
    const pdf = await t.app.inject({ method: 'GET', url: pdfPath, query: { type: '1' }, headers: { authorization: `Bearer ${token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Nguy\u1ec5n Th\u1ecb Παπαδόπουλος');
  });

  const certificateText = async (userName: string, password: string, userId: number) => {
    await award(t, { tenantId, userId, certificateType: 1, passedDate: today() });
    const token = await t.login(userName, password, tenantId);
    const pdf = await t.app.inject({ method: 'GET', url: pdfPath, query: { type: '1' }, headers: { authorization: `Bearer ${token}` } });
    expect(pdf.statusCode).toBe(200);
    // Read twice: by pdf.js, and by poppler's pdftotext where it is installed.
    return [await pdfText(pdf.rawPayload), ...(debianTools.poppler ? [popplerReading(pdf.rawPayload).text] : [])];
  };

  it('keeps apostrophes, accents and the periods of initials as written, from registration to the certificate', async () => {
    const registered = await t.call('POST', '/api/services/app/Account/Register', {
      body: { ...registration, emailAddress: 'sean.obrien@example.ie', name: 'Seán', surname: 'O’Brien', countryCode: 'ie' },
      tenantId,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const [account] = await t.database.db.select().from(users).where(eq(users.emailAddress, 'sean.obrien@example.ie'));
    expect([account.name, account.surname]).toEqual(['Seán', 'O’Brien']);

    const sean = newUser('Seán', 'O’Brien');
    const created = await t.call('POST', '/api/services/app/User/Create', { token: userManager, body: sean });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    for (const text of await certificateText(sean.userName, sean.password, created.body.result.id)) expect(text).toContain('Seán O’Brien');

    // A name changed afterwards keeps its initials too.
    const tolkien = newUser('John', 'Tolkien');
    const made = await t.call('POST', '/api/services/app/User/Create', { token: userManager, body: tolkien });
    const userId = made.body.result.id;
    const changed = await t.call('PUT', '/api/services/app/User/Update', {
      token: userManager,
      body: { id: userId, userName: tolkien.userName, name: 'J. R. R.', surname: 'Tolkien', emailAddress: tolkien.emailAddress },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.result).toMatchObject({ name: 'J. R. R.', surname: 'Tolkien' });
    for (const text of await certificateText(tolkien.userName, tolkien.password, userId)) expect(text).toContain('J. R. R. Tolkien');
  });
});
