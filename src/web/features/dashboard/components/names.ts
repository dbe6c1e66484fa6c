import type { TFunction } from 'i18next';
import { CertificateType, UserType } from '../../../../shared/enums';
import { monthKeys } from '../../../lib/dates';

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const keyOf = <T extends Record<string, number>>(constants: T, value: number) =>
  (Object.keys(constants) as (keyof T & string)[]).find((key) => constants[key] === value);

/** The names the rest of the portal gives these codes, in the reader's language. */
export const userTypeName = (t: TFunction, id: number) => {
  const key = keyOf(UserType, id);
  return key ? t(`users:userType.${lowerFirst(key)}`) : String(id);
};
export const certificateTypeName = (t: TFunction, id: number) => {
  const key = keyOf(CertificateType, id);
  return key ? t(`exams:types.${key}`) : String(id);
};
/** A month of the specification's list (0 = January … 11 = December) by name. */
export const monthName = (t: TFunction, month: number) => t(`common:months.${monthKeys[month]}`);
