import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '../../../shared/permissions';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtpServer } from '../../test/smtp';
import { soon } from '../../test/soon';
import { claim, registrantPassword } from '../registration/organization-claims.test-support';
import { orgApi, organization, person, tenantWithAdmin } from './organizations.test-support';

/**
 * Decision 0023, the administrators' side: the queue of claims to organisation numbers on
 * /admin/organization, where a claim is approved (the number is its own, the other claims refused)
 * or refused; both are audited, and only administrators of organisations reach them.
 */

const company = '700512-3340';
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

const queue = async (token: string) => {
  const res = await t.call('GET', `${orgApi}/GetClaimQueue`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.items as { id: number; organizationNumber: string; claimsOfNumber: number; isNumberHeld: boolean }[];
};
/** The audit log is written after the call's transaction commits, so it is waited for. */
const audited = (tenantId: number, method: string) =>
  soon(
    async () =>
      (
        await t.database.pool.query('select entity_type, entity_id from audit_logs where tenant_id = $1 and method = $2', [
          tenantId,
          method,
        ])
      ).rows,
    (rows) => rows.length > 0,
  );

describe('the queue of claims', () => {
  it('lists the waiting claims; approving one proves it, refuses the others of its number and tells their people', async () => {
    const { tenantId, admin } = await tenantWithAdmin(t);
    const attack = await claim(t, smtp, tenantId, company, { name: 'Gervifélag ehf.' });
    const real = await claim(t, smtp, tenantId, company);
    const waiting = await queue(admin);
    expect(waiting.map((c) => c.id)).toEqual([attack.res.body.result.id, real.res.body.result.id]);
    expect(waiting[0]).toMatchObject({
      organizationNumber: company,
      name: 'Landmælingar og kort ehf.',
      isManualRegistration: false,
      mainContactName: 'Sólveig Rekstrardóttir',
      mainContactEmailAddress: attack.emailAddress,
      claimsOfNumber: 2,
      isNumberHeld: false,
    });

    const approved = await t.call('POST', `${orgApi}/ApproveClaim`, { token: admin, body: { id: real.res.body.result.id } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await queue(admin)).toEqual([]);
    const proved = await t.call('GET', `${orgApi}/Get`, { token: admin, query: { id: real.res.body.result.id } });
    expect(proved.body.result).toMatchObject({ isProved: true });
    const gone = await t.call('GET', `${orgApi}/Get`, { token: admin, query: { id: attack.res.body.result.id } });
    expect(gone.status).toBe(404);
    const told = await smtp.mailTo(attack.emailAddress, 2);
    expect(told.subject).toBe('Skráning Landmælingar og kort ehf. var ekki staðfest');
    // The approved claim's people hear of it too.
    expect((await smtp.mailTo(real.emailAddress, 2)).subject).toBe('Skráning Landmælingar og kort ehf. er staðfest');
    const rows = await t.database.pool.query('select proof, proof_method from organizations where id = any($1) order by id', [
      [attack.res.body.result.id, real.res.body.result.id],
    ]);
    expect(rows.rows).toEqual([
      { proof: 'refused', proof_method: null },
      { proof: 'proved', proof_method: 'administrator' },
    ]);
    expect(await audited(tenantId, 'ApproveClaim')).toEqual([{ entity_type: 'Organization', entity_id: String(real.res.body.result.id) }]);

    // The refused registrant has no organisation now, and may register another.
    const signedIn = await t.login(attack.emailAddress, registrantPassword, tenantId);
    const mine = await t.call('GET', `${orgApi}/GetByCurrentUser`, { token: signedIn });
    expect(mine.body.result.items).toEqual([]);
    const later = await claim(t, smtp, tenantId, company);
    expect(later.res.status).toBe(400);
  });

  it('refuses a claim: it is closed, its people told, and the call audited', async () => {
    const { tenantId, admin } = await tenantWithAdmin(t);
    const manual = await claim(t, smtp, tenantId, '690101-1290', { name: 'Óþekkt félag ehf.' });
    expect((await queue(admin)).map((c) => c.id)).toEqual([manual.res.body.result.id]);
    const refused = await t.call('POST', `${orgApi}/RefuseClaim`, {
      token: admin,
      body: { id: manual.res.body.result.id },
      language: 'en',
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(await queue(admin)).toEqual([]);
    expect((await smtp.mailTo(manual.emailAddress, 2)).subject).toBe('Skráning Óþekkt félag ehf. var ekki staðfest');
    expect(await audited(tenantId, 'RefuseClaim')).toEqual([{ entity_type: 'Organization', entity_id: String(manual.res.body.result.id) }]);
    // Decided once: a refused claim is no longer in the queue to approve.
    const again = await t.call('POST', `${orgApi}/ApproveClaim`, { token: admin, body: { id: manual.res.body.result.id } });
    expect(again.status).toBe(404);
  });

  it('counts an administrator’s own registration as proof, which refuses the waiting claims', async () => {
    const { tenantId, admin } = await tenantWithAdmin(t);
    const waiting = await claim(t, smtp, tenantId, company);
    const main = await person(t, tenantId);
    const id = await organization(t, admin, main, { organizationNumber: company, name: 'Hvað sem er' });
    const entered = await t.call('GET', `${orgApi}/Get`, { token: admin, query: { id } });
    expect(entered.body.result).toMatchObject({ name: 'Landmælingar og kort ehf.', isProved: true, isManualRegistration: false });
    expect(await queue(admin)).toEqual([]);
    expect((await smtp.mailTo(waiting.emailAddress, 2)).subject).toContain('Landmælingar og kort ehf.');
  });

  it('is for administrators of organisations only: 401, 403, 400, and 404 for another tenant’s or a decided claim', async () => {
    const { tenantId, admin } = await tenantWithAdmin(t);
    const other = await tenantWithAdmin(t);
    const mine = await claim(t, smtp, tenantId, company);
    const id = mine.res.body.result.id as number;
    const pilot = await t.userWith([Permission.Pilot], { tenantId });
    for (const [verb, method, body] of [
      ['GET', 'GetClaimQueue', undefined],
      ['POST', 'ApproveClaim', { id }],
      ['POST', 'RefuseClaim', { id }],
    ] as const) {
      const anonymous = await t.call(verb, `${orgApi}/${method}`, { tenantId, ...(body ? { body } : {}) });
      expect(anonymous.status, method).toBe(401);
      const refused = await t.call(verb, `${orgApi}/${method}`, { token: pilot.token, ...(body ? { body } : {}) });
      expect(refused.status, method).toBe(403);
    }
    // The registrant speaks for the claim, and holds no permission to decide on it either.
    const registrant = await t.login(mine.emailAddress, registrantPassword, tenantId);
    expect((await t.call('POST', `${orgApi}/ApproveClaim`, { token: registrant, body: { id } })).status).toBe(403);
    expect((await t.call('POST', `${orgApi}/ApproveClaim`, { token: admin, body: { id: 'x' } })).status).toBe(400);
    expect((await t.call('POST', `${orgApi}/ApproveClaim`, { token: other.admin, body: { id } })).status).toBe(404);
    expect((await t.call('POST', `${orgApi}/RefuseClaim`, { token: other.admin, body: { id } })).status).toBe(404);
    expect(await queue(other.admin)).toEqual([]);
    expect((await queue(admin)).map((c) => c.id)).toEqual([id]);
  });

  it('lets no administrator approve a claim they speak for themselves', async () => {
    const { tenantId, admin, adminId } = await tenantWithAdmin(t);
    const mine = await claim(t, smtp, tenantId, company);
    const id = mine.res.body.result.id as number;
    await t.database.pool.query('insert into user_organizations (user_id, organization_id, organization_role_id) values ($1, $2, 2)', [
      adminId,
      id,
    ]);
    const self = await t.call('POST', `${orgApi}/ApproveClaim`, { token: admin, body: { id }, language: 'en' });
    expect(self.status).toBe(403);
    expect((await queue(admin)).map((c) => c.id)).toEqual([id]);
  });
});
