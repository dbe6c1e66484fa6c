import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentKind, PaymentStatus } from '../../../shared/enums';
import { isValidOperatorNumber, newOperatorNumber, operatorNumberAlphabet } from '../../../shared/operator-number';
import { organizations, paymentEvents, payments, pilots } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { addDays, addYears, calendarDay } from '../../kernel/calendar';
import { createTestApp, type TestApp } from '../../test/harness';
import { checkout, sendCallback, signedCallback } from '../payments/payments.test-support';
import { renewOrganizationOperatorNumber } from './organization-operator-numbers';
import { getOrganization, orgApi, organizationWorld, type OrganizationWorld } from './organizations.test-support';

/** Decision 0030: an organisation's fee gives it its operator registration number and renews it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pay = async (w: OrganizationWorld) => {
  const order = await checkout(t, w.main.token, { isOrg: true, organizationId: w.orgId });
  const callback = signedCallback(t, order);
  expect((await sendCallback(t, callback)).status).toBe(200);
  return callback;
};
const numberOf = async (id: number) => (await t.database.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;
/** An administrator's Organization/Update of what Organization/Get showed them, with `fields` changed. */
const adminEdit = async (token: string, id: number, fields: Record<string, unknown> = {}) => {
  const shown = await getOrganization(t, token, id);
  return t.call('PUT', `${orgApi}/Update`, {
    token,
    body: {
      id,
      name: shown.name,
      organizationNumber: shown.organizationNumber,
      address: shown.address,
      postCode: shown.postCode,
      email: shown.email,
      phoneNumber: shown.phoneNumber,
      userTypeId: shown.userTypeId,
      insurancePolicyNumber: 'TR-1',
      insuranceCompanyName: 'Tryggingar hf.',
      operatingNumber: shown.operatingNumber,
      operatingNumberExpiry: shown.operatingNumberExpiry?.slice(0, 10) ?? null,
      ...fields,
    },
  });
};
const endOfDayIso = (day: string) => `${day}T23:59:59.999Z`;
/** The expiry a fee valid from `day` gives, with setting 8 at its default of five years. */
const expiryFrom = (day: string) => endOfDayIso(addDays(addYears(day, 5), -1));

describe('an organisation’s operator registration number', () => {
  it('is issued when its fee is paid: the public part to its people and administrators, the secret to main contacts only', async () => {
    const w = await organizationWorld(t);
    const before = await getOrganization(t, w.main.token, w.orgId);
    expect(before).toMatchObject({ operatingNumber: null, operatingNumberSecret: null, operatingNumberExpiry: null });

    await pay(w);
    const stored = await numberOf(w.orgId);
    expect(isValidOperatorNumber(stored.operatingNumber!)).toBe(true);
    const [publicPart, secret] = stored.operatingNumber!.split('-');
    const expiry = expiryFrom(calendarDay(new Date()));
    expect(stored.operatingNumberExpiry!.toISOString()).toBe(expiry);

    expect(await getOrganization(t, w.main.token, w.orgId)).toMatchObject({
      operatingNumber: publicPart,
      operatingNumberSecret: secret,
      operatingNumberExpiry: expiry,
    });
    for (const token of [w.contact.token, w.pilot.token, w.tenant.admin]) {
      expect(await getOrganization(t, token, w.orgId)).toMatchObject({ operatingNumber: publicPart, operatingNumberSecret: null });
    }
    const mine = async (token: string) =>
      (await t.call('GET', `${orgApi}/GetByCurrentUser`, { token })).body.result.items.find((o: { id: number }) => o.id === w.orgId);
    expect(await mine(w.main.token)).toMatchObject({ operatingNumber: publicPart, operatingNumberSecret: secret });
    expect(await mine(w.contact.token)).toMatchObject({ operatingNumber: publicPart, operatingNumberSecret: null });
    // A change a contact person makes answers as a read does: no secret to them.
    const address = await t.call('PUT', `${orgApi}/UpdateAddress`, {
      token: w.contact.token,
      body: { id: w.orgId, address: 'Hafnarstræti 10', postCode: '101', countryCode: 'IS' },
    });
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    expect(address.body.result).toMatchObject({ operatingNumber: publicPart, operatingNumberSecret: null });
    // Nobody outside the organisation reads it.
    expect((await t.call('GET', `${orgApi}/Get`, { token: w.stranger.token, query: { Id: w.orgId } })).status).toBe(403);
    expect((await t.call('GET', `${orgApi}/Get`, { token: w.other.admin, query: { Id: w.orgId } })).status).toBe(404);

    const [event] = await t.database.db
      .select()
      .from(paymentEvents)
      .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .where(and(eq(payments.organizationId, w.orgId), eq(paymentEvents.kind, 'fulfilled')));
    expect(event!.payment_events.detail).toMatchObject({ operatorNumber: publicPart, operatorNumberIssued: true });
    expect(JSON.stringify(event!.payment_events.detail)).not.toContain(`-${secret}`);
  });

  it('keeps its number and moves the expiry on with each later fee; a replayed callback changes nothing', async () => {
    const w = await organizationWorld(t);
    const callback = await pay(w);
    const first = await numberOf(w.orgId);

    // The fee runs out within the renewal window: the renewal is valid from the day after it.
    const endsSoon = addDays(calendarDay(new Date()), 30);
    await t.database.db.update(payments).set({ validUntil: endsSoon }).where(eq(payments.organizationId, w.orgId));
    expect((await sendCallback(t, callback)).status).toBe(200);
    expect((await numberOf(w.orgId)).operatingNumberExpiry).toEqual(first.operatingNumberExpiry);

    await pay(w);
    const renewed = await numberOf(w.orgId);
    expect(renewed.operatingNumber).toBe(first.operatingNumber);
    expect(renewed.operatingNumberExpiry!.toISOString()).toBe(expiryFrom(addDays(endsSoon, 1)));
    expect(await getOrganization(t, w.main.token, w.orgId)).toMatchObject({
      operatingNumberExpiry: expiryFrom(addDays(endsSoon, 1)),
    });

    // A fee never shortens a number an administrator extended by hand.
    const far = new Date('2099-12-31T23:59:59.999Z');
    await t.database.db.update(organizations).set({ operatingNumberExpiry: far }).where(eq(organizations.id, w.orgId));
    await withTransaction(t.database.pool, (tx) => renewOrganizationOperatorNumber(tx, w.orgId, calendarDay(new Date()), new Date()));
    expect((await numberOf(w.orgId)).operatingNumberExpiry).toEqual(far);
  });

  it('is shown to administrators by its public part in their lists, and an edit that sends that back keeps the whole number', async () => {
    const w = await organizationWorld(t);
    await pay(w);
    const whole = (await numberOf(w.orgId)).operatingNumber!;
    const publicPart = whole.slice(0, 16);

    const page = await t.call('GET', `${orgApi}/GetPaggedList`, { token: w.tenant.admin, query: { MaxResultCount: 50 } });
    expect(page.body.result.items.find((o: { id: number }) => o.id === w.orgId)).toMatchObject({ operatingNumber: publicPart });
    const operators = await t.call('GET', `${orgApi}/GetDroneOperatorPagedList`, { token: w.tenant.admin, query: { Keyword: publicPart } });
    expect(operators.body.result.items).toEqual([
      expect.objectContaining({ kind: 'organization', id: w.orgId, operatorRegistrationNumber: publicPart, isValid: true }),
    ]);
    // The secret is no key to the register.
    const bySecret = await t.call('GET', `${orgApi}/GetDroneOperatorPagedList`, { token: w.tenant.admin, query: { Keyword: whole } });
    expect(bySecret.body.result.totalCount).toBe(0);

    const edit = await adminEdit(w.tenant.admin, w.orgId);
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await numberOf(w.orgId)).operatingNumber).toBe(whole);
  });

  it('is no other operator’s: the database refuses a taken public part, and the fee draws again', async () => {
    const w = await organizationWorld(t);
    const other = await organizationWorld(t);
    await pay(w);
    const taken = (await numberOf(w.orgId)).operatingNumber!;
    const sameOperator = `${taken.slice(0, 16)}-zzz`;
    const refused = /operator registration number .* is taken/;

    // A pilot may not take an organisation's number, nor another organisation, whatever the secret.
    await expect(
      t.database.db.update(pilots).set({ operatorRegistrationNumber: sameOperator }).where(eq(pilots.id, w.pilot.pilotId)),
    ).rejects.toThrow();
    await expect(
      t.database.pool.query(`update organizations set operating_number = $1 where id = $2`, [taken, other.orgId]),
    ).rejects.toThrow(refused);
    const pilotNumber = newOperatorNumber(() => 1).full;
    await t.database.db.update(pilots).set({ operatorRegistrationNumber: pilotNumber }).where(eq(pilots.id, other.pilot.pilotId));
    await expect(
      t.database.pool.query(`update organizations set operating_number = $1 where id = $2`, [pilotNumber, other.orgId]),
    ).rejects.toThrow(refused);

    // An administrator typing a taken number is told so.
    const edit = await adminEdit(other.tenant.admin, other.orgId, { operatingNumber: pilotNumber });
    expect(edit.status).toBe(400);
    expect(edit.body.error?.message).toContain(pilotNumber.slice(0, 16));

    // The draw meets the pilot's number first and the next one is free: the transaction goes on.
    const drawn = [...'111111111111111', ...'222222222222222'].map((c) => operatorNumberAlphabet.indexOf(c));
    const issued = await withTransaction(t.database.pool, async (tx) => {
      const result = await renewOrganizationOperatorNumber(tx, other.orgId, calendarDay(new Date()), new Date(), () => drawn.shift()!);
      await tx.db.insert(paymentEvents).values({ kind: 'still-open' });
      return result;
    });
    expect(issued).toMatchObject({ operatingNumber: newOperatorNumber(() => 2).full, isNew: true });
    expect((await numberOf(other.orgId)).operatingNumber).toBe(newOperatorNumber(() => 2).full);
    const paid = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.organizationId, w.orgId), eq(payments.kind, PaymentKind.Organization)));
    expect(paid.map((p) => p.status)).toEqual([PaymentStatus.Paid]);
  });
});
