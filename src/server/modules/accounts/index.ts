import { defineModule } from '../../kernel/server-module';
import { SignInThrottle } from '../../kernel/sign-in-throttle';
import { accountRoutes } from './accounts.routes';

/** Sign-in, sessions, registration and the mailed links: who a user is, and how they prove it. */
export const accountsModule = defineModule({
  name: 'accounts',
  routes: (deps, options) => accountRoutes(deps, new SignInThrottle(options.failedSignIns)),
});

export { requireOwnIdentity, type Identity } from './accounts.identity';
export { resetPasswordLifetime, verifyEmailLifetime } from './accounts.links.service';
export { confirmEmail, findUserById as findAccount, recordSuccessfulSignIn, setUserStatus } from './account-users.queries';
export {
  consumeToken,
  createSession,
  findTokenUser,
  findUserByNameOrEmail,
  issueToken,
  recordLoginAttempt,
  revokeAllSessions,
  revokeSession,
} from './accounts.queries';
export { addUser, hostAdminUserName, type NewUser } from './add-user';
export { openSession } from './accounts.service';
