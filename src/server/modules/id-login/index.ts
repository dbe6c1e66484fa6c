import { defineModule } from '../../kernel/server-module';
import { SignInThrottle } from '../../kernel/sign-in-throttle';
import { idLoginJobs } from './id-login-cleanup.job';
import { idLoginRoutes, registerIdProviderRoutes } from './id-login.routes';

/**
 * Login with the national electronic ID through Ísland.is (docs/id-login.md): the authorization
 * code flow with PKCE, registration and linking through it, the provider's tokens kept on the
 * server beside the session, their refresh, and the provider's logout both ways.
 */
export const idLoginModule = defineModule({
  name: 'id-login',
  routes: (deps, options) => idLoginRoutes(deps, new SignInThrottle(options.failedSignIns)),
  rawRoutes: (app, deps) => registerIdProviderRoutes(app, deps),
  jobs: (deps) => idLoginJobs(deps),
});
