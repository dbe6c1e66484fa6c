import { Permission } from '../../../../shared/permissions';
import { useSession } from '../../../lib/use-session';

/** Where "home" is after a payment: the administration, the pilot's pages, or the front page. */
export function useHomeLink(): { to: string; labelKey: string; signedIn: boolean; isLoading: boolean } {
  const session = useSession();
  if (!session.signedIn) return { to: '/', labelKey: 'payments:links.toFrontPage', signedIn: false, isLoading: session.isLoading };
  if (session.granted.has(Permission.Administrator)) {
    return { to: '/admin', labelKey: 'payments:links.toAdmin', signedIn: true, isLoading: false };
  }
  return { to: '/my-site/default', labelKey: 'payments:links.toMySite', signedIn: true, isLoading: false };
}
