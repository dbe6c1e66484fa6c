import type { Language } from '../../shared/enums';
import { cultureValue } from './language';

export interface HeaderValues {
  language: Language;
  token: string | null;
  tenantId: number | null;
}

/**
 * The headers of a call to the API. One function for the app's calls (`lib/http.ts`) and the page's
 * early ones (`app/early-requests.ts`), whose answers the app takes only when they were asked as it
 * would ask them itself.
 */
export function apiHeaders({ language, token, tenantId }: HeaderValues, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    '.AspNetCore.Culture': cultureValue(language),
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (tenantId !== null) headers['Abp-TenantId'] = String(tenantId);
  return headers;
}
