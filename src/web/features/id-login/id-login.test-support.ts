import type { AuthenticateResult } from '../../../shared/contracts/accounts';
import type { IdPersonDto } from '../../../shared/contracts/id-login';
import { UserStatus } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { fake } from '../../test/harness';

/** Shared by the electronic-ID screens' tests: the server's answers and who is signed in. */
export { api, bodyOf, callsTo, errorResponse, queryOf } from '../../test/calls';

export const handlerPath = '/api/Account/IDLoginHandler';
export const registerPath = '/api/Account/RegisterByIDLogin';
export const linkPath = '/api/Account/LinkIDLogin';
export const timeLeftPath = '/api/services/app/Account/GetIDLoginTimeLeft';
export const refreshPath = '/api/Account/RefreshIDPortenToken';
export const logoutUrlPath = '/api/services/app/Account/GetIDLogoutUrl';
export const loginUrlPath = '/api/services/app/Account/GetIDLoginUrl';

export const code = 'provider-code-1234';
export const state = 'state-abcdefghij';
export const back = (query = `code=${code}&state=${state}`) => `/signin-oidc?${query}`;

export const person: IdPersonDto = {
  name: 'Sigríður',
  surname: 'Jónsdóttir',
  idNumber: '1203894569',
  dateOfBirth: '1989-03-12',
  emailAddress: 'sigga@example.is',
};

/** A session as Authenticate answers it; the fake server then says the user is signed in, a pilot unless told otherwise. */
export function session(changes: Partial<AuthenticateResult> = {}, permissions: string[] = [Permission.Pilot]): AuthenticateResult {
  fake.signedIn = true;
  fake.granted = Object.fromEntries(permissions.map((p) => [p, 'true']));
  return {
    accessToken: 'id-token-1',
    encryptedAccessToken: 'enc-1',
    expireInSeconds: 3600,
    isPilot: true,
    userTypeId: 3,
    status: UserStatus.PaymentAtHomePage,
    userId: 1,
    ...changes,
  };
}

/** A pilot signed in through the electronic ID, as saveIdLogin keeps it. */
export function signedInByIdLogin(): void {
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'id-token-1');
  localStorage.setItem('auth.isIdLogin', 'true');
}
