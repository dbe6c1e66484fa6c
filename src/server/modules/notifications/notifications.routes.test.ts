import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationMessage, OrganizationRole, RecruitmentStatus, type NotificationMessageId } from '../../../shared/enums';
import { createTestApp, type TestApp } from '../../test/harness';
import { eq } from 'drizzle-orm';
import { notifications, organizations, userOrganizations, users } from '../../db/schema';
import { notifyUsers } from '.';

const api = '/api/services/app/Notification';
let t: TestApp;
let admin: string;
let foreignTenant: number;
let n = 0;

type Person = { id: number; token: string; userName: string };

const person = (fields: Record<string, unknown> = {}, tenantId: number | null = null): Promise<Person> =>
  t.userWith(['Pages.Pilot.Permission'], { tenantId, fields: { name: 'Sól', surname: `Flugdóttir${++n}`, ...fields } });

/** An organisation with its main contact person, written as the organisations module keeps them. */
async function organization(mainContact: Person, name = `Drónar ${++n} ehf.`, tenantId: number | null = null): Promise<number> {
  const [row] = await t.database.db
    .insert(organizations)
    .values({
      tenantId,
      userTypeId: 1,
      organizationNumber: String(4_000_000_000 + ++n),
      name,
      address: 'Austurstræti 1',
      postCode: '101',
      email: `org${n}@example.com`,
      phoneNumber: '5551234',
    })
    .returning({ id: organizations.id });
  await join(mainContact.id, row.id, OrganizationRole.MainContactPerson);
  return row.id;
}

const join = (userId: number, organizationId: number, role: number, status: number = RecruitmentStatus.Approved) =>
  t.database.db.insert(userOrganizations).values({ userId, organizationId, organizationRoleId: role, recruitmentStatusId: status });

const raise = (to: Person, messageId: NotificationMessageId, params: Record<string, string> = {}, extra = {}) =>
  notifyUsers(t.database.db, { tenantId: null, userIds: [to.id], messageId, params, ...extra });

const get = (method: string, token: string | undefined, query: Record<string, string | number> = {}, language?: 'is' | 'en') =>
  t.call('GET', `${api}/${method}`, { token, query, language });
const post = (method: string, token: string | undefined, body?: unknown, language?: 'is' | 'en') =>
  t.call('POST', `${api}/${method}`, { token, body, language });

const unread = async (who: Person) => (await get('GetTotalNotificationByCurrentUser', who.token)).body.result as number;
const page = async (who: Person, query: Record<string, number> = {}, language?: 'is' | 'en') =>
  (await get('GetNotificationByCurrentUser', who.token, query, language)).body.result;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  foreignTenant = (await t.tenant()).id;
});
afterAll(() => t.close());

describe('Notification/GetNotificationByCurrentUser', () => {
  it('pages from 0, newest first, with the number of pages and whether more are left', async () => {
    const reader = await person();
    for (let i = 0; i < 25; i++) await raise(reader, NotificationMessage.MessageDisconnectPilot, { personName: `P${i}` });
    const first = await page(reader);
    expect(first).toMatchObject({ totalCount: 25, totalPageCount: 3, isLoadMore: true });
    expect(first.items).toHaveLength(10);
    const ids = first.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.items[0].message).toContain('P24');
    const last = await page(reader, { pageNumber: 2, pageSize: 10 });
    expect(last).toMatchObject({ totalCount: 25, totalPageCount: 3, isLoadMore: false });
    expect(last.items).toHaveLength(5);
    expect(last.items[4].message).toContain('P0');
    const beyond = await page(reader, { pageNumber: 3 });
    expect(beyond).toMatchObject({ items: [], totalCount: 25, totalPageCount: 3, isLoadMore: false });
    expect(await page(reader, { pageNumber: 0, pageSize: 25 })).toMatchObject({ totalPageCount: 1, isLoadMore: false });
    expect(await page(reader, { pageNumber: 0, pageSize: 5 })).toMatchObject({ totalPageCount: 5, isLoadMore: true });
    expect(await page(reader, { pageNumber: 3, pageSize: 5 })).toMatchObject({ totalPageCount: 5, isLoadMore: true });
    expect(await page(reader, { pageNumber: 4, pageSize: 5 })).toMatchObject({ totalPageCount: 5, isLoadMore: false });
    // ABP clients send PascalCase keys.
    expect((await get('GetNotificationByCurrentUser', reader.token, { PageNumber: 1, PageSize: 20 })).body.result.items).toHaveLength(5);
  });

  it('answers an empty list to someone without any, and 400 and 401', async () => {
    const reader = await person();
    expect(await page(reader)).toEqual({ items: [], totalCount: 0, totalPageCount: 0, isLoadMore: false });
    for (const query of [{ pageSize: 0 }, { pageSize: 101 }, { pageNumber: -1 }, { pageNumber: 'x' }] as Record<
      string,
      string | number
    >[]) {
      expect((await get('GetNotificationByCurrentUser', reader.token, query)).status, JSON.stringify(query)).toBe(400);
    }
    const anonymous = await get('GetNotificationByCurrentUser', undefined);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.unAuthorizedRequest).toBe(true);
  });

  it('renders each message in the reader’s language, with the organisation’s current name', async () => {
    const reader = await person();
    const orgId = await organization(reader, 'Flygildi ehf.');
    await raise(reader, NotificationMessage.NewUserConnectWithOrganization, { personName: 'Anna Jónsdóttir' }, { organizationId: orgId });
    await raise(reader, NotificationMessage.MessageAcceptedPilot, { personName: 'Anna Jónsdóttir', organizationName: 'Gamla nafnið' });
    await raise(reader, NotificationMessage.MessageRejectPilot, { organizationName: 'Flygildi ehf.' });
    await raise(reader, NotificationMessage.MessageDisconnectContactPerson, { personName: 'Jón Jónsson' });
    await raise(reader, NotificationMessage.MessageDisconnectPilot);
    await raise(reader, NotificationMessage.AdminUpdatePilotTypeLabel, { pilotType: '3' }, { dynamicMessage: 'Velkomin!' });
    const texts = async (language: 'is' | 'en') =>
      ((await page(reader, {}, language)).items as { message: string }[]).map((i) => i.message).reverse();
    expect(await texts('en')).toEqual([
      'Flygildi ehf. has added a new pilot: Anna Jónsdóttir. The connection takes effect once the pilot has accepted it.',
      'The connection has been accepted: Anna Jónsdóttir is now a pilot of Gamla nafnið.',
      'A pilot’s connection with Flygildi ehf. has been declined.',
      'Jón Jónsson is no longer a contact person of an organisation.',
      'A pilot is no longer connected to an organisation.',
      'An administrator has changed your registration type. It is now: Pilot.',
    ]);
    expect(await texts('is')).toEqual([
      'Flygildi ehf. hefur bætt við nýjum fjarflugmanni: Anna Jónsdóttir. Tengingin tekur gildi þegar fjarflugmaðurinn hefur samþykkt hana.',
      'Tengingin hefur verið samþykkt: Anna Jónsdóttir er nú fjarflugmaður hjá fyrirtækinu Gamla nafnið.',
      'Tengingu fjarflugmanns við fyrirtækið Flygildi ehf. hefur verið hafnað.',
      'Jón Jónsson er ekki lengur tengiliður fyrirtækis.',
      'Fjarflugmaður er ekki lengur tengdur fyrirtæki.',
      'Stjórnandi hefur breytt skráningartegund þinni. Hún er nú: Fjarflugmaður.',
    ]);
    const [newest, , , , , oldest] = (await page(reader, {}, 'en')).items;
    expect(newest).toMatchObject({
      messageId: 6,
      messageKey: 'AdminUpdatePilotTypeLabel',
      dynamicMessage: 'Velkomin!',
      organizationId: null,
      organizationName: null,
      isRead: false,
      creationTime: expect.any(String),
    });
    expect(oldest).toMatchObject({
      messageKey: 'NewUserConnectWithOrganization',
      organizationId: orgId,
      organizationName: 'Flygildi ehf.',
    });
  });
});

describe('reading, marking and clearing', () => {
  it('marks one read and unread, marks all read and clears, each changing the unread count', async () => {
    const reader = await person();
    const other = await person();
    for (let i = 0; i < 4; i++) await raise(reader, NotificationMessage.MessageAcceptedPilot);
    await raise(other, NotificationMessage.MessageAcceptedPilot);
    expect(await unread(reader)).toBe(4);
    const [a, b] = (await page(reader)).items as { id: number }[];

    const marked = await post('MarkIsReadOrUnReadByNotificationId', reader.token, { notificationId: a.id, isRead: true });
    expect(marked.status).toBe(200);
    expect(marked.body.result).toMatchObject({ id: a.id, isRead: true });
    expect(await unread(reader)).toBe(3);
    await post('MarkIsReadOrUnReadByNotificationId', reader.token, { notificationId: a.id, isRead: true });
    expect(await unread(reader)).toBe(3);
    await post('MarkIsReadOrUnReadByNotificationId', reader.token, { notificationId: a.id, isRead: false });
    expect(await unread(reader)).toBe(4);

    const cleared = await post('ClearNotificationByNotifyId', reader.token, { notificationId: b.id });
    expect(cleared.body.result).toBe(true);
    expect(await unread(reader)).toBe(3);
    expect((await page(reader)).totalCount).toBe(3);
    expect((await post('ClearNotificationByNotifyId', reader.token, { notificationId: b.id })).status).toBe(404);

    await post('MarkIsReadOrUnReadByNotificationId', reader.token, { notificationId: a.id, isRead: true });
    const all = await post('MarkAllReadNotificationByCurrentUser', reader.token);
    expect(all.body.result).toBe(2);
    expect(await unread(reader)).toBe(0);
    expect((await page(reader)).items.every((i: { isRead: boolean }) => i.isRead)).toBe(true);
    expect((await post('MarkAllReadNotificationByCurrentUser', reader.token)).body.result).toBe(0);

    await raise(reader, NotificationMessage.MessageRejectPilot);
    expect(await unread(reader)).toBe(1);
    const clearedAll = await post('ClearAllNotificationByCurrentUser', reader.token);
    expect(clearedAll.body.result).toBe(4);
    expect(await unread(reader)).toBe(0);
    expect((await page(reader)).totalCount).toBe(0);
    // Nobody else's were touched.
    expect(await unread(other)).toBe(1);
  });

  it('answers 404 for another person’s notification and another tenant’s, and changes neither', async () => {
    const reader = await person();
    const stranger = await person();
    const foreigner = await person({}, foreignTenant);
    await raise(stranger, NotificationMessage.MessageAcceptedPilot);
    await notifyUsers(t.database.db, {
      tenantId: foreignTenant,
      userIds: [foreigner.id],
      messageId: NotificationMessage.MessageAcceptedPilot,
    });
    const strangers = (await page(stranger)).items[0].id as number;
    const foreign = (await page(foreigner)).items[0].id as number;
    for (const id of [strangers, foreign, 2_000_000_000]) {
      for (const isRead of [true, false]) {
        expect((await post('MarkIsReadOrUnReadByNotificationId', reader.token, { notificationId: id, isRead })).status).toBe(404);
      }
      expect((await post('ClearNotificationByNotifyId', reader.token, { notificationId: id })).status).toBe(404);
    }
    // Another tenant's administrator does not reach them either.
    const foreignAdmin = await t.userWith(['Pages.Organizations'], { tenantId: foreignTenant });
    expect((await post('ClearNotificationByNotifyId', foreignAdmin.token, { notificationId: strangers })).status).toBe(404);
    expect((await post('ClearAllNotificationByCurrentUser', reader.token)).body.result).toBe(0);
    expect(await unread(stranger)).toBe(1);
    expect(await unread(foreigner)).toBe(1);
  });

  it('answers 400 for bad input and 401 without a session, on every call', async () => {
    const reader = await person();
    for (const body of [{}, { notificationId: 'x', isRead: true }, { notificationId: 1 }, { notificationId: 0, isRead: true }]) {
      expect((await post('MarkIsReadOrUnReadByNotificationId', reader.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { notificationId: -1 }, { notificationId: 'x' }]) {
      expect((await post('ClearNotificationByNotifyId', reader.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    const calls = [
      get('GetTotalNotificationByCurrentUser', undefined),
      post('MarkIsReadOrUnReadByNotificationId', undefined, { notificationId: 1, isRead: true }),
      post('ClearNotificationByNotifyId', undefined, { notificationId: 1 }),
      post('MarkAllReadNotificationByCurrentUser', undefined),
      post('ClearAllNotificationByCurrentUser', undefined),
      post('PushNotificationByUserId', undefined, { userId: reader.id, messageId: 1 }),
      post('PushNotificationByUserIdAndDynamicMes', undefined, { userId: reader.id, messageId: 1, dynamicMessage: 'x' }),
      post('PushNotificationByOrganizationId', undefined, { organizationId: 1, messageId: 1 }),
      post('PushNotificationDynamicMesByOrganizationId', undefined, { organizationId: 1, messageId: 1, dynamicMessage: 'x' }),
    ];
    for (const call of calls) {
      const res = await call;
      expect(res.status).toBe(401);
      expect(res.body.unAuthorizedRequest).toBe(true);
    }
  });
});

describe('pushing to a person', () => {
  it('lets an administrator of organisations write to a person of the tenant, who is named in it', async () => {
    const tenantAdmin = await t.userWith(['Pages.Organizations'], { tenantId: foreignTenant });
    const reader = await person({ name: 'Ásta', surname: 'Sigurðardóttir' }, foreignTenant);
    const pushed = await post('PushNotificationByUserId', tenantAdmin.token, { userId: reader.id, messageId: 5 });
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
    expect(pushed.body.result).toEqual({ count: 1 });
    const dynamic = await post('PushNotificationByUserIdAndDynamicMes', tenantAdmin.token, {
      userId: reader.id,
      messageId: 4,
      dynamicMessage: '  Hafðu samband við okkur.  ',
    });
    expect(dynamic.body.result).toEqual({ count: 1 });
    const [second, first] = (await page(reader, {}, 'en')).items;
    expect(first).toMatchObject({
      messageId: 5,
      message: 'Ásta Sigurðardóttir is no longer a pilot of an organisation.',
      dynamicMessage: null,
    });
    expect(second).toMatchObject({ messageId: 4, dynamicMessage: 'Hafðu samband við okkur.' });
    expect(await unread(reader)).toBe(2);
  });

  it('refuses everyone else (403), another tenant’s or an unknown person (404) and bad input (400)', async () => {
    const reader = await person();
    const contact = await person();
    await join(contact.id, await organization(contact), OrganizationRole.ContactPerson);
    for (const who of [reader, contact, await t.userWith(['Pages.Pilots'])]) {
      for (const method of ['PushNotificationByUserId', 'PushNotificationByUserIdAndDynamicMes']) {
        const res = await post(method, who.token, { userId: reader.id, messageId: 1, dynamicMessage: 'x' }, 'en');
        expect(res.status, method).toBe(403);
        expect(res.body.error?.details).toBe('The permission Pages.Organizations is missing.');
      }
    }
    const foreigner = await person({}, foreignTenant);
    for (const userId of [foreigner.id, 2_000_000_000]) {
      expect((await post('PushNotificationByUserId', admin, { userId, messageId: 1 })).status).toBe(404);
      expect((await post('PushNotificationByUserIdAndDynamicMes', admin, { userId, messageId: 1, dynamicMessage: 'x' })).status).toBe(404);
    }
    for (const body of [
      { userId: reader.id, messageId: 7 },
      { userId: reader.id, messageId: 0 },
      { userId: reader.id },
      { messageId: 1 },
    ]) {
      expect((await post('PushNotificationByUserId', admin, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const dynamicMessage of [undefined, '   ', 'x'.repeat(1001)]) {
      expect((await post('PushNotificationByUserIdAndDynamicMes', admin, { userId: reader.id, messageId: 1, dynamicMessage })).status).toBe(
        400,
      );
    }
    expect(await unread(reader)).toBe(0);
    expect(await unread(foreigner)).toBe(0);
  });
});

describe('pushing to everyone', () => {
  it('reaches every active person of the sender’s tenant but the sender, each named in it, and nobody else', async () => {
    const tenantId = (await t.tenant()).id;
    const sender = await t.userWith(['Pages.Users'], { tenantId });
    const readers = [await person({ name: 'Ásta', surname: 'Jónsdóttir' }, tenantId), await person({}, tenantId)];
    const inactive = await person({}, tenantId);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    const elsewhere = await person({}, foreignTenant);
    const pushed = await post(
      'PushNotificationToEveryone',
      sender.token,
      { messageId: NotificationMessage.MessageDisconnectPilot, dynamicMessage: ' Kerfið liggur niðri í kvöld. ' },
      'en',
    );
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
    expect(pushed.body.result).toEqual({ count: 2 });
    const [notice] = (await page(readers[0], {}, 'en')).items;
    expect(notice).toMatchObject({ messageId: NotificationMessage.MessageDisconnectPilot, dynamicMessage: 'Kerfið liggur niðri í kvöld.' });
    expect(notice.message).toContain('Ásta Jónsdóttir');
    expect(await unread(readers[1])).toBe(1);
    for (const nobody of [sender, elsewhere]) expect(await unread(nobody)).toBe(0);
    const inactiveOnes = await t.database.db.select().from(notifications).where(eq(notifications.userId, inactive.id));
    expect(inactiveOnes).toEqual([]);
  });

  it('refuses those who do not administer users (403), bad input (400) and no session (401)', async () => {
    const reader = await person();
    const organizationsAdmin = await t.userWith(['Pages.Organizations']);
    for (const who of [reader, organizationsAdmin]) {
      const res = await post('PushNotificationToEveryone', who.token, { messageId: 1 }, 'en');
      expect(res.status).toBe(403);
      expect(res.body.error?.details).toBe('The permission Pages.Users is missing.');
    }
    for (const body of [{}, { messageId: 0 }, { messageId: 1, dynamicMessage: '   ' }]) {
      expect((await post('PushNotificationToEveryone', admin, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await post('PushNotificationToEveryone', undefined, { messageId: 1 })).status).toBe(401);
    expect(await unread(reader)).toBe(0);
  });
});

describe('pushing to an organisation', () => {
  async function crew() {
    const main = await person();
    const orgId = await organization(main, 'Loftmyndir ehf.');
    const contact = await person();
    const pilot = await person();
    const waiting = await person();
    const outsider = await person();
    await join(contact.id, orgId, OrganizationRole.ContactPerson);
    await join(pilot.id, orgId, OrganizationRole.Pilot);
    // Both a pilot and a contact person: told once.
    await join(contact.id, orgId, OrganizationRole.Pilot);
    await join(waiting.id, orgId, OrganizationRole.Pilot, RecruitmentStatus.WaitingForApprove);
    return { orgId, main, contact, pilot, waiting, outsider };
  }

  it('lets its contact persons write to its approved members but themselves', async () => {
    const c = await crew();
    const pushed = await post('PushNotificationByOrganizationId', c.contact.token, { organizationId: c.orgId, messageId: 2 });
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
    expect(pushed.body.result).toEqual({ count: 2 });
    expect([await unread(c.main), await unread(c.pilot), await unread(c.contact), await unread(c.waiting)]).toEqual([1, 1, 0, 0]);
    expect((await page(c.pilot, {}, 'en')).items[0]).toMatchObject({
      organizationId: c.orgId,
      organizationName: 'Loftmyndir ehf.',
      message: 'A pilot’s connection with Loftmyndir ehf. has been accepted.',
    });
    const dynamic = await post('PushNotificationDynamicMesByOrganizationId', c.main.token, {
      organizationId: c.orgId,
      messageId: 1,
      dynamicMessage: 'Fundur á morgun.',
    });
    expect(dynamic.body.result).toEqual({ count: 2 });
    expect([await unread(c.main), await unread(c.pilot), await unread(c.contact)]).toEqual([1, 2, 1]);
    expect((await page(c.contact)).items[0]).toMatchObject({ messageId: 1, dynamicMessage: 'Fundur á morgun.' });
  });

  it('lets an administrator of organisations write to any organisation of the tenant, and nobody to another tenant’s', async () => {
    const c = await crew();
    const pushed = await post('PushNotificationByOrganizationId', admin, { organizationId: c.orgId, messageId: 5 });
    expect(pushed.body.result).toEqual({ count: 3 });
    expect([await unread(c.main), await unread(c.contact), await unread(c.pilot), await unread(c.waiting)]).toEqual([1, 1, 1, 0]);
    const foreignAdmin = await t.userWith(['Pages.Organizations'], { tenantId: foreignTenant });
    for (const token of [foreignAdmin.token, c.outsider.token, admin]) {
      for (const organizationId of token === admin ? [2_000_000_000] : [c.orgId, 2_000_000_000]) {
        if (token === c.outsider.token && organizationId === c.orgId) continue;
        expect((await post('PushNotificationByOrganizationId', token, { organizationId, messageId: 1 })).status).toBe(404);
      }
    }
    const foreignMain = await person({}, foreignTenant);
    const foreignOrg = await organization(foreignMain, 'Útlönd ehf.', foreignTenant);
    expect((await post('PushNotificationByOrganizationId', admin, { organizationId: foreignOrg, messageId: 1 })).status).toBe(404);
    expect((await post('PushNotificationByOrganizationId', foreignAdmin.token, { organizationId: foreignOrg, messageId: 1 })).status).toBe(
      200,
    );
  });

  it('refuses its pilots, people outside it and contact persons of other organisations (403), and bad input (400)', async () => {
    const c = await crew();
    const other = await crew();
    for (const who of [c.pilot, c.waiting, c.outsider, other.contact, other.main]) {
      for (const method of ['PushNotificationByOrganizationId', 'PushNotificationDynamicMesByOrganizationId']) {
        const res = await post(method, who.token, { organizationId: c.orgId, messageId: 1, dynamicMessage: 'x' });
        expect(res.status, method).toBe(403);
        expect(res.body.unAuthorizedRequest).toBe(false);
      }
    }
    for (const body of [{ organizationId: c.orgId, messageId: 9 }, { organizationId: 'x', messageId: 1 }, { messageId: 1 }]) {
      expect((await post('PushNotificationByOrganizationId', c.contact.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await post('PushNotificationDynamicMesByOrganizationId', c.contact.token, {
          organizationId: c.orgId,
          messageId: 1,
          dynamicMessage: '',
        })
      ).status,
    ).toBe(400);
    expect([await unread(c.main), await unread(c.pilot)]).toEqual([0, 0]);
  });
});

describe('message 6', () => {
  it('tells the pilot when an administrator changes their type, in the same change, and not when the type stays', async () => {
    const pilotApi = '/api/services/app/Pilot';
    const user = await person({ userTypeId: 3 });
    const created = await t.call('POST', `${pilotApi}/Create`, { token: admin, body: { userId: user.id, pilotTypeId: 3, statusId: 1 } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const pilotId = created.body.result.id as number;
    const update = (body: Record<string, unknown>) =>
      t.call('POST', `${pilotApi}/UpdatePilotStatus`, { token: admin, body: { pilotId, ...body } });

    expect((await update({ statusId: 1, pilotTypeId: 4 })).status).toBe(200);
    const [notice] = (await page(user, {}, 'en')).items;
    expect(notice).toMatchObject({
      messageId: NotificationMessage.AdminUpdatePilotTypeLabel,
      messageKey: 'AdminUpdatePilotTypeLabel',
      message: 'An administrator has changed your registration type. It is now: Contact person.',
      isRead: false,
    });
    expect((await page(user, {}, 'is')).items[0].message).toBe('Stjórnandi hefur breytt skráningartegund þinni. Hún er nú: Tengiliður.');

    await update({ statusId: 2, pilotTypeId: 4 });
    await update({ statusId: 1 });
    expect(await unread(user)).toBe(1);
    await update({ statusId: 1, pilotTypeId: 3 });
    expect(await unread(user)).toBe(2);
    // A refused change raises nothing.
    expect((await update({ statusId: 1, pilotTypeId: 9 })).status).toBe(400);
    expect(await unread(user)).toBe(2);
  });
});
