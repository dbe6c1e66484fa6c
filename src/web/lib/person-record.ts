import { queryOptions } from '@tanstack/react-query';
import { userRecordEndpoints } from '../../shared/contracts/client/users';
import { call } from './api-client';

/** Under this sits everything the screens read about users (features/users/api.ts builds its keys on it). */
export const userViewsKey = ['users'] as const;

/**
 * A person's whole record (User/GetUserRecord), shown by the users and the pilots screens alike.
 * It sits under the users' key, so a change to a user reads it again; a note written about them
 * invalidates it by `personRecordKeys.all`.
 */
export const personRecordKeys = {
  all: [...userViewsKey, 'record'] as const,
  of: (userId: number) => [...personRecordKeys.all, userId] as const,
};

export const personRecordQuery = (userId: number) =>
  queryOptions({
    queryKey: personRecordKeys.of(userId),
    queryFn: ({ signal }) => call(userRecordEndpoints.getUserRecord, { id: userId }, signal),
  });
