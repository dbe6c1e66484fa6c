import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testPublicUrl, type TestApp } from '../../test/harness';
import {
  noticesOf,
  organizationWorld,
  person,
  userOrgApi,
  type OrganizationWorld,
  type Person,
} from '../organizations/organizations.test-support';

const api = '/api/services/app/Pilot';
const confirmPath = '/api/TokenAuth/ConfirmPilotEmail';

let t: TestApp;
let w: OrganizationWorld;
let clock = new Date();
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  w = await organizationWorld(t, { members: ['contact'] });
});
beforeEach(() => {
  clock = new Date();
});
afterAll(() => t.close());

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** An address of the pilot's own, typed onto their record; answers the item as the API shows it. */
async function typed(pilot: Person, email = `slegid${++n}@example.com`) {
  const res = await t.call('POST', `${api}/CreatePilotEmail`, { token: pilot.token, body: { pilotId: pilot.pilotId, email } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { id: number; email: string; isConfirmed: boolean; confirmationSentTime: string | null };
}

const send = (token: string | undefined, id: unknown, language: 'is' | 'en' = 'en') =>
  t.call('POST', `${api}/SendEmailConfirmation`, { token, body: { id }, language });
const confirm = (token: string, language: 'is' | 'en' = 'en') => t.call('POST', confirmPath, { body: { token }, language });
const emailsOf = async (pilot: Person) =>
  (await t.call('GET', `${api}/GetPilotEmails`, { token: pilot.token, query: { pilotId: pilot.pilotId } })).body.result.items as {
    id: number;
    email: string;
    isConfirmed: boolean;
    confirmationSentTime: string | null;
  }[];
const itemOf = async (pilot: Person, id: number) => (await emailsOf(pilot)).find((item) => item.id === id);

/** The mails of the template to the address, oldest first, each with the link it carries. */
async function mailsTo(address: string) {
  const { rows } = await t.database.pool.query<{ subject: string; text: string; language: string; user_id: number }>(
    `select subject, text, language, user_id from mail_outbox where template = 'pilotEmailConfirmation' and to_address = $1 order by id`,
    [address],
  );
  return rows.map((row) => ({ ...row, token: new RegExp(`${testPublicUrl}/confirm-email/(\\S+)`).exec(row.text)?.[1] ?? '' }));
}

/** Sends a link to the item and answers its token, read from the mail. */
async function linkFor(pilot: Person, item: { id: number; email: string }) {
  const res = await send(pilot.token, item.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (await mailsTo(item.email)).at(-1)!.token;
}

const invite = (emailAddress: string) =>
  t.call('POST', `${userOrgApi}/Create`, { token: w.contact.token, body: { organizationId: w.orgId, emailAddress } });
const invitationsOf = async (pilot: Person) =>
  (await noticesOf(t, pilot.id)).filter((notice) => (notice.params as { wording?: string }).wording === 'invited');

describe('a pilot confirms an address they typed', () => {
  it('mails a link to the address, keeps only its hash, and confirms the address when it is followed, once', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const item = await typed(pilot);
    expect(item).toMatchObject({ isConfirmed: false, confirmationSentTime: null });

    const sent = await send(pilot.token, item.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.result).toMatchObject({
      id: item.id,
      email: item.email,
      isConfirmed: false,
      confirmationSentTime: clock.toISOString(),
    });
    const [mail] = await mailsTo(item.email);
    expect(mail).toMatchObject({ user_id: pilot.id, language: 'is' });
    expect(mail.subject).toBe(`Staðfestu ${item.email} á skrá þinni í Drónagáttinni`);
    expect(mail.text).toContain('Hlekkurinn gildir í 48 klukkustundir og aðeins einu sinni.');
    expect(mail.token).toMatch(/^[\w-]{43}$/);
    const stored = await t.database.pool.query('select confirmation_token_hash from pilot_emails where id = $1', [item.id]);
    expect(stored.rows[0].confirmation_token_hash).toBe(crypto.createHash('sha256').update(mail.token).digest('hex'));

    const confirmed = await confirm(mail.token);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.result).toEqual({ emailAddress: item.email });
    expect(await itemOf(pilot, item.id)).toMatchObject({ isConfirmed: true, confirmationSentTime: null });

    const again = await confirm(mail.token);
    expect(again.status).toBe(400);
    expect(again.body.error!.message).toBe('This link has already been used: each link works only once. Sign in, or ask for a new link.');
    expect((await confirm(mail.token, 'is')).body.error!.message).toBe(
      'Þessi hlekkur hefur þegar verið notaður: hver hlekkur virkar aðeins einu sinni. Skráðu þig inn, eða biddu um nýjan hlekk.',
    );
    const twice = await send(pilot.token, item.id);
    expect(twice.status).toBe(400);
    expect(twice.body.error!.message).toBe(`${item.email} is confirmed already.`);
  });

  it('lets an organisation find the pilot by a confirmed typed address, and not by one only typed', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const [proved, unproved] = [await typed(pilot), await typed(pilot)];
    await confirm(await linkFor(pilot, proved));
    await linkFor(pilot, unproved);

    expect((await invite(unproved.email)).status).toBe(200);
    expect(await invitationsOf(pilot)).toEqual([]);
    const res = await invite(proved.email.toUpperCase());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await invitationsOf(pilot)).toHaveLength(1);
  });

  it('loses the confirmation and the link when the value changes, but not for letter case', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const item = await typed(pilot);
    const used = await linkFor(pilot, item);
    await confirm(used);
    const update = (email: string) => t.call('PUT', `${api}/UpdatePilotEmail`, { token: pilot.token, body: { id: item.id, email } });

    expect((await update(item.email.toUpperCase())).body.result).toMatchObject({ isConfirmed: true });
    const moved = `flutt${n}@example.com`;
    expect((await update(moved)).body.result).toMatchObject({ email: moved, isConfirmed: false, confirmationSentTime: null });
    expect((await invite(moved)).status).toBe(200);
    expect((await invite(item.email)).status).toBe(200);
    expect(await invitationsOf(pilot)).toEqual([]);
    // Even the old value back: a used link proves nothing again.
    await update(item.email);
    expect((await confirm(used)).body.error!.message).toBe('The link is invalid, has expired or has already been used. Ask for a new one.');

    // A link sent to the old value does not confirm the new one.
    const pending = await linkFor(pilot, { id: item.id, email: item.email });
    await update(`aftur${n}@example.com`);
    expect((await confirm(pending)).status).toBe(400);
    expect(await itemOf(pilot, item.id)).toMatchObject({ isConfirmed: false });
  });

  it('refuses an expired, replaced or forged link in both languages', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const item = await typed(pilot);
    const expired = await linkFor(pilot, item);
    later(48 * 60 * 60 * 1000);
    expect((await confirm(expired)).body.error!.message).toBe('This link has expired. Ask for a new one.');
    expect((await confirm(expired, 'is')).body.error!.message).toBe('Þessi hlekkur er útrunninn. Biddu um nýjan hlekk.');

    const replaced = await linkFor(pilot, item);
    later(61_000);
    const newest = await linkFor(pilot, item);
    expect((await confirm(replaced)).body.error!.message).toBe(
      'The link is invalid, has expired or has already been used. Ask for a new one.',
    );
    const forged = await confirm(crypto.randomBytes(32).toString('base64url'), 'is');
    expect(forged.status).toBe(400);
    expect(forged.body.error!.message).toBe('Hlekkurinn er ógildur, útrunninn eða hefur þegar verið notaður. Biddu um nýjan.');
    expect((await itemOf(pilot, item.id))?.isConfirmed).toBe(false);
    expect((await confirm(newest)).status).toBe(200);
    expect((await t.call('POST', confirmPath, { body: { token: 'short' } })).status).toBe(400);
    expect((await t.call('POST', confirmPath, { body: {} })).status).toBe(400);
  });

  it('sends again only after a minute, saying so in both languages', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const item = await typed(pilot);
    await linkFor(pilot, item);
    const soon = await send(pilot.token, item.id);
    expect(soon.status).toBe(400);
    expect(soon.body.error!.message).toBe(
      `A confirmation link was sent to ${item.email} less than a minute ago. Wait a minute before sending another.`,
    );
    expect((await send(pilot.token, item.id, 'is')).body.error!.message).toBe(
      `Staðfestingarhlekkur var sendur á ${item.email} fyrir innan við mínútu. Bíddu í mínútu áður en þú sendir annan.`,
    );
    later(59_000);
    expect((await send(pilot.token, item.id)).status).toBe(400);
    later(2_000);
    expect((await send(pilot.token, item.id)).status).toBe(200);
    expect(await mailsTo(item.email)).toHaveLength(2);
  });

  it('refuses an address from the national register, which counts as confirmed already', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const { rows } = await t.database.pool.query<{ id: number }>(
      'insert into pilot_emails (pilot_id, email, is_krr) values ($1, $2, true) returning id',
      [pilot.pilotId, `skrad${++n}@island.example`],
    );
    expect(await itemOf(pilot, rows[0].id)).toMatchObject({ isConfirmed: true, confirmationSentTime: null });
    const res = await send(pilot.token, rows[0].id);
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toBe('This address comes from the national registry and counts as confirmed already.');
    expect((await send(w.tenant.admin, rows[0].id, 'is')).body.error!.message).toBe(
      'Þetta netfang kemur úr þjóðskrá og telst þegar staðfest.',
    );
  });

  it('is sent by the pilot or an administrator of pilots; others get 404, 403 or 401, and bad input 400', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const item = await typed(pilot);
    const otherPilot = await person(t, w.tenant.tenantId);
    expect((await send(otherPilot.token, item.id)).status).toBe(404);
    expect((await send(w.other.admin, item.id)).status).toBe(404);
    expect((await send(pilot.token, 999_999)).status).toBe(404);
    expect((await send((await t.userWith(['Pages.Users'], { tenantId: w.tenant.tenantId })).token, item.id)).status).toBe(403);
    expect((await send(undefined, item.id)).status).toBe(401);
    expect((await send(pilot.token, 'x')).status).toBe(400);
    expect(await mailsTo(item.email)).toEqual([]);

    const byAdmin = await send(w.tenant.admin, item.id);
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    // The mail speaks to the pilot, whoever asked for it.
    expect(await mailsTo(item.email)).toEqual([expect.objectContaining({ user_id: pilot.id })]);
  });
});
