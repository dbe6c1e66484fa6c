import { z } from 'zod';
import { emailAddress, entityId, isoDate, newPassword, pagedInput, personName, queryBool, text, userName } from './common';
import { Languages, userStatusIds, userTypeIds } from '../enums';

export const userDto = z.object({
  id: z.number().int(),
  userName: z.string(),
  name: z.string(),
  surname: z.string(),
  fullName: z.string(),
  emailAddress: z.string(),
  isActive: z.boolean(),
  isEmailConfirmed: z.boolean(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  lastLoginTime: z.string().nullable(),
  creationTime: z.string(),
  roleNames: z.array(z.string()),
  customerNumber: z.string().nullable(),
  userTypeId: z.number().int().nullable(),
  statusId: z.number().int(),
  language: z.string(),
  isLockedOut: z.boolean(),
});
export type UserDto = z.infer<typeof userDto>;

const userFields = {
  userName,
  name: personName,
  surname: personName,
  emailAddress,
  isActive: z.boolean().default(true),
  roleNames: z.array(text().max(64)).max(50).default([]),
  country: text().trim().max(100).nullish(),
  countryCode: text().trim().length(2).toUpperCase().nullish(),
  dateOfBirth: isoDate.nullish(),
  customerNumber: text().trim().max(32).nullish(),
  userTypeId: z.union(userTypeIds.map((id) => z.literal(id))).nullish(),
  statusId: z.union(userStatusIds.map((id) => z.literal(id))).default(0),
  language: z.enum(Languages).default('is'),
};

export const createUserInput = z.object({ ...userFields, password: newPassword });
export const updateUserInput = z.object({ id: entityId, ...userFields, unlock: z.boolean().optional() });
export type CreateUserInput = z.infer<typeof createUserInput>;
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const getUsersInput = pagedInput.extend({ isActive: queryBool.optional() });
export type GetUsersInput = z.infer<typeof getUsersInput>;

export const countryDto = z.object({ code: z.string(), name: z.string() });
export const changeLanguageInput = z.object({ languageName: z.enum(Languages) });
export const changePasswordInput = z.object({ currentPassword: text().min(1).max(128), newPassword });
