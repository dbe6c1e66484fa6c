import { defineModule } from '../../kernel/server-module';
import { SignInThrottle } from '../../kernel/sign-in-throttle';
import { accountRoutes } from './accounts.routes';

/** Sign-in, sessions, registration and the mailed links: who a user is, and how they prove it. */
export const accountsModule = defineModule({
  name: 'accounts',
  routes: (deps, options) => accountRoutes(deps, new SignInThrottle(options.failedSignIns)),
});

export { requireOwnIdentity, type Identity } from './accounts.identity';
export { confirmEmail, findUserById as findAccount, recordSuccessfulSignIn } from './account-users.queries';
export { createSession, findUserByNameOrEmail, recordLoginAttempt } from './accounts.queries';
export { consumeLinkToken, issueLinkToken, linkTokenHolder, linkTokenRules, type LinkPurpose } from './link-tokens';
export { revokeAllSessions, revokeSession, setUserStatus } from './session-endings';
export { addUser, hostAdminUserName, type NewUser } from './add-user';
export { openSession } from './accounts.service';
