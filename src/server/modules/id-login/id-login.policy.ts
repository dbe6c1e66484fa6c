import type { RequestContext } from '../../kernel/context';
import { requireUser } from '../../kernel/context';
import { businessError, invalidField } from '../../kernel/errors';

/** Who may do what with a login through the identity provider. */
export const idLoginPolicy = {
  /** The session's own provider tokens: only the session itself asks about them. */
  ownSession: (ctx: RequestContext) => requireUser(ctx),

  /** A path on this site, never another site's address (`//evil.example` is one). */
  returnUrl(value: string | undefined): string | null {
    if (value === undefined || value === '') return null;
    if (!/^\/(?![/\\])/.test(value) || /\p{Cc}/u.test(value)) throw invalidField('returnUrl', 'errors:idLogin.badReturnUrl');
    return value;
  },

  /** An inactive account signs in no more through the provider than with a password. */
  signIn(account: { isActive: boolean }) {
    if (!account.isActive) throw businessError('errors:userInactive');
  },

  /**
   * An account may be linked to the provider's person when the provider vouched for its address,
   * it is active, and no person is proved on it yet: a kennitala it only typed does not count.
   */
  mayLink(account: { isActive: boolean; isBound: boolean } | undefined, verifiedEmail: boolean): boolean {
    return Boolean(verifiedEmail && account?.isActive && !account.isBound);
  },
};
