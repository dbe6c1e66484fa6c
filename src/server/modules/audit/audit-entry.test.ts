import { describe, expect, it } from 'vitest';
import { Permission } from '../../../shared/permissions';
import type { SucceededCall } from '../../kernel/abp-route';
import { auditEntryOf } from './audit-entry';

const call = (input: unknown, result: unknown = null, route: Partial<SucceededCall['route']> = {}): SucceededCall => ({
  route: { service: 'Pilot', method: 'Update', verb: 'PUT', ...route },
  ctx: {} as SucceededCall['ctx'],
  input,
  result,
});

describe('auditEntryOf', () => {
  it('names every member set and keeps only the values of non-personal members of the expected shape', () => {
    const entry = auditEntryOf(
      call({
        id: 5,
        userId: 'jon@example.com',
        statusId: 2,
        isActive: false,
        roleIds: [1, 2],
        name: 'Jón',
        socialSecurityNumber: '010190-1234',
        address: { street: 'Laugavegur 1' },
        grantedPermissions: [Permission.Users, 'Jón Jónsson'],
        amount: 12_000,
        left: undefined,
      }),
    );
    expect(entry.changedFields).toEqual([
      'address',
      'amount',
      'grantedPermissions',
      'isActive',
      'name',
      'roleIds',
      'socialSecurityNumber',
      'statusId',
      'userId',
    ]);
    expect(entry.keptValues).toEqual({ id: 5, statusId: 2, isActive: false, roleIds: [1, 2], amount: 12_000 });
    expect(entry).toMatchObject({ entityType: 'Pilot', entityId: '5' });
  });

  it('finds the record in the input’s id, a member naming one, or a create’s result', () => {
    expect(auditEntryOf(call({ organizationId: 9, email: 'a@b.is' }))).toMatchObject({ entityType: 'Organization', entityId: '9' });
    expect(auditEntryOf(call({ name: 'x' }, { id: 31 }, { service: 'Role', method: 'Create' }))).toMatchObject({
      entityType: 'Role',
      entityId: '31',
    });
    expect(auditEntryOf(call({ userId: 4, description: 'x' }, { id: 8 }, { record: 'UserNote' }))).toMatchObject({
      entityType: 'UserNote',
      entityId: '8',
    });
    const job = '3f2a9c1d-8e4b-4c2a-9f1e-0b6d7a5c4e21';
    expect(auditEntryOf(call({ queue: 'send-mail', id: job }, null, { service: 'JobQueue', record: 'Job' }))).toEqual({
      entityType: 'Job',
      entityId: job,
      changedFields: ['queue'],
      keptValues: {},
    });
    // Only a UUID: any other text in an id's place is not kept, as it may be anything.
    expect(auditEntryOf(call({ id: 'jon@example.com' }))).toMatchObject({ entityType: 'Pilot', entityId: null });
    expect(auditEntryOf(call(undefined, null, { service: 'Notification' }))).toEqual({
      entityType: 'Notification',
      entityId: null,
      changedFields: [],
      keptValues: {},
    });
  });
});
