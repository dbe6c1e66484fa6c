import { pagedQueryOptions } from '../../lib/paged-query';
import { auditEndpoints } from '../../../shared/contracts/client/audit';
import { call } from '../../lib/api-client';
import { searchWords } from '../../lib/search-words';

/** The log's filter as the page holds it: empty text means "any". */
export interface AuditFilter {
  /** A user id (digits only) or a part of a user name. */
  user: string;
  entityType: string;
  entityId: string;
  call: string;
  from: string;
  to: string;
}

export const emptyAuditFilter: AuditFilter = { user: '', entityType: '', entityId: '', call: '', from: '', to: '' };

export const auditKeys = {
  all: ['audit'] as const,
  page: (filter: AuditFilter, skipCount: number, maxResultCount: number) => [...auditKeys.all, filter, skipCount, maxResultCount] as const,
};

/** The call's input: a user given as digits is an id, anything else a part of a user name. */
export function auditInput(filter: AuditFilter) {
  const user = filter.user.trim();
  const isId = /^\d{1,9}$/.test(user) && Number(user) > 0;
  return {
    userId: isId ? Number(user) : undefined,
    userName: !isId && user ? user : undefined,
    entityType: searchWords(filter.entityType),
    entityId: searchWords(filter.entityId),
    call: searchWords(filter.call),
    from: filter.from || undefined,
    to: filter.to || undefined,
  };
}

export const auditLogsQuery = (filter: AuditFilter, skipCount: number, maxResultCount: number) =>
  pagedQueryOptions({
    queryKey: auditKeys.page(filter, skipCount, maxResultCount),
    queryFn: ({ signal }) => call(auditEndpoints.getAll, { ...auditInput(filter), skipCount, maxResultCount }, signal),
  });
