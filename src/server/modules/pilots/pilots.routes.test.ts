import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidOperatorNumber } from '../../../shared/operator-number';
import { createTestApp, type TestApp } from '../../test/harness';
import { wordsOf } from '../../test/validation-words';

const api = '/api/services/app/Pilot';
let t: TestApp;
let admin: string;
let foreignAdmin: string;
let n = 0;

interface Pilot {
  id: number;
  userId: number;
  token: string;
}

/** A registered person with the self-service permission, and the record an administrator makes for them. */
async function newPilot(fields: Record<string, unknown> = {}): Promise<Pilot> {
  const user = await t.userWith(['Pages.Pilot.Permission'], {
    fields: { name: 'Sól', surname: `Flugdóttir${++n}`, userTypeId: 3, ...fields },
  });
  const res = await t.call('POST', `${api}/Create`, { token: admin, body: { userId: user.id, pilotTypeId: 3, statusId: 1 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.result.id, userId: user.id, token: user.token };
}

const get = (method: string, token: string | undefined, query: Record<string, string | number>) =>
  t.call('GET', `${api}/${method}`, { token, query });
const post = (method: string, token: string | undefined, body: unknown, language?: 'is' | 'en') =>
  t.call('POST', `${api}/${method}`, { token, body, language });
const put = (method: string, token: string | undefined, body: unknown, language?: 'is' | 'en') =>
  t.call('PUT', `${api}/${method}`, { token, body, language });
const del = (method: string, token: string | undefined, id: number) => t.call('DELETE', `${api}/${method}`, { token, query: { Id: id } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  foreignAdmin = (await t.userWith(['Pages.Pilots', 'Pages.Pilot.Permission'], { tenantId: (await t.tenant()).id })).token;
});
afterAll(() => t.close());

describe('the pilot record', () => {
  it('is made by an administrator for a user, with the account’s address as the main e-mail, once', async () => {
    const p = await newPilot({ emailAddress: 'sol@example.com' });
    const got = await get('Get', admin, { Id: p.id });
    expect(got.body.result).toMatchObject({
      id: p.id,
      userId: p.userId,
      fullName: `Sól Flugdóttir${n}`,
      email: 'sol@example.com',
      phoneNumber: null,
      address: null,
      pilotTypeId: 3,
      statusId: 1,
      numberNotes: 0,
      operatorRegistrationNumber: null,
    });
    const again = await post('Create', admin, { userId: p.userId, pilotTypeId: 3, statusId: 1 }, 'en');
    expect(again.body.error).toMatchObject({ code: 450, message: 'This user already has a pilot record.' });
    expect((await post('Create', admin, { userId: 999999, pilotTypeId: 3, statusId: 1 })).status).toBe(404);
    const bad = await post('Create', admin, { userId: p.userId, pilotTypeId: 7, statusId: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.error!.validationErrors!.map((v) => v.members[0]).sort()).toEqual(['pilotTypeId', 'statusId']);
  });

  it('is made with the account when an administrator creates a user of a type, and not for a user without one', async () => {
    const body = {
      userName: 'skrar',
      name: 'Skrá',
      surname: 'Sett',
      emailAddress: 'skrar@example.com',
      password: 'Gott-Lykilord-1',
      isActive: true,
    };
    const typed = await t.call('POST', '/api/services/app/User/Create', { token: admin, body: { ...body, userTypeId: 4 } });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect((await get('GetFromUserId', admin, { UserId: typed.body.result.id })).body.result).toMatchObject({
      pilotTypeId: 4,
      email: 'skrar@example.com',
    });
    const plain = await t.call('POST', '/api/services/app/User/Create', {
      token: admin,
      body: { ...body, userName: 'oskrar', emailAddress: 'oskrar@example.com' },
    });
    expect((await get('GetFromUserId', admin, { UserId: plain.body.result.id })).status).toBe(404);
  });

  it('is read by its owner and the administrators, and answers 404 to other pilots and other tenants', async () => {
    const [p, other] = [await newPilot(), await newPilot()];
    for (const [method, query] of [
      ['Get', { Id: p.id }],
      ['GetFromUserId', { UserId: p.userId }],
      ['getPopulatedPilot', { PilotId: p.id }],
      ['GetInformation', { Id: p.userId }],
    ] as const) {
      expect((await get(method, p.token, query)).status, method).toBe(200);
      expect((await get(method, admin, query)).status, method).toBe(200);
      expect((await get(method, other.token, query)).status, method).toBe(404);
      expect((await get(method, foreignAdmin, query)).status, method).toBe(404);
      expect((await get(method, undefined, query)).status, method).toBe(401);
      expect((await get(method, (await t.userWith(['Pages.Users'])).token, query)).status, method).toBe(403);
    }
    expect((await get('Get', admin, { Id: 'x' })).status).toBe(400);
  });

  it('shows the owner their own record on the home page, with every list', async () => {
    const p = await newPilot();
    const home = await get('GetHomePagePilotByCurrentUser', p.token, {});
    expect(home.body.result).toMatchObject({
      id: p.id,
      insurance: [],
      phoneNumbers: [],
      emails: [expect.objectContaining({ isMainEmail: true })],
      addresses: [],
    });
    expect((await get('GetHomePagePilotByCurrentUser', undefined, {})).status).toBe(401);
    expect((await get('GetHomePagePilotByCurrentUser', (await t.userWith(['Pages.Users'])).token, {})).status).toBe(403);
    // The host's administrator holds the permission but has no record.
    expect((await get('GetHomePagePilotByCurrentUser', admin, {})).status).toBe(404);
  });

  it('changes ID number, type and status for an administrator only', async () => {
    const p = await newPilot();
    const updated = await put('Update', admin, { id: p.id, pilotTypeId: 4, statusId: 2, socialSecurityNumber: '010190-2939' });
    expect(updated.body.result).toMatchObject({ pilotTypeId: 4, statusId: 2, socialSecurityNumber: '010190-2939' });
    const status = await post('UpdatePilotStatus', admin, { pilotId: p.id, statusId: 1 });
    expect(status.body.result).toMatchObject({ pilotTypeId: 4, statusId: 1 });
    const typed = await post('UpdatePilotStatus', admin, { pilotId: p.id, statusId: 1, pilotTypeId: 3 });
    expect(typed.body.result.pilotTypeId).toBe(3);
    expect((await put('Update', admin, { id: p.id, pilotTypeId: 3, statusId: 1, socialSecurityNumber: '0101902939' })).status).toBe(400);
    expect((await post('UpdatePilotStatus', p.token, { pilotId: p.id, statusId: 2 })).status).toBe(403);
    expect((await put('Update', p.token, { id: p.id, pilotTypeId: 3, statusId: 1 })).status).toBe(403);
    expect((await post('UpdatePilotStatus', foreignAdmin, { pilotId: p.id, statusId: 2 })).status).toBe(404);
    expect((await post('UpdatePilotStatus', undefined, { pilotId: p.id, statusId: 2 })).status).toBe(401);
  });

  it('is removed from the register by an administrator; the account stays', async () => {
    const p = await newPilot();
    expect((await del('Delete', p.token, p.id)).status).toBe(403);
    expect((await del('Delete', foreignAdmin, p.id)).status).toBe(404);
    expect((await del('Delete', admin, p.id)).status).toBe(200);
    expect((await get('Get', admin, { Id: p.id })).status).toBe(404);
    expect((await del('Delete', admin, p.id)).status).toBe(404);
    const { rows } = await t.database.pool.query('select is_deleted from users where id = $1', [p.userId]);
    expect(rows[0].is_deleted).toBe(false);
  });
});

describe('the person’s details', () => {
  it('are changed by the owner by user id and by an administrator by pilot id', async () => {
    const p = await newPilot();
    const mine = {
      userId: p.userId,
      name: 'Ásta',
      surname: 'Þórsdóttir',
      dateOfBirth: '1991-02-03',
      countryCode: 'no',
      socialSecurityNumber: '030291-3389',
    };
    const res = await put('UpdateInformation', p.token, mine);
    expect(res.body.result).toEqual({
      userId: p.userId,
      pilotId: p.id,
      name: 'Ásta',
      surname: 'Þórsdóttir',
      dateOfBirth: '1991-02-03',
      countryCode: 'NO',
      socialSecurityNumber: '030291-3389',
      isIDLogin: false,
      // Typed, so a claim: nobody proved it (decision 0021).
      isSocialSecurityNumberVerified: false,
    });
    const byAdmin = await put('UpdatePilotInformation', admin, { ...mine, userId: undefined, id: p.id, name: 'Ásta Sól' });
    expect(byAdmin.body.result).toMatchObject({ fullName: 'Ásta Sól Þórsdóttir' });
    const other = await newPilot();
    expect((await put('UpdateInformation', other.token, mine)).status).toBe(404);
    expect((await put('UpdatePilotInformation', foreignAdmin, { ...mine, userId: undefined, id: p.id })).status).toBe(404);
    const bad = await put('UpdateInformation', p.token, { ...mine, name: 'R2-D2', dateOfBirth: '2999-01-01' }, 'en');
    expect(bad.body.error!.validationErrors!.map((v) => v.members[0]).sort()).toEqual(['dateOfBirth', 'name']);
  });

  it('keep a name from the national registry against the pilot, not against an administrator', async () => {
    const p = await newPilot({ name: 'Skráð', surname: 'Nafn' });
    await t.database.pool.query('update pilots set is_id_login = true where id = $1', [p.id]);
    const body = { userId: p.userId, name: 'Annað', surname: 'Nafn', dateOfBirth: '1980-01-01', countryCode: 'IS' };
    expect((await put('UpdateInformation', p.token, body)).body.result).toMatchObject({
      name: 'Skráð',
      dateOfBirth: '1980-01-01',
      isIDLogin: true,
    });
    expect((await put('UpdateInformation', admin, body)).body.result).toMatchObject({ name: 'Annað' });
  });
});

describe('main items', () => {
  it('make the first of a kind main, move main on request, and clear the shown value when un-mained or deleted', async () => {
    const p = await newPilot();
    const first = await post('CreatePilotPhonenumber', p.token, { pilotId: p.id, phonenumber: '+354 555 1234' });
    expect(first.body.result).toMatchObject({ phonenumber: '+354 555 1234', isMain: true, isKRR: false });
    const second = await post('CreatePilotPhonenumber', p.token, { pilotId: p.id, phonenumber: '699-1234', isMain: true });
    const listed = await get('GetPilotPhonenumbers', p.token, { PilotId: p.id });
    expect(listed.body.result.items.map((i: { isMain: boolean }) => i.isMain)).toEqual([false, true]);
    expect((await get('Get', p.token, { Id: p.id })).body.result.phoneNumber).toBe('699-1234');
    await put('UpdatePilotPhonenumber', p.token, { id: second.body.result.id, phonenumber: '699-1234', isMain: false });
    expect((await get('Get', p.token, { Id: p.id })).body.result.phoneNumber).toBeNull();
    await put('UpdatePilotPhonenumber', p.token, { id: first.body.result.id, phonenumber: '555 1234', isMain: true });
    expect((await get('Get', p.token, { Id: p.id })).body.result.phoneNumber).toBe('555 1234');
    expect((await del('DeletePilotPhonenumber', p.token, first.body.result.id)).status).toBe(200);
    expect((await get('Get', p.token, { Id: p.id })).body.result.phoneNumber).toBeNull();
  });

  it('keep e-mails and addresses by the same rule', async () => {
    const p = await newPilot();
    const [initial] = (await get('GetPilotEmails', p.token, { PilotId: p.id })).body.result.items;
    const work = await post('CreatePilotEmail', p.token, { pilotId: p.id, email: 'Vinna@Example.com', isMainEmail: true });
    expect(work.body.result).toMatchObject({ email: 'vinna@example.com', isMainEmail: true });
    expect((await get('GetPilotEmails', p.token, { PilotId: p.id })).body.result.items).toEqual([
      expect.objectContaining({ id: initial.id, isMainEmail: false }),
      expect.objectContaining({ id: work.body.result.id, isMainEmail: true }),
    ]);
    const updated = await put('UpdatePilotEmail', p.token, { id: initial.id, email: 'heima@example.com', isMainEmail: true });
    expect(updated.body.result).toMatchObject({ email: 'heima@example.com', isMainEmail: true });
    expect((await get('Get', p.token, { Id: p.id })).body.result.email).toBe('heima@example.com');

    const home = { pilotId: p.id, streetAddress: 'Ármúli 2', postNumber: '108', postLocation: 'Reykjavík' };
    const address = await post('CreatePilotAddress', p.token, home);
    expect(address.body.result).toMatchObject({ ...home, countryCode: 'IS', isMainAddress: true, isKRR: false });
    expect((await get('Get', p.token, { Id: p.id })).body.result.address).toMatchObject({ streetAddress: 'Ármúli 2' });
    const moved = await put('UpdatePilotAddress', p.token, {
      id: address.body.result.id,
      ...home,
      pilotId: undefined,
      streetAddress: 'Hafnarstræti 1',
      isMainAddress: true,
    });
    expect(moved.body.result.streetAddress).toBe('Hafnarstræti 1');
    expect((await get('GetPilotAddresses', admin, { PilotId: p.id })).body.result.items).toHaveLength(1);
    await del('DeletePilotAddress', p.token, address.body.result.id);
    expect((await get('Get', p.token, { Id: p.id })).body.result.address).toBeNull();
  });

  it('keep insurances, the newest giving the pilot’s insurance number', async () => {
    const p = await newPilot();
    const a = await post('CreatePilotInsurance', p.token, {
      pilotId: p.id,
      insurancePolicyNumber: 'TR-1',
      insuranceCompanyName: 'Tryggja hf.',
    });
    expect(a.body.result).toMatchObject({ insurancePolicyNumber: 'TR-1', insuranceCompanyName: 'Tryggja hf.' });
    await post('CreatePilotInsurance', p.token, { pilotId: p.id, insurancePolicyNumber: 'TR-2', insuranceCompanyName: 'Tryggja hf.' });
    expect((await get('Get', admin, { Id: p.id })).body.result.insuranceNumber).toBe('TR-2');
    const changed = await put('UpdatePilotInsurance', p.token, {
      id: a.body.result.id,
      insurancePolicyNumber: 'TR-1b',
      insuranceCompanyName: 'Vörn',
    });
    expect(changed.body.result.insuranceCompanyName).toBe('Vörn');
    expect((await get('GetPilotInsurance', p.token, { PilotId: p.id })).body.result.items).toHaveLength(2);
    expect((await del('DeletePilotInsurance', p.token, a.body.result.id)).status).toBe(200);
    expect((await get('GetPilotInsurance', p.token, { PilotId: p.id })).body.result.items).toHaveLength(1);
  });

  it('answer 400 naming the field, and 404 for another pilot’s items or another tenant’s', async () => {
    const [p, other] = [await newPilot(), await newPilot()];
    const bad = await post('CreatePilotPhonenumber', p.token, { pilotId: p.id, phonenumber: 'hringdu í mig' }, 'en');
    expect(wordsOf(bad.body)).toEqual([
      { members: ['phonenumber'], message: 'A phone number is digits, optionally starting with + and spaced with spaces or hyphens.' },
    ]);
    expect((await post('CreatePilotEmail', p.token, { pilotId: p.id, email: 'nope' })).status).toBe(400);
    expect(
      (await post('CreatePilotAddress', p.token, { pilotId: p.id, streetAddress: '', postNumber: '?', postLocation: 'X' })).status,
    ).toBe(400);
    expect(
      (await post('CreatePilotInsurance', p.token, { pilotId: p.id, insurancePolicyNumber: '', insuranceCompanyName: '' })).status,
    ).toBe(400);
    const phone = (await post('CreatePilotPhonenumber', p.token, { pilotId: p.id, phonenumber: '5551234' })).body.result;
    for (const token of [other.token, foreignAdmin]) {
      expect((await post('CreatePilotPhonenumber', token, { pilotId: p.id, phonenumber: '5551234' })).status).toBe(404);
      expect((await get('GetPilotPhonenumbers', token, { PilotId: p.id })).status).toBe(404);
      expect((await put('UpdatePilotPhonenumber', token, { id: phone.id, phonenumber: '1', isMain: true })).status).toBe(400);
      expect((await put('UpdatePilotPhonenumber', token, { id: phone.id, phonenumber: '5551', isMain: true })).status).toBe(404);
      expect((await del('DeletePilotPhonenumber', token, phone.id)).status).toBe(404);
    }
    expect((await del('DeletePilotPhonenumber', undefined, phone.id)).status).toBe(401);
    expect((await del('DeletePilotPhonenumber', (await t.userWith(['Pages.Users'])).token, phone.id)).status).toBe(403);
    expect((await get('GetPilotPhonenumbers', p.token, { PilotId: p.id })).body.result.items).toEqual([
      expect.objectContaining({ phonenumber: '5551234' }),
    ]);
  });

  it('leave values from the national registry to the registry and the administrators; the pilot may only make them main', async () => {
    const p = await newPilot();
    const { rows } = await t.database.pool.query(
      `insert into pilot_phone_numbers (pilot_id, phone_number, is_main, is_krr) values ($1, '5809000', false, true) returning id`,
      [p.id],
    );
    const id = rows[0].id;
    const refused = await put('UpdatePilotPhonenumber', p.token, { id, phonenumber: '5809001', isMain: false }, 'en');
    expect(refused.body.error).toMatchObject({
      message: 'This value comes from the national registry and cannot be changed here. You can only choose whether it is the main one.',
    });
    expect((await del('DeletePilotPhonenumber', p.token, id)).status).toBe(400);
    expect((await put('UpdatePilotPhonenumber', p.token, { id, phonenumber: '5809000', isMain: true })).body.result).toMatchObject({
      isMain: true,
      isKRR: true,
    });
    expect((await put('UpdatePilotPhonenumber', admin, { id, phonenumber: '5809001', isMain: true })).body.result.phonenumber).toBe(
      '5809001',
    );
    expect((await del('DeletePilotPhonenumber', admin, id)).status).toBe(200);
  });
});

describe('self-declaration', () => {
  it('is accepted once and dated; accepting again keeps the first date', async () => {
    const p = await newPilot();
    expect((await get('CurrentUserHasAcceptedSelfDeclaration', p.token, {})).body.result).toEqual({
      hasAccepted: false,
      acceptedTime: null,
    });
    const accepted = await put('AcceptSelfDeclaration', p.token, undefined);
    expect(accepted.body.result).toEqual({ hasAccepted: true, acceptedTime: expect.any(String) });
    const again = await put('AcceptSelfDeclaration', p.token, undefined);
    expect(again.body.result.acceptedTime).toBe(accepted.body.result.acceptedTime);
    expect((await get('Get', admin, { Id: p.id })).body.result.selfDeclarationAcceptedTime).toBe(accepted.body.result.acceptedTime);
    expect((await put('AcceptSelfDeclaration', undefined, undefined)).status).toBe(401);
    expect((await put('AcceptSelfDeclaration', (await t.userWith(['Pages.Users'])).token, undefined)).status).toBe(403);
    expect((await put('AcceptSelfDeclaration', admin, undefined)).status).toBe(404);
  });
});

describe('operator registration number', () => {
  it('is issued whole to its owner, valid for the configured years, and shown to others by its public part only', async () => {
    const p = await newPilot();
    const before = Date.now();
    const issued = await post('UpdatePilotOperatorRegistrationNumber', p.token, { pilotId: p.id });
    const number = issued.body.result;
    expect(isValidOperatorNumber(number.operatorRegistrationNumber)).toBe(true);
    expect(number.publicPart).toBe(number.operatorRegistrationNumber.slice(0, 16));
    expect(number.secret).toBe(number.operatorRegistrationNumber.slice(17));
    const years = (Date.parse(number.expiredOperatorRegistrationNumberTime) - before) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(4.99);
    expect(years).toBeLessThan(5.01);
    expect((await get('Get', p.token, { Id: p.id })).body.result.operatorRegistrationNumber).toBe(number.operatorRegistrationNumber);
    expect((await get('Get', admin, { Id: p.id })).body.result.operatorRegistrationNumber).toBe(number.publicPart);
    const page = await get('GetAll', admin, { Keyword: number.operatorRegistrationNumber.slice(17) + '' });
    expect(page.body.result.items.some((i: { id: number }) => i.id === p.id)).toBe(number.publicPart.includes(number.secret));
  });

  it('is reissued by an administrator without showing them the secret, and refused to other pilots', async () => {
    const [p, other] = [await newPilot(), await newPilot()];
    const byAdmin = (await post('UpdatePilotOperatorRegistrationNumber', admin, { pilotId: p.id })).body.result;
    expect(byAdmin.secret).toBeNull();
    expect(byAdmin.operatorRegistrationNumber).toBe(byAdmin.publicPart);
    const { rows } = await t.database.pool.query('select operator_registration_number from pilots where id = $1', [p.id]);
    expect(rows[0].operator_registration_number.startsWith(byAdmin.publicPart)).toBe(true);
    expect((await post('UpdatePilotOperatorRegistrationNumber', other.token, { pilotId: p.id })).status).toBe(404);
    expect((await post('UpdatePilotOperatorRegistrationNumber', foreignAdmin, { pilotId: p.id })).status).toBe(404);
    expect((await post('UpdatePilotOperatorRegistrationNumber', admin, { pilotId: 0 })).status).toBe(400);
  });
});

describe('notes', () => {
  it('are the administrators’: written, changed, paged newest first, deleted, and counted on the pilot', async () => {
    const p = await newPilot();
    const created = [];
    for (const text of ['Fyrsta', 'Önnur', 'Þriðja'])
      created.push((await post('CreatePilotNote', admin, { pilotId: p.id, description: text })).body.result);
    expect(created[0]).toMatchObject({ pilotId: p.id, description: 'Fyrsta', creatorUserName: 'admin' });
    const page = await get('GetPilotNotesByPilotId', admin, { PilotId: p.id, MaxResultCount: 2 });
    expect(page.body.result.totalCount).toBe(3);
    expect(page.body.result.items.map((i: { description: string }) => i.description)).toEqual(['Þriðja', 'Önnur']);
    const changed = await put('UpdatePilotNote', admin, { id: created[0].id, description: 'Breytt' });
    expect(changed.body.result).toMatchObject({ description: 'Breytt', lastModificationTime: expect.any(String) });
    expect((await get('GetPilotNote', admin, { Id: created[0].id })).body.result.description).toBe('Breytt');
    expect((await get('Get', admin, { Id: p.id })).body.result.numberNotes).toBe(3);
    await del('DeletePilotNote', admin, created[1].id);
    expect((await get('Get', admin, { Id: p.id })).body.result.numberNotes).toBe(2);
    expect((await get('GetPilotNote', admin, { Id: created[1].id })).status).toBe(404);
    // The pilot neither reads nor counts them.
    expect((await get('Get', p.token, { Id: p.id })).body.result.numberNotes).toBe(0);
    expect((await get('GetPilotNotesByPilotId', p.token, { PilotId: p.id })).status).toBe(403);
    expect((await get('GetPilotNote', p.token, { Id: created[0].id })).status).toBe(403);
    expect((await get('GetPilotNote', undefined, { Id: created[0].id })).status).toBe(401);
    expect((await post('CreatePilotNote', admin, { pilotId: p.id, description: '   ' })).status).toBe(400);
    for (const call of [
      get('GetPilotNote', foreignAdmin, { Id: created[0].id }),
      put('UpdatePilotNote', foreignAdmin, { id: created[0].id, description: 'x' }),
      del('DeletePilotNote', foreignAdmin, created[0].id),
      post('CreatePilotNote', foreignAdmin, { pilotId: p.id, description: 'x' }),
      get('GetPilotNotesByPilotId', foreignAdmin, { PilotId: p.id }),
    ])
      expect((await call).status).toBe(404);
  });
});

describe('the register', () => {
  it('pages, searches with a trimmed keyword, sorts and filters the tenant’s pilots', async () => {
    const mark = `Leit${Date.now().toString(36)}`;
    const made = [
      await newPilot({ surname: `${mark}a` }),
      await newPilot({ surname: `${mark}b` }),
      await newPilot({ surname: `${mark}c` }),
    ];
    await post('UpdatePilotStatus', admin, { pilotId: made[1].id, statusId: 2 });
    const page = await get('GetAllPaging', admin, { Keyword: `  ${mark}  `, MaxResultCount: 2, Sorting: 'surname desc' });
    expect(page.body.result).toMatchObject({ totalCount: 3, listUserRole: [] });
    expect(page.body.result.items.map((i: { id: number }) => i.id)).toEqual([made[2].id, made[1].id]);
    const second = await get('GetAll', admin, { Keyword: mark, SkipCount: 2, MaxResultCount: 2, Sorting: 'surname desc' });
    expect(second.body.result.items.map((i: { id: number }) => i.id)).toEqual([made[0].id]);
    const nonPilots = await get('GetAll', admin, { Keyword: mark, StatusId: 2 });
    expect(nonPilots.body.result.items.map((i: { id: number }) => i.id)).toEqual([made[1].id]);
    expect((await get('GetAll', foreignAdmin, { Keyword: mark })).body.result.totalCount).toBe(0);
    expect((await get('GetAllPaging', made[0].token, {})).status).toBe(403);
    expect((await get('GetAll', undefined, {})).status).toBe(401);
    expect((await get('GetAll', admin, { MaxResultCount: 0 })).status).toBe(400);
  });
});
