import { describe, expect, it } from 'vitest';
import { pooledSmtpUrl } from './sender';

describe('pooledSmtpUrl', () => {
  it('pools connections unless the address says otherwise', () => {
    expect(pooledSmtpUrl('smtp://user:p%40ss@mail.example.is:587')).toBe(
      'smtp://user:p%40ss@mail.example.is:587?pool=true&maxConnections=8',
    );
    expect(pooledSmtpUrl('smtps://mail.example.is?pool=false')).toBe('smtps://mail.example.is?pool=false&maxConnections=8');
    expect(pooledSmtpUrl('smtp://127.0.0.1:2525?maxConnections=2')).toBe('smtp://127.0.0.1:2525?maxConnections=2&pool=true');
  });
});
