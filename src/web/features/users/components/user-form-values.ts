import type { UserDto } from '../../../../shared/contracts/users';
import { UserStatus, UserType, isLanguage, type Language } from '../../../../shared/enums';
import type { Country } from '../../../../shared/contracts/users';
import { emptyDateParts, isoDateToParts, partsToIsoDate, type DateParts } from '../../../lib/dates';
import type { FieldProblems } from '../../../lib/form';
import { dateOfBirthProblem } from '../../../lib/validators';

/** The user form's values, as the inputs hold them, and how they come from a stored user. */
export interface UserForm extends Record<string, unknown> {
  userName: string;
  name: string;
  surname: string;
  emailAddress: string;
  password: string;
  isActive: boolean;
  roleNames: string[];
  userTypeId: string;
  statusId: string;
  language: Language;
  countryCode: string;
  dateOfBirth: DateParts;
  customerNumber: string;
  unlock: boolean;
}

export const blank: UserForm = {
  userName: '',
  name: '',
  surname: '',
  emailAddress: '',
  password: '',
  isActive: true,
  roleNames: [],
  userTypeId: '',
  statusId: String(UserStatus.NoNeedPayment),
  language: 'is',
  countryCode: 'IS',
  dateOfBirth: emptyDateParts,
  customerNumber: '',
  unlock: false,
};

export function fromUser(user: UserDto): UserForm {
  return {
    userName: user.userName,
    name: user.name,
    surname: user.surname,
    emailAddress: user.emailAddress,
    password: '',
    isActive: user.isActive,
    roleNames: user.roleNames,
    userTypeId: user.userTypeId === null ? '' : String(user.userTypeId),
    statusId: String(user.statusId),
    language: isLanguage(user.language) ? user.language : 'is',
    countryCode: user.countryCode ?? '',
    dateOfBirth: isoDateToParts(user.dateOfBirth),
    customerNumber: user.customerNumber ?? '',
    unlock: false,
  };
}

/** The fields that creating and changing a user share, from the form's values; the country's name from its code. */
export function userInputOf(v: UserForm, countries: Country[]) {
  const country = countries.find((c) => c.code === v.countryCode)?.name ?? null;
  return {
    userName: v.userName,
    name: v.name,
    surname: v.surname,
    emailAddress: v.emailAddress,
    isActive: v.isActive,
    roleNames: v.roleNames,
    userTypeId: v.userTypeId === '' ? null : Number(v.userTypeId),
    statusId: Number(v.statusId),
    language: v.language,
    countryCode: v.countryCode === '' ? null : v.countryCode,
    country: v.countryCode === '' ? null : country,
    dateOfBirth: partsToIsoDate(v.dateOfBirth),
    customerNumber: v.customerNumber.trim() === '' ? null : v.customerNumber,
  };
}

/** The date of birth's problems, which no schema sees: a date that is not one, or only some of its parts. */
export function dateOfBirthErrors(v: UserForm): FieldProblems {
  const errors: FieldProblems = {};
  if (dateOfBirthProblem(v.dateOfBirth, 'invalid')) errors.dateOfBirth = { key: 'errors:dateOfBirthInvalid' };
  const partsGiven = [v.dateOfBirth.day, v.dateOfBirth.month, v.dateOfBirth.year].filter((p) => p !== '').length;
  if (partsGiven > 0 && partsGiven < 3) errors.dateOfBirth = { key: 'validation:date' };
  return errors;
}

export const userTypeNames: Record<number, string> = {
  [UserType.Under250]: 'under250',
  [UserType.Over250]: 'over250',
  [UserType.Pilot]: 'pilot',
  [UserType.ContactPerson]: 'contactPerson',
};
export const statusNames: Record<number, string> = {
  [UserStatus.Unknown]: 'unknown',
  [UserStatus.NoNeedPayment]: 'noNeedPayment',
  [UserStatus.NeedPaymentToLogin]: 'needPaymentToLogin',
  [UserStatus.PaymentAtHomePage]: 'paymentAtHomePage',
};
