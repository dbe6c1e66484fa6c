import type { UserDto } from '../../../../shared/contracts/users';
import { UserStatus, UserType, isLanguage, type Language } from '../../../../shared/enums';
import { emptyDateParts, isoDateToParts, type DateParts } from '../../../lib/dates';

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
