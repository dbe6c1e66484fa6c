import { Permission } from '../../../shared/permissions';
import { defineModule } from '../../kernel/server-module';
import { SignInThrottle } from '../../kernel/sign-in-throttle';
import { accountRoutes } from './accounts.routes';
import { secondFactorRoutes } from './second-factor.routes';

/** Sign-in, sessions, registration and the mailed links: who a user is, and how they prove it. */
export const accountsModule = defineModule({
  name: 'accounts',
  routes: (deps, options) => {
    // One count of failures for both steps of a sign-in (decision 0004, 0026).
    const signIns = new SignInThrottle(options.failedSignIns);
    return [...accountRoutes(deps, signIns), ...secondFactorRoutes(deps, signIns)];
  },
  // The two areas a sign-in opens: the administration and My pages. Many domains' calls guard them,
  // and they belong to none of those domains more than to the account that holds them.
  permissions: [Permission.Administrator, Permission.Pilot],
});

export { requireOwnIdentity, type Identity } from './accounts.identity';
export { confirmEmail, findUserById as findAccount, recordSuccessfulSignIn } from './account-users.queries';
export { createSession, findUserByNameOrEmail, recordLoginAttempt } from './accounts.queries';
export { consumeLinkToken, issueLinkToken, linkTokenHolder, linkTokenRules, type LinkPurpose } from './link-tokens';
export { revokeAllSessions, revokeSession, setUserStatus } from './session-endings';
export { addUser, hostAdminUserName, type NewUser } from './add-user';
export { openSession } from './open-session';
export { resetSecondFactors } from './second-factor-reset';
export { addRecoveryCodes } from './second-factor-enrolment';
export { totpCode, totpStep } from './totp';
