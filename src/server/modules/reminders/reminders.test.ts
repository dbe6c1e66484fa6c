import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganizationRole, PaymentKind, UserType } from '../../../shared/enums';
import { insertPayment } from '../../seed/factories/payments';
import { expiryReminders, mailOutbox, organizations, pilots, userCertificates, userOrganizations } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { calendarDay } from '../../kernel/calendar';
import { createTestApp, type TestApp } from '../../test/harness';
import { awardCertificate } from '../certificates';
import { dueThreshold, sendExpiryReminders } from './reminders.service';

const dayMs = 86_400_000;
let clock = new Date('2027-03-01T10:00:00Z');
const inDays = (days: number) => calendarDay(new Date(clock.getTime() + days * dayMs));

let t: TestApp;
let tenantId: number;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tenantId = (await t.tenant()).id;
});
afterAll(() => t.close());

async function person(language: 'is' | 'en', name = `Person${++counter}`) {
  return (await t.userWith([], { tenantId, fields: { name, surname: 'Jónsdóttir', language, userTypeId: UserType.Pilot } })).id;
}

/** A certificate of the type for the user, expiring on the day given. */
async function certificate(userId: number, expiredDate: string, certificateType = 2, passedDate = '2022-01-10'): Promise<number> {
  const { userCertificateId, alreadyCertified } = await withTransaction(t.database.pool, (tx) =>
    awardCertificate(tx.db, { tenantId, userId, certificateType, passedDate, validOn: passedDate }),
  );
  expect(alreadyCertified).toBe(false);
  await t.database.db.update(userCertificates).set({ expiredDate }).where(eq(userCertificates.id, userCertificateId));
  return userCertificateId;
}

async function organisationWithContacts(validUntil: string[], contacts: number[], pilots: number[] = []) {
  const [org] = await t.database.db
    .insert(organizations)
    .values({
      tenantId,
      userTypeId: UserType.Under250,
      name: `Flugfélagið ${++counter} ehf.`,
      organizationNumber: String(4_000_000_000 + counter),
      address: 'Austurstræti 1',
      postCode: '101',
      email: `org${counter}@example.is`,
      phoneNumber: '5551234',
    })
    .returning({ id: organizations.id, name: organizations.name });
  for (const [i, userId] of contacts.entries()) {
    const organizationRoleId = i === 0 ? OrganizationRole.MainContactPerson : OrganizationRole.ContactPerson;
    await t.database.db.insert(userOrganizations).values({ userId, organizationId: org!.id, organizationRoleId });
  }
  for (const userId of pilots) {
    await t.database.db.insert(userOrganizations).values({ userId, organizationId: org!.id, organizationRoleId: OrganizationRole.Pilot });
  }
  const fees = [];
  for (const until of validUntil) {
    fees.push(
      await insertPayment(t.database.db, {
        tenantId,
        kind: PaymentKind.Organization,
        organizationId: org!.id,
        userTypeId: UserType.Under250,
        validFrom: '2026-01-01',
        validUntil: until,
      }),
    );
  }
  return { ...org!, fees };
}

async function mailsTo(userIds: number[]) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.userId, userIds),
        inArray(mailOutbox.template, [
          'certificateExpiry',
          'registrationExpiry',
          'operatorNumberExpiry',
          'organizationOperatorNumberExpiry',
        ]),
      ),
    )
    .orderBy(mailOutbox.id);
}

describe('the threshold a record is due for', () => {
  it('is the nearest one passed, so a record first seen late gets only the nearer mail', () => {
    expect([61, 60, 30, 15, 14, 10, 0, -1].map(dueThreshold)).toEqual([undefined, 60, 60, 60, 14, 14, 14, undefined]);
  });
});

describe('expiry reminders', () => {
  it('mails each holder and contact person once per threshold, in their language, and never for a renewed record', async () => {
    const sixty = await person('is', 'Sigríður');
    const fourteen = await person('en', 'Helen');
    const late = await person('is');
    const renewed = await person('is');
    const renewsLater = await person('is');
    const far = await person('is');
    const expired = await person('is');
    const [mainContact, contact, pilot] = [await person('is', 'Gunnar'), await person('en', 'Grace'), await person('is')];
    const [renewedContact] = [await person('is')];

    await certificate(sixty, inDays(60));
    await certificate(fourteen, inDays(14), 1);
    await certificate(late, inDays(10));
    await certificate(renewed, inDays(14));
    await certificate(renewed, inDays(5 * 365), 2, inDays(15));
    await certificate(renewsLater, inDays(59));
    await certificate(far, inDays(200));
    await certificate(expired, inDays(-1));
    const org = await organisationWithContacts([inDays(60)], [mainContact, contact], [pilot]);
    await organisationWithContacts([inDays(14), inDays(365 + 14)], [renewedContact]);
    const everyone = [sixty, fourteen, late, renewed, renewsLater, far, expired, mainContact, contact, pilot, renewedContact];

    // Two instances run the job at the same moment: between them each reminder goes once.
    const first = await Promise.all([sendExpiryReminders(t.deps), sendExpiryReminders(t.deps)]);
    expect(first[0]!.sent + first[1]!.sent).toBe(6);
    // And a second run, or a retry, sends nothing more.
    expect((await sendExpiryReminders(t.deps)).sent).toBe(0);

    const mails = await mailsTo(everyone);
    expect(mails.map((m) => [m.userId, m.template, m.language])).toEqual([
      [sixty, 'certificateExpiry', 'is'],
      [fourteen, 'certificateExpiry', 'en'],
      [late, 'certificateExpiry', 'is'],
      [renewsLater, 'certificateExpiry', 'is'],
      [mainContact, 'registrationExpiry', 'is'],
      [contact, 'registrationExpiry', 'en'],
    ]);
    const [toSixty, toFourteen, toLate, , toMain, toContact] = mails;
    expect(toSixty!.subject).toBe(
      `Hæfnisskírteini fjarflugmanns A2 rennur út ${new Intl.DateTimeFormat('is-IS', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${inDays(60)}T12:00:00Z`))}`,
    );
    expect(toSixty!.text).toContain('Góðan dag Sigríður Jónsdóttir');
    expect(toSixty!.text).toContain('eftir 60 daga');
    expect(toSixty!.text).toContain('http://portal.test/my-site/competency');
    expect(toFourteen!.subject).toMatch(/^Your .+ expires on \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(toFourteen!.text).toContain('in 14 days');
    expect(toLate!.text).toContain('eftir 10 daga');
    expect(toMain!.subject).toBe(
      `Skráning ${org.name} sem rekstraraðila rennur út ${new Intl.DateTimeFormat('is-IS', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${inDays(60)}T12:00:00Z`))}`,
    );
    expect(toMain!.text).toContain(`http://portal.test/my-site/payment/${org.id}`);
    expect(toContact!.text).toContain('as a contact person of the organisation');

    const rows = await t.database.db.select().from(expiryReminders).where(inArray(expiryReminders.userId, everyone));
    expect(rows.map((r) => [r.kind, r.threshold]).sort()).toEqual(
      [
        ['certificate', 14],
        ['certificate', 14],
        ['certificate', 60],
        ['certificate', 60],
        ['registration', 60],
        ['registration', 60],
      ].sort(),
    );
    expect(rows.every((r) => r.mailId !== null)).toBe(true);

    // One holder renews before the 14-day mail: the old certificate gets no more reminders.
    await certificate(renewsLater, inDays(5 * 365), 2, inDays(60));
    // 46 days on, the 60-day ones are at 14 days: each gets its second mail, once; the rest nothing.
    clock = new Date(clock.getTime() + 46 * dayMs);
    expect((await sendExpiryReminders(t.deps)).sent).toBe(3);
    expect((await sendExpiryReminders(t.deps)).sent).toBe(0);
    const later = (await mailsTo(everyone)).slice(6);
    expect(later.map((m) => [m.userId, m.template])).toEqual([
      [sixty, 'certificateExpiry'],
      [mainContact, 'registrationExpiry'],
      [contact, 'registrationExpiry'],
    ]);
    expect(later[0]!.text).toContain('eftir 14 daga');

    expect(await mailsTo([renewsLater])).toHaveLength(1);
  });

  it('tells a pilot and an organisation’s main contact person of their operator registration number, showing only its public part', async () => {
    const holder = await person('en', 'Olive');
    const contact = await person('is', 'Kári');
    const atTwoOClock = (days: number) => new Date(`${inDays(days)}T02:00:00Z`);
    const number = 'ISL0123456789ab7-x9z';
    const [pilot] = await t.database.db
      .insert(pilots)
      .values({
        tenantId,
        userId: holder,
        pilotTypeId: 1,
        operatorRegistrationNumber: number,
        operatorRegistrationNumberExpiry: atTwoOClock(50),
      })
      .returning({ id: pilots.id });
    const org = await organisationWithContacts([], [contact]);
    await t.database.db
      .update(organizations)
      .set({ operatingNumber: 'ISLzyxwvutsrqpo3-abc', operatingNumberExpiry: atTwoOClock(14) })
      .where(eq(organizations.id, org.id));

    expect((await sendExpiryReminders(t.deps)).sent).toBe(2);
    expect((await sendExpiryReminders(t.deps)).sent).toBe(0);
    const mails = await mailsTo([holder, contact]);
    const toHolder = mails.find((m) => m.userId === holder);
    const toContact = mails.find((m) => m.userId === contact);
    expect(toHolder).toMatchObject({ userId: holder, template: 'operatorNumberExpiry', language: 'en' });
    expect(toHolder!.subject).toMatch(/^Operator registration number ISL0123456789ab7 expires on /);
    expect(toHolder!.text).toContain('50 days from now');
    expect(toHolder!.text).toContain('http://portal.test/my-site/operator-information');
    expect(toHolder!.text + toHolder!.html).not.toContain('x9z');
    // A reminder nobody asked for does not say "if you did not ask for this".
    expect(toHolder!.text).not.toMatch(/did not ask/);
    expect(toContact).toMatchObject({ userId: contact, template: 'organizationOperatorNumberExpiry', language: 'is' });
    expect(toContact!.subject).toContain(`Skráningarnúmer ${org.name} sem rekstraraðila, ISLzyxwvutsrqpo3, rennur út`);
    expect(toContact!.text).toContain('sem aðaltengiliður fyrirtækisins');
    expect(toContact!.text).toContain(`http://portal.test/my-site/payment/${org.id}`);
    expect(toContact!.text).not.toContain('abc');

    // Renewed on the same record a year on: 315 days later it is 50 days from its new expiry, and told again once.
    await t.database.db
      .update(pilots)
      .set({ operatorRegistrationNumberExpiry: atTwoOClock(365) })
      .where(eq(pilots.id, pilot!.id));
    clock = new Date(clock.getTime() + 315 * dayMs);
    await sendExpiryReminders(t.deps);
    expect((await sendExpiryReminders(t.deps)).sent).toBe(0);
    const toHolderAgain = (await mailsTo([holder])).map((m) => m.text);
    expect(toHolderAgain).toHaveLength(2);
    expect(toHolderAgain[1]).toContain('50 days from now');
  });

  it('tells only the main contact persons of an organisation’s number, and them not of its fee ending the same day', async () => {
    const [main, contact] = [await person('en', 'Magnus'), await person('is', 'Sóley')];
    const org = await organisationWithContacts([inDays(14)], [main, contact]);
    await t.database.db
      .update(organizations)
      .set({ operatingNumber: 'ISLabcdefghijkl5-qrs', operatingNumberExpiry: new Date(`${inDays(14)}T23:59:59.999Z`) })
      .where(eq(organizations.id, org.id));

    expect((await sendExpiryReminders(t.deps)).sent).toBe(2);
    expect((await sendExpiryReminders(t.deps)).sent).toBe(0);
    const mails = await mailsTo([main, contact]);
    expect(mails.map((m) => [m.userId, m.template, m.language])).toEqual([
      [contact, 'registrationExpiry', 'is'],
      [main, 'organizationOperatorNumberExpiry', 'en'],
    ]);
    const toMain = mails[1]!;
    expect(toMain.subject).toMatch(new RegExp(`^The operator registration number of .+, ISLabcdefghijkl5, expires on `));
    expect(toMain.text).toContain('14 days from now');
    expect(toMain.text).toContain("as the organisation's main contact person");
    expect(toMain.text).toContain(`http://portal.test/my-site/payment/${org.id}`);
    expect(toMain.text + toMain.html).not.toContain('qrs');
  });
});
