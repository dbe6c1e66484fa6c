import { describe, expect, it } from 'vitest';
import enIdLogin from '../../../shared/i18n/en/id-login-web.json';
import isIdLogin from '../../../shared/i18n/is/id-login-web.json';
import enRegistration from '../../../shared/i18n/en/registration.json';
import isRegistration from '../../../shared/i18n/is/registration.json';
import { offeredTypes } from './components/id-register-form';

describe('the user types of the electronic-ID registration', () => {
  it.each([
    ['is', isRegistration, isIdLogin],
    ['en', enRegistration, enIdLogin],
  ] as const)('are named as on /register (%s)', (_language, registration, idLogin) => {
    for (const type of offeredTypes) {
      expect(idLogin.register.userTypes[type].label).toBe(registration.register.userTypes[type].label);
    }
  });
});
