import { describe, expect, it } from 'vitest';
import { ageOn } from '../../../shared/dates';
import { pinAdmits } from './attempt-checks';
import type { PinStanding } from './exams.queries';

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2010-06-15', '2026-06-14')).toBe(15);
    expect(ageOn('2010-06-15', '2026-06-15')).toBe(16);
    expect(ageOn('2008-02-29', '2024-02-28')).toBe(15);
    expect(ageOn('2008-02-29', '2024-03-01')).toBe(16);
  });
});

describe('pinAdmits', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const standing: PinStanding = {
    examSessionId: 7,
    verifiedTime: new Date('2026-03-01T09:50:00Z'),
    sessionTenantId: 3,
    sessionStatus: 1,
    sessionDeleted: false,
    sessionEndTime: new Date('2026-03-01T12:00:00Z'),
  };
  const check = { tenantId: 3, now, validMinutes: 15, examSessionId: 7 };

  it('admits a fresh proof of an open session of the tenant, asked for by id', () => {
    expect(pinAdmits(standing, check)).toBe(true);
    expect(pinAdmits(standing, { ...check, examSessionId: undefined })).toBe(true);
  });

  it('refuses a stale proof, another session, a closed, deleted, ended or foreign session, and none', () => {
    expect(pinAdmits(undefined, check)).toBe(false);
    expect(pinAdmits({ ...standing, verifiedTime: new Date('2026-03-01T09:44:00Z') }, check)).toBe(false);
    expect(pinAdmits(standing, { ...check, examSessionId: 8 })).toBe(false);
    expect(pinAdmits(standing, { ...check, examSessionId: null })).toBe(false);
    expect(pinAdmits({ ...standing, sessionStatus: 3 }, check)).toBe(false);
    expect(pinAdmits({ ...standing, sessionDeleted: true }, check)).toBe(false);
    expect(pinAdmits({ ...standing, sessionEndTime: now }, check)).toBe(false);
    expect(pinAdmits({ ...standing, sessionTenantId: null }, check)).toBe(false);
  });
});
