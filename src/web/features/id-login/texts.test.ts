import { describe, expect, it } from 'vitest';
import enAccounts from '../../../shared/i18n/en/accounts.json';
import enIdLogin from '../../../shared/i18n/en/id-login-web.json';
import isAccounts from '../../../shared/i18n/is/accounts.json';
import isIdLogin from '../../../shared/i18n/is/id-login-web.json';
import { offeredTypes } from './components/id-register-form';

describe('the user types of the electronic-ID registration', () => {
  it.each([
    ['is', isAccounts, isIdLogin],
    ['en', enAccounts, enIdLogin],
  ] as const)('are named as on /register (%s)', (_language, accounts, idLogin) => {
    for (const type of offeredTypes) {
      expect(idLogin.register.userTypes[type].label).toBe(accounts.register.userTypes[type].label);
    }
  });
});
