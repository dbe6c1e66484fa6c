import { useQuery } from '@tanstack/react-query';
import { myOrganizationsQuery, organizationByTokenQuery } from '../api';

export interface PayingOrganization {
  id: number;
  name: string | null;
  /** Its size (Under250 or Over250), whose fee an organisation's payment is; null when not known. */
  userTypeId: number | null;
}

/**
 * The organisations a fee may be paid for: the one the address names, the one a registration link
 * has entered, or those the signed-in person speaks for.
 */
export function usePayingOrganizations({
  needed,
  given,
  token,
  signedIn,
}: {
  needed: boolean;
  given: number | null;
  token: string | null;
  signedIn: boolean;
}): { isLoading: boolean; organizations: PayingOrganization[]; error?: unknown } {
  const byToken = useQuery({ ...organizationByTokenQuery(token ?? ''), enabled: needed && given === null && token !== null });
  const mine = useQuery({ ...myOrganizationsQuery(), enabled: needed && signedIn && token === null });
  const own: PayingOrganization[] = (mine.data ?? []).map((o) => ({ id: o.id, name: o.name, userTypeId: o.userTypeId }));

  if (!needed) return { isLoading: false, organizations: [] };
  if (given !== null) {
    return { isLoading: false, organizations: [own.find((o) => o.id === given) ?? { id: given, name: null, userTypeId: null }] };
  }
  if (token !== null) {
    if (byToken.isPending) return { isLoading: true, organizations: [] };
    return {
      isLoading: false,
      organizations: byToken.data ? [{ id: byToken.data.id, name: byToken.data.name, userTypeId: byToken.data.userTypeId }] : [],
      // A step credential spent, revoked or run out: the server's words say which, and to sign in.
      error: byToken.error ?? undefined,
    };
  }
  if (signedIn) return { isLoading: mine.isPending, organizations: own };
  return { isLoading: false, organizations: [] };
}
