import { describe, expect, it } from 'vitest';
import { UserType } from '../../../shared/enums';
import {
  emptyRegisterForm,
  isOrganizationType,
  organizationAccountInputOf,
  organizationProblems,
  personInputOf,
  personProblems,
} from './register-form';

const now = new Date('2026-11-29T12:00:00Z');
const filled = (changes: Partial<ReturnType<typeof emptyRegisterForm>> = {}) => ({
  ...emptyRegisterForm(undefined, 'is'),
  name: 'Jóna',
  surname: 'Jónsdóttir',
  emailAddress: 'jona@example.is',
  dateOfBirth: { day: '17', month: '4', year: '1990' },
  password: 'Lykilord-1234',
  confirmPassword: 'Lykilord-1234',
  ...changes,
});

describe('the registration form', () => {
  it('starts as the type the address names, or as a pilot', () => {
    expect(emptyRegisterForm(String(UserType.Over250), 'en')).toMatchObject({ userTypeId: String(UserType.Over250), language: 'en' });
    expect(emptyRegisterForm('99', 'is').userTypeId).toBe(String(UserType.Pilot));
    expect(emptyRegisterForm(undefined, 'is').userTypeId).toBe(String(UserType.Pilot));
  });

  it('tells organisations from people', () => {
    expect(isOrganizationType(String(UserType.Under250))).toBe(true);
    expect(isOrganizationType(String(UserType.Over250))).toBe(true);
    expect(isOrganizationType(String(UserType.Pilot))).toBe(false);
    expect(isOrganizationType(String(UserType.ContactPerson))).toBe(false);
  });

  it("makes a person's input with the date as ISO and no empty kennitala", () => {
    const input = personInputOf(filled({ socialSecurityNumber: '  ' }));
    expect(input).toMatchObject({ dateOfBirth: '1990-05-17', socialSecurityNumber: undefined, userTypeId: UserType.Pilot });
    expect(personInputOf(filled({ socialSecurityNumber: ' 1705902939 ' })).socialSecurityNumber).toBe('1705902939');
  });

  it("leaves a person's date and country out of an organisation's account", () => {
    const input = organizationAccountInputOf(filled({ userTypeId: String(UserType.Under250) }));
    expect(input).toEqual({
      name: 'Jóna',
      surname: 'Jónsdóttir',
      emailAddress: 'jona@example.is',
      password: 'Lykilord-1234',
      language: 'is',
      userTypeId: UserType.Under250,
    });
  });

  it('finds nothing wrong in a whole form of someone old enough', () => {
    expect(personProblems(filled(), 18, now)).toEqual({});
  });

  it('names a missing date, a person under the age limit and a differing password', () => {
    expect(personProblems(filled({ dateOfBirth: { day: '', month: '', year: '' } }), 18, now).dateOfBirth).toMatchObject({
      key: 'validation:required',
    });
    expect(personProblems(filled({ dateOfBirth: { day: '1', month: '0', year: '2015' } }), 18, now).dateOfBirth).toMatchObject({
      key: 'errors:tooYoung',
      params: { age: 18 },
    });
    expect(personProblems(filled({ confirmPassword: 'annað' }), 18, now).confirmPassword).toMatchObject({
      key: 'validation:passwordMismatch',
    });
    expect(organizationProblems(filled({ confirmPassword: '' })).confirmPassword).toMatchObject({ key: 'validation:required' });
    expect(organizationProblems(filled())).toEqual({});
  });
});
