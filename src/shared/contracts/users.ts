import { roleDto } from './roles';
import { endpoint } from './endpoint';
import { z } from 'zod';
import {
  dateOfBirth,
  emailAddress,
  entityId,
  idQuery,
  keptWhenOmitted,
  listResult,
  newPassword,
  pagedInput,
  pagedResult,
  personName,
  queryBool,
  queryInt,
  text,
  userName,
} from './common';
import { Languages, userStatusIds, userTypeIds } from '../enums';
import { userCertificateDto } from './certificates';
import { courseStatusDto } from './courses';
import { resultRowDto } from './exam-results';
import { organizationLinkDto, organizationRoleId } from './organization-members';
import { paymentDto } from './payments';

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
  /** The person's places in organisations; User/Get, Create and Update answer them. */
  userOrganizations: z.array(organizationLinkDto).optional(),
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
  dateOfBirth: dateOfBirth.nullish(),
  customerNumber: text().trim().max(32).nullish(),
  userTypeId: z.union(userTypeIds.map((id) => z.literal(id))).nullish(),
  statusId: z.union(userStatusIds.map((id) => z.literal(id))).default(0),
  language: z.enum(Languages).default('is'),
  /**
   * Section 3's organisation places (main contact, contact and pilot combined): when sent, the
   * person's whole set of places; left out, their places stay as they are.
   */
  userOrganizations: z
    .array(z.object({ organizationId: entityId, organizationRoleId }))
    .max(200)
    .optional(),
};

export const createUserInput = z.object({ ...userFields, password: newPassword });
export const updateUserInput = z.object({ id: entityId, ...keptWhenOmitted(userFields), unlock: z.boolean().optional() });
export type CreateUserInput = z.infer<typeof createUserInput>;
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const getUsersInput = pagedInput.extend({ isActive: queryBool.optional() });
export type GetUsersInput = z.infer<typeof getUsersInput>;

export const countryDto = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countryDto>;
export const changeLanguageInput = z.object({ languageName: z.enum(Languages) });
export const changePasswordInput = z.object({ currentPassword: text().min(1).max(128), newPassword });
/** ABP's ResetPasswordDto: the acting administrator's own password proves it is them at the keyboard. */
export const resetPasswordInput = z.object({ adminPassword: text().min(1).max(128), userId: entityId, newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const usersEndpoints = {
  create: endpoint({ service: 'User', method: 'Create', input: createUserInput, result: userDto }),
  update: endpoint({ service: 'User', method: 'Update', input: updateUserInput, result: userDto }),
  delete: endpoint({ service: 'User', method: 'Delete', input: idQuery, result: z.null() }),
  get: endpoint({ service: 'User', method: 'Get', input: idQuery, result: userDto }),
  getAll: endpoint({ service: 'User', method: 'GetAll', input: getUsersInput, result: pagedResult(userDto) }),
  getRoles: endpoint({ service: 'User', method: 'GetRoles', result: listResult(roleDto) }),
  getListCountry: endpoint({ service: 'User', method: 'GetListCountry', result: z.array(countryDto) }),
  getUserStatusIdByCurrentUser: endpoint({ service: 'User', method: 'GetUserStatusIdByCurrentUser', result: z.number().int() }),
  changeLanguage: endpoint({ service: 'User', method: 'ChangeLanguage', input: changeLanguageInput, result: z.null() }),
  changePassword: endpoint({ service: 'User', method: 'ChangePassword', input: changePasswordInput, result: z.boolean() }),
  resetPassword: endpoint({ service: 'User', method: 'ResetPassword', verb: 'POST', input: resetPasswordInput, result: z.boolean() }),
};

/** The longest note an administrator may keep on a user. */
export const userNoteMaxLength = 2000;
export const userNoteDto = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  description: z.string(),
  creatorUserName: z.string().nullable(),
  creationTime: z.string(),
  lastModifierUserName: z.string().nullable(),
  lastModificationTime: z.string().nullable(),
});
export type UserNoteDto = z.infer<typeof userNoteDto>;
const userNoteText = text().trim().min(1).max(userNoteMaxLength);
export const createUserNoteInput = z.object({ userId: entityId, description: userNoteText });
export const updateUserNoteInput = z.object({ id: entityId, description: userNoteText });
export const getUserNotesInput = pagedInput.extend({ userId: queryInt.positive() });
export type CreateUserNoteInput = z.infer<typeof createUserNoteInput>;
export type UpdateUserNoteInput = z.infer<typeof updateUserNoteInput>;
export type GetUserNotesInput = z.infer<typeof getUserNotesInput>;

/** Administrators' notes on a user (section 7, "User"), newest first. */
export const userNotesEndpoints = {
  createUserNote: endpoint({ service: 'User', method: 'CreateUserNote', input: createUserNoteInput, result: userNoteDto }),
  updateUserNote: endpoint({ service: 'User', method: 'UpdateUserNote', input: updateUserNoteInput, result: userNoteDto }),
  getUserNote: endpoint({ service: 'User', method: 'GetUserNote', input: idQuery, result: userNoteDto }),
  getUserNotesByUserId: endpoint({
    service: 'User',
    method: 'GetUserNotesByUserId',
    input: getUserNotesInput,
    result: pagedResult(userNoteDto),
  }),
  deleteUserNote: endpoint({ service: 'User', method: 'DeleteUserNote', input: idQuery, result: z.null() }),
};

/**
 * The most of each long list that a person's record carries, newest first; each says how many
 * there are in all, so a long history reads as fast as a short one.
 */
export const userRecordLimits = { examAttempts: 50, payments: 50, notes: 5 } as const;

/**
 * A person seen whole by the administration (section 3's organisation, certificate, course and note
 * lists of a user, with their exam attempts and payments), in one read.
 */
export const userRecordDto = z.object({
  userId: z.number().int(),
  /** Every certificate with its state today: valid, expired or revoked. */
  certificates: z.array(
    userCertificateDto.pick({
      id: true,
      certificateId: true,
      certificate: true,
      certificateNumber: true,
      passedDate: true,
      expiredDate: true,
      state: true,
      revokedTime: true,
    }),
  ),
  /** Each course type as Pilot/GetCourseStatus answers the person; null when the external course platform could not be asked. */
  courses: z.array(courseStatusDto).nullable(),
  examAttempts: pagedResult(
    resultRowDto.pick({
      userExaminationId: true,
      certificateType: true,
      status: true,
      isPassed: true,
      score: true,
      startTime: true,
      submitTime: true,
      certificateNumber: true,
    }),
  ),
  /** What the person paid or tried to pay: their own fees and organisations' fees, declined and cancelled ones too. */
  payments: pagedResult(
    paymentDto.pick({
      id: true,
      status: true,
      kind: true,
      description: true,
      amount: true,
      currency: true,
      organizationName: true,
      creationTime: true,
      paidAt: true,
      validFrom: true,
      validUntil: true,
      error: true,
    }),
  ),
  /** Their places in the tenant's organisations, waiting or approved. */
  organizations: z.array(organizationLinkDto),
  /** The administrators' notes on the user; null to a caller without Pages.Users, whose notes they are not. */
  notes: pagedResult(userNoteDto).nullable(),
});
export type UserRecordDto = z.infer<typeof userRecordDto>;

export const userRecordEndpoints = {
  getUserRecord: endpoint({ service: 'User', method: 'GetUserRecord', input: idQuery, result: userRecordDto }),
};
