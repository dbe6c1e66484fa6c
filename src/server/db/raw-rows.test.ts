import { describe, expect, it } from 'vitest';
import { rowOf } from './raw-rows';
import { userExaminations } from './schema';

describe('rowOf', () => {
  it('gives a raw row the query builder’s keys and values', () => {
    const row = rowOf(userExaminations, {
      id: 7,
      tenant_id: null,
      user_id: 3,
      score: '82.50',
      start_time: '2026-11-24 10:00:00+00',
      deadline: new Date('2026-11-24T11:00:00Z'),
      already_certified: false,
    });
    expect(row).toMatchObject({ id: 7, tenantId: null, userId: 3, score: 82.5, alreadyCertified: false, submitTime: null });
    expect(row.startTime).toEqual(new Date('2026-11-24T10:00:00Z'));
    expect(row.deadline).toEqual(new Date('2026-11-24T11:00:00Z'));
  });
});
