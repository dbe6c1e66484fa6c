import { userNotesEndpoints } from '../../../shared/contracts/users';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import * as notes from './user-notes.service';

export const userNoteRoutes = (deps: ServiceDeps) => [
  route(userNotesEndpoints.createUserNote, {
    access: Permission.Users,
    record: 'UserNote',
    summary: 'Adds an administrators’ note to a user of the caller’s tenant.',
    handler: (ctx, input) => notes.createUserNote(deps, ctx, input),
  }),
  route(userNotesEndpoints.updateUserNote, {
    access: Permission.Users,
    record: 'UserNote',
    summary: 'Changes a note’s text.',
    handler: (ctx, input) => notes.updateUserNote(deps, ctx, input),
  }),
  route(userNotesEndpoints.getUserNote, {
    access: Permission.Users,
    record: 'UserNote',
    summary: 'One note on a user.',
    handler: (ctx, input) => notes.getUserNote(deps, ctx, input.id),
  }),
  route(userNotesEndpoints.getUserNotesByUserId, {
    access: Permission.Users,
    summary: 'A page of a user’s notes, newest first.',
    handler: (ctx, input) => notes.getUserNotes(deps, ctx, input),
  }),
  route(userNotesEndpoints.deleteUserNote, {
    access: Permission.Users,
    record: 'UserNote',
    summary: 'Deletes a note.',
    handler: (ctx, input) => notes.deleteUserNote(deps, ctx, input.id),
  }),
];
