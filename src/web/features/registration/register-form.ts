import { organizationUserTypeIds } from '../../../shared/contracts/organizations';
import { UserType, userTypeIds, type Language } from '../../../shared/enums';
import { emptyDateParts, partsToIsoDate, type DateParts } from '../../lib/dates';
import { confirmationProblem, type FieldProblems } from '../../lib/form';
import { dateOfBirthIssue } from '../../lib/validators';

/** What `/register` asks, as its fields hold it. */
export interface RegisterForm extends Record<string, unknown> {
  name: string;
  surname: string;
  emailAddress: string;
  dateOfBirth: DateParts;
  countryCode: string;
  socialSecurityNumber: string;
  password: string;
  confirmPassword: string;
  language: Language;
  userTypeId: string;
}

/** The order /register offers the four types in: people first, then organisations by size. */
export const offeredTypes = [UserType.Pilot, UserType.ContactPerson, UserType.Under250, UserType.Over250];

export const isOrganizationType = (type: string) => (organizationUserTypeIds as readonly number[]).includes(Number(type));

/** An empty form in the reader's language, of the type the address names (`/register-step/:type/1`), or a pilot's. */
export function emptyRegisterForm(type: string | undefined, language: Language): RegisterForm {
  return {
    name: '',
    surname: '',
    emailAddress: '',
    dateOfBirth: emptyDateParts,
    countryCode: 'IS',
    socialSecurityNumber: '',
    password: '',
    confirmPassword: '',
    language,
    userTypeId: type && (userTypeIds as readonly number[]).includes(Number(type)) ? type : String(UserType.Pilot),
  };
}

/** `Account/Register`'s input for a person (a pilot or a contact person). */
export function personInputOf(v: RegisterForm) {
  return {
    name: v.name,
    surname: v.surname,
    emailAddress: v.emailAddress,
    password: v.password,
    dateOfBirth: partsToIsoDate(v.dateOfBirth) ?? '',
    countryCode: v.countryCode,
    socialSecurityNumber: v.socialSecurityNumber.trim() || undefined,
    language: v.language,
    userTypeId: Number(v.userTypeId) as 3 | 4,
  };
}

/** The organisation account's input: its main contact person's name, address and password. */
export function organizationAccountInputOf(v: RegisterForm) {
  return {
    name: v.name,
    surname: v.surname,
    emailAddress: v.emailAddress,
    password: v.password,
    language: v.language,
    userTypeId: Number(v.userTypeId) as (typeof organizationUserTypeIds)[number],
  };
}

/**
 * What the contract cannot say about a person's form: the date's parts and the age limit, in the
 * form's own words, and a repeated password that differs.
 */
export function personProblems(v: RegisterForm, ageLimit: number, now: Date = new Date()): FieldProblems {
  const problems: FieldProblems = {};
  const dateProblem = dateOfBirthIssue(v.dateOfBirth, ageLimit, now);
  if (dateProblem) problems.dateOfBirth = dateProblem;
  const mismatch = confirmationProblem(v.password, v.confirmPassword);
  if (mismatch) problems.confirmPassword = mismatch;
  return problems;
}

/** An organisation's account has no date of birth: only the repeated password is checked here. */
export function organizationProblems(v: RegisterForm): FieldProblems {
  const mismatch = confirmationProblem(v.password, v.confirmPassword);
  return mismatch ? { confirmPassword: mismatch } : {};
}
