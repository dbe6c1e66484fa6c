import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatisticsDto } from '../../../shared/contracts/statistics';
import { CertificateType } from '../../../shared/enums';
import { createTestApp, type TestApp } from '../../test/harness';
import { addAttempts, addCertificates, addOrganisations, addPeople, statisticsApi } from './statistics.test-support';

const jsonPath = `${statisticsApi}/GetMonthly`;
const csvPath = `${statisticsApi}/GetMonthlyCsv`;

// Mid-February 2027: January is the last whole month, and 2026 the last whole year.
let clock = new Date('2027-02-15T12:00:00Z');
let t: TestApp;
let tenantId: number;
let otherTenantId: number;

const monthOf = (figures: StatisticsDto, month: string) => figures.months.find((m) => m.month === month)!;
const get = async (tenant: number | null, headers: Record<string, string> = {}) => {
  const res = await t.call('GET', jsonPath, { tenantId: tenant, headers });
  return { ...res, figures: res.body.result as StatisticsDto };
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tenantId = (await t.tenant()).id;
  otherTenantId = (await t.tenant()).id;

  // March and April 2026: 7 and 10 people operators beside 2 and 6 organisations.
  const march = await addPeople(t, tenantId, 7, '2026-03-05T10:00:00Z');
  await addOrganisations(t, tenantId, 2, '2026-03-06T10:00:00Z');
  const april = await addPeople(t, tenantId, 10, '2026-04-05T10:00:00Z');
  await addOrganisations(t, tenantId, 6, '2026-04-06T10:00:00Z');
  // May: 20 people; a deleted one, an unproved and an unnumbered organisation are not in the register.
  const may = await addPeople(t, tenantId, 20, '2026-05-31T23:59:59Z');
  await addPeople(t, tenantId, 1, '2026-05-10T10:00:00Z', { deleted: true });
  await addOrganisations(t, tenantId, 1, '2026-05-10T10:00:00Z', { proof: 'pending' });
  await addOrganisations(t, tenantId, 1, '2026-05-10T10:00:00Z', { numbered: false });
  // June: 3 pilots without an operator number, and one person who is neither.
  await addPeople(t, tenantId, 3, '2026-06-01T00:00:00Z', { operator: false });
  await addPeople(t, tenantId, 1, '2026-06-02T00:00:00Z', { operator: false, pilot: false });
  // February 2027 is still running: not counted.
  await addPeople(t, tenantId, 9, '2027-02-01T00:00:00Z');

  // Exams: April 10 of 20 passed; May 8 of 12 (only 4 failed), and one still running.
  await addAttempts(t, tenantId, [...april, ...may], CertificateType.A1A3, '2026-04-20T10:00:00Z', { passed: 10, failed: 10 });
  await addAttempts(t, tenantId, may, CertificateType.A1A3, '2026-05-20T10:00:00Z', { passed: 8, failed: 4, open: 1 });
  // Certificates in January 2027: 6 A1/A3 and a single A2.
  await addCertificates(t, tenantId, march[0], CertificateType.A1A3, 6, '2027-01-15');
  await addCertificates(t, tenantId, march[1], CertificateType.A2, 1, '2027-01-16');

  // Another tenant: 5 operators in May 2026, counted in the register's figures only.
  await addPeople(t, otherTenantId, 5, '2026-05-15T10:00:00Z');
});
afterAll(() => t.close());

describe('Statistics/GetMonthly', () => {
  it('answers anyone, without signing in, the tenant’s whole months from its first record to the last that ended', async () => {
    const { status, figures, body } = await get(tenantId);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(figures.scope).toBe('tenant');
    expect(figures.threshold).toBe(5);
    expect(figures.months.map((m) => m.month)).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    // Only the year that ended has a total.
    expect(figures.years.map((y) => y.year)).toEqual([2026]);
  });

  it('hides counts of 1 to 4, and a second count wherever a total would give the first back', async () => {
    const { figures } = await get(tenantId);
    // March's 2 organisations are hidden, and so March's 7 people (operators = 9 is shown) and April's
    // organisations (the year's 8 is shown), and April's people in turn: no line has one hidden figure alone.
    expect(monthOf(figures, '2026-03')).toMatchObject({
      values: { personOperators: null, organisationOperators: null, operators: 9 },
      suppressed: expect.arrayContaining(['personOperators', 'organisationOperators']),
    });
    expect(monthOf(figures, '2026-04').values).toMatchObject({ personOperators: null, organisationOperators: null, operators: 16 });
    expect(monthOf(figures, '2026-05').values).toMatchObject({ personOperators: 20, organisationOperators: 0, operators: 20 });
    expect(monthOf(figures, '2026-05').suppressed).not.toContain('personOperators');
    expect(figures.years[0].values).toMatchObject({ personOperators: 37, organisationOperators: 8, operators: 45 });

    // June's 3 pilots are hidden, and the smallest other month too, or the year's 40 would give them back.
    expect(monthOf(figures, '2026-06').values.pilots).toBeNull();
    expect(monthOf(figures, '2026-03').values.pilots).toBeNull();
    expect(monthOf(figures, '2026-04').values.pilots).toBe(10);
    expect(figures.years[0].values.pilots).toBe(40);

    // January 2027: a single A2 certificate is hidden, and the 6 A1/A3 beside it; the 7 of both are shown.
    expect(monthOf(figures, '2027-01')).toMatchObject({
      values: { certificatesA1A3: null, certificatesA2: null, certificates: 7 },
      suppressed: expect.arrayContaining(['certificatesA1A3', 'certificatesA2']),
    });
  });

  it('shows a pass rate only where at least five passed and five did not, and not where the year’s rate would give it back', async () => {
    const { figures } = await get(tenantId);
    // May: 8 passed and 4 failed, so its rate is hidden; its 12 attempts with a result are shown, the running one not counted.
    expect(monthOf(figures, '2026-05').values).toMatchObject({ examsA1A3: 12, passRateA1A3: null });
    expect(monthOf(figures, '2026-05').suppressed).toContain('passRateA1A3');
    // April's 50 % would give May's back from the year's 56.3 % (18 of 32).
    expect(monthOf(figures, '2026-04').values).toMatchObject({ examsA1A3: 20, passRateA1A3: null });
    expect(figures.years[0].values).toMatchObject({ examsA1A3: 32, passRateA1A3: 56.3 });
    // No A2 attempts: no rate, and nothing hidden.
    expect(monthOf(figures, '2026-04').values.passRateA2).toBeNull();
    expect(monthOf(figures, '2026-04').suppressed).not.toContain('passRateA2');
  });

  it('counts the whole register for the host, and each tenant’s own records for a tenant', async () => {
    const other = await get(otherTenantId);
    expect(other.figures.months.map((m) => m.month)).toEqual(expect.arrayContaining(['2026-05']));
    expect(monthOf(other.figures, '2026-05').values.personOperators).toBe(5);
    const register = await get(null);
    expect(register.figures.scope).toBe('register');
    expect(monthOf(register.figures, '2026-05').values.personOperators).toBe(25);
  });

  it('is kept for an hour, says so to readers, and answers 304 to a reader who holds the same figures', async () => {
    const cached = await t.tenant();
    await addPeople(t, cached.id, 6, '2026-08-01T10:00:00Z');
    const first = await get(cached.id);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.headers.vary).toContain('abp-tenantid');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]+"$/);

    await addPeople(t, cached.id, 6, '2026-08-02T10:00:00Z');
    clock = new Date(clock.getTime() + 30 * 60_000);
    const again = await get(cached.id, { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=1800');
    expect(again.body).toBe('');

    clock = new Date(clock.getTime() + 31 * 60_000);
    const fresh = await get(cached.id, { 'if-none-match': tag });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.etag).not.toBe(tag);
    expect(monthOf(fresh.figures, '2026-08').values.personOperators).toBe(12);
  });

  it('answers a signed-in reader the same, and refuses a tenant that does not exist', async () => {
    const token = await t.loginAsAdmin();
    const signedIn = await t.call('GET', jsonPath, { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.result.scope).toBe('register');
    const unknown = await t.call('GET', jsonPath, { tenantId: 987_654 });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.body.success).toBe(false);
  });
});

describe('Statistics/GetMonthlyCsv', () => {
  const csv = (culture: string) => t.call('GET', csvPath, { tenantId, query: { culture } });
  const lines = (body: unknown) =>
    String(body)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it('writes the figures in English with English headings, month names and decimals', async () => {
    const res = await csv('en');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.headers.etag).toBeTruthy();
    const [head, ...rows] = lines(res.body);
    expect(head.startsWith('Period,Name,"Operators, persons","Operators, organisations","Operators, total",Remote pilots,')).toBe(true);
    expect(rows[0].startsWith('2026-03,March 2026,suppressed,suppressed,9,')).toBe(true);
    const year = rows.find((row) => row.startsWith('2026,'))!;
    expect(year.startsWith('2026,Total 2026,37,8,45,40,')).toBe(true);
    expect(year.endsWith(',56.3,')).toBe(true);
  });

  it('writes the figures in Icelandic with semicolons and decimal commas', async () => {
    const res = await csv('is');
    const [head, ...rows] = lines(res.body);
    expect(head.split(';').slice(0, 3)).toEqual(['Tímabil', 'Heiti', 'Rekstraraðilar, einstaklingar']);
    expect(rows[0].startsWith('2026-03;mars 2026;falið;falið;9;')).toBe(true);
    expect(rows.find((row) => row.startsWith('2026;'))!.endsWith(';56,3;')).toBe(true);
    const again = await t.call('GET', csvPath, {
      tenantId,
      query: { culture: 'is' },
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.status).toBe(304);
  });
});
