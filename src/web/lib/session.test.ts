// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthenticateResult } from '../../shared/contracts/accounts';
import { clearSession, readLocalSession, saveIdLogin, saveLogin } from './session';

const result: AuthenticateResult = {
  accessToken: 'token-1',
  encryptedAccessToken: 'enc-1',
  expireInSeconds: 3600,
  isPilot: true,
  userTypeId: 4,
  status: 1,
  userId: 7,
};

describe('keeping a sign-in', () => {
  beforeEach(() => clearSession());

  it('keeps one through the electronic ID in local storage, marked as such, for every tab and the front-channel logout', () => {
    saveIdLogin(result);
    expect(localStorage.getItem('auth.accessToken')).toBe('token-1');
    expect(sessionStorage.getItem('auth.accessToken')).toBeNull();
    expect(readLocalSession()).toMatchObject({ isIdLogin: true, userTypeId: 4, userStatus: 1, accessToken: 'token-1' });
  });

  it('forgets the mark when the next sign-in is by password', () => {
    saveIdLogin(result);
    saveLogin({ ...result, accessToken: 'token-2' }, false);
    expect(readLocalSession()).toMatchObject({ isIdLogin: false, accessToken: 'token-2' });
  });
});
