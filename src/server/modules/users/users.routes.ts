import { z } from 'zod';
import { idQuery, listResult, pagedResult } from '../../../shared/contracts/common';
import { roleDto } from '../../../shared/contracts/roles';
import {
  changeLanguageInput,
  changePasswordInput,
  countryDto,
  createUserInput,
  getUsersInput,
  updateUserInput,
  userDto,
} from '../../../shared/contracts/users';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { defineRoute } from '../../kernel/abp-route';
import { countryList } from './countries';
import * as users from './users.service';

const service = 'User';

export const userRoutes = (deps: ServiceDeps) => [
  defineRoute({
    service,
    method: 'Create',
    access: Permission.Users,
    summary: 'Creates a user of the caller’s tenant with roles; the e-mail address counts as confirmed.',
    input: createUserInput,
    result: userDto,
    handler: (ctx, input) => users.createUser(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'Update',
    access: Permission.Users,
    summary: 'Updates a user, their roles, and optionally lifts a lockout.',
    input: updateUserInput,
    result: userDto,
    handler: (ctx, input) => users.updateUser(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'Delete',
    access: Permission.Users,
    summary: 'Deletes a user (softly) and ends their sessions.',
    input: idQuery,
    result: z.null(),
    handler: (ctx, input) => users.deleteUser(deps, ctx, input.id),
  }),
  defineRoute({
    service,
    method: 'Get',
    access: Permission.Users,
    summary: 'One user of the caller’s tenant.',
    input: idQuery,
    result: userDto,
    handler: (ctx, input) => users.getUser(deps, ctx, input.id),
  }),
  defineRoute({
    service,
    method: 'GetAll',
    access: Permission.Users,
    summary: 'A page of users, searched by keyword and filtered by active state, sorted by name.',
    input: getUsersInput,
    result: pagedResult(userDto),
    handler: (ctx, input) => users.getUsers(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'GetRoles',
    access: Permission.Users,
    summary: 'The roles that can be given to users of the caller’s tenant.',
    result: listResult(roleDto),
    handler: (ctx) => users.getAssignableRoles(deps, ctx),
  }),
  defineRoute({
    service,
    method: 'GetListCountry',
    summary: 'Countries with ISO codes, named in the request’s language.',
    access: 'anonymous',
    result: z.array(countryDto),
    handler: async (ctx) => countryList(ctx.language),
  }),
  defineRoute({
    service,
    method: 'GetUserStatusIdByCurrentUser',
    access: 'signedIn',
    summary: 'The payment status of the signed-in user.',
    result: z.number().int(),
    handler: (ctx) => users.getUserStatusId(deps, ctx),
  }),
  defineRoute({
    service,
    method: 'ChangeLanguage',
    access: 'signedIn',
    summary: 'Sets the signed-in user’s language (is or en) for screens and e-mails.',
    input: changeLanguageInput,
    result: z.null(),
    handler: (ctx, input) => users.changeLanguage(deps, ctx, input.languageName),
  }),
  defineRoute({
    service,
    method: 'ChangePassword',
    access: 'signedIn',
    summary: 'Changes the signed-in user’s password; their other sessions end.',
    input: changePasswordInput,
    result: z.boolean(),
    handler: (ctx, input) => users.changePassword(deps, ctx, input),
  }),
];
