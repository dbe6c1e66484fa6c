import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus, UserType } from '../../shared/enums';
import en from '../../shared/i18n/en/errors.json';
import is from '../../shared/i18n/is/errors.json';
import { Permission } from '../../shared/permissions';
import { consumeLinkToken, issueLinkToken, linkTokenRules, setUserStatus, type LinkPurpose } from '../modules/accounts';
import { createTestApp, type TestApp } from '../test/harness';
import { inputMembers, minimalRequest, readOperations, type Operation } from '../test/openapi-operations';
import { inBatches, plainRequest, send, type MatrixActor } from './authorization-matrix.test-support';

/**
 * The token rows of the authorization matrix (decision 0024): every operation of the OpenAPI
 * document that takes a token is found by its members' names, and each must be either a call
 * that takes a person's link or step credential, tried here with the token used, replaced,
 * revoked by each event that ends its purpose, and run out, or a call whose token is something
 * else, said why. A new call that takes a token fails the test until it is one or the other.
 */

const takesLinkToken: Record<string, { member: string; purposes: LinkPurpose[] }> = {
  TokenAuth_VerifyToken: { member: 'token', purposes: ['verify-email'] },
  TokenAuth_VerifyTokenForRegistering: { member: 'token', purposes: ['verify-email'] },
  TokenAuth_VerifyTokenForResetPassword: { member: 'token', purposes: ['reset-password', 'invitation'] },
  TokenAuth_ChangeNewPassword: { member: 'passwordResetCode', purposes: ['reset-code'] },
  TokenAuth_getPilotByToken: { member: 'token', purposes: ['registration'] },
  TokenAuth_GetOrganizationByToken: { member: 'token', purposes: ['registration'] },
  TokenAuth_GetOrganizationByToken_POST: { member: 'token', purposes: ['registration'] },
  Organization_RegisterOrganization: { member: 'token', purposes: ['registration'] },
  Organization_AskToJoinOrganization: { member: 'token', purposes: ['registration'] },
  Organization_UpdatePaymentAccount: { member: 'token', purposes: ['registration'] },
  Payment_RegisterPrivatePayment: { member: 'token', purposes: ['registration'] },
  Payment_RegisterOrganizationPayment: { member: 'token', purposes: ['registration'] },
  Payment_CheckValidPayment: { member: 'token', purposes: ['registration'] },
  Payment_GetContactPersonFee: { member: 'token', purposes: ['registration'] },
  Payment_PushUserAndOrgInfoBackToBackend: { member: 'token', purposes: ['registration'] },
  TokenAuth_AuthenticateSecondFactor: { member: 'twoFactorTicket', purposes: ['second-factor'] },
  TokenAuth_BeginSecondFactorPasskey: { member: 'twoFactorTicket', purposes: ['second-factor'] },
  TokenAuth_BeginTotpEnrolment: { member: 'twoFactorTicket', purposes: ['factor-enrolment'] },
  TokenAuth_CompleteTotpEnrolment: { member: 'twoFactorTicket', purposes: ['factor-enrolment'] },
  TokenAuth_BeginPasskeyEnrolment: { member: 'twoFactorTicket', purposes: ['factor-enrolment'] },
  TokenAuth_CompletePasskeyEnrolment: { member: 'twoFactorTicket', purposes: ['factor-enrolment'] },
};

const takesOtherToken: Record<string, string> = {
  TokenAuth_Logout: 'the access token of the session it ends',
  Account_RefreshIDPortenToken: 'the access token of the caller’s own session',
  TokenAuth_VerifyQrCodeToken: 'a certificate’s public verification code, printed on it for anyone to check while it is valid',
  TokenAuth_VerifyQrCodeTokenByGet: 'a certificate’s public verification code, printed on it for anyone to check while it is valid',
  Account_RegisterByIDLogin: 'a step of the electronic-ID login, kept in id_login_pending and used once (decision 0014)',
  Account_LinkIDLogin: 'a step of the electronic-ID login, kept in id_login_pending and used once (decision 0014)',
  Account_IDLogout: 'the logout ticket of two minutes kept on the provider’s session row and used once (decision 0021)',
  TokenAuth_ConfirmPilotEmail:
    'a link proving one of a pilot’s typed e-mail addresses, kept hashed on that address (not the account’s): used once, 48 hours, ended by a newer link or a changed value; tried in pilots.email-confirmation.routes.test.ts',
};

/** Members the generated input cannot guess (patterns, the person's own type), set so that only the token can be refused. */
const validInput = {
  userTypeId: UserType.ContactPerson,
  pilotType: UserType.ContactPerson,
  organizationNumber: '520304-2290',
  phoneNumber: '+354 555 1234',
  code: '123456',
  name: 'Lykill',
  passkey: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} },
};

const refusalKeys = [
  'invalidLink',
  'linkUsed',
  'linkRevoked',
  'linkExpired',
  'registrationStepExpired',
  'registrationStepEnded',
  'signInStepEnded',
] as const;
const refusals = new Set(refusalKeys.flatMap((key) => [en[key], is[key]]));
const isTokenMember = (member: string) => /token$|resetcode$|ticket$/i.test(member);

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  operations = await readOperations(t.app);
});
afterAll(() => t?.close());

/** A registrant part-way through the wizard, signed in elsewhere, with their session. */
async function person() {
  const user = await t.userWith([Permission.Pilot], {
    fields: { userTypeId: UserType.ContactPerson, statusId: UserStatus.NeedPaymentToLogin },
  });
  const actor: MatrixActor = { label: user.userName, address: '10.79.0.1', tenantId: null, permissions: new Set(), token: user.token };
  return { ...user, actor };
}
type Person = Awaited<ReturnType<typeof person>>;

/** Each event that ends a purpose's tokens, brought about as the portal does. */
const endings = {
  signOut: (p: Person) => send(t, p.actor, plainRequest('POST', '/api/TokenAuth/Logout', {})),
  sessionsEnded: (p: Person) =>
    send(
      t,
      p.actor,
      plainRequest('POST', '/api/services/app/User/ChangePassword', {
        currentPassword: 'Test-Password-1',
        newPassword: 'Another-Password-2',
      }),
    ),
  registrationEnded: (p: Person) => setUserStatus(t.database.db, p.id, UserStatus.NoNeedPayment),
};

/** The token of each state the matrix tries, for one person. */
async function tokensOf(p: Person, purpose: LinkPurpose): Promise<Record<string, string>> {
  const { db } = t.database;
  const now = new Date();
  const used = await issueLinkToken(db, p.id, purpose, now);
  await consumeLinkToken(db, used, purpose, now);
  const expired = await issueLinkToken(db, p.id, purpose, new Date(now.getTime() - linkTokenRules[purpose].lifetimeMs - 1000));
  const replaced = await issueLinkToken(db, p.id, purpose, now);
  const states: Record<string, string> = { used, expired, replaced, live: await issueLinkToken(db, p.id, purpose, now) };
  return states;
}

describe('The authorization matrix: tokens', () => {
  it('knows what every operation that takes a token takes', () => {
    const taking = operations.filter((op) => inputMembers(op).some(isTokenMember)).map((op) => op.id);
    expect(taking.filter((id) => !(id in takesLinkToken) && !(id in takesOtherToken))).toEqual([]);
    expect(Object.keys(takesLinkToken).filter((id) => !taking.includes(id))).toEqual([]);
  });

  it('gives each purpose the lifetime (minutes) and the endings of decision 0024', () => {
    const table = Object.fromEntries(
      Object.entries(linkTokenRules).map(([purpose, r]) => [purpose, [r.lifetimeMs / 60_000, [...r.endedBy].sort()]]),
    );
    expect(table).toEqual({
      'verify-email': [48 * 60, []],
      'reset-password': [2 * 60, ['sessionsEnded']],
      invitation: [7 * 24 * 60, ['sessionsEnded']],
      'reset-code': [30, ['sessionsEnded', 'signOut']],
      registration: [60, ['registrationEnded', 'sessionsEnded', 'signOut']],
      // Decision 0026: steps of a sign-in, never a session by themselves.
      'second-factor': [5, ['sessionsEnded']],
      'factor-enrolment': [15, ['sessionsEnded']],
      'passkey-challenge': [5, ['sessionsEnded']],
    });
  });

  it('refuses a used, replaced, revoked or expired token on every call that takes one, and answers no session', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    const linkOperations = operations.filter((op) => op.id in takesLinkToken);
    const cases = linkOperations.flatMap((op) =>
      takesLinkToken[op.id].purposes.flatMap((purpose) => [
        { op, purpose, ending: null as keyof typeof endings | null },
        ...linkTokenRules[purpose].endedBy.map((ending) => ({ op, purpose, ending })),
      ]),
    );
    await inBatches(cases, async ({ op, purpose, ending }) => {
      const p = await person();
      const { member } = takesLinkToken[op.id];
      const request = (token: string) => minimalRequest(op, { ...validInput, [member]: token, userId: p.id });
      const tokens = await tokensOf(p, purpose);
      let states: [string, string][];
      if (ending === null) {
        // The live token first: whatever else the minimal input lacks, the token itself is not what is refused.
        const live = await send(t, p.actor, request(tokens.live));
        calls++;
        if (refusals.has((live.body?.error as { message?: string } | undefined)?.message ?? ''))
          mismatches.push(`${op.id} refused a live ${purpose} token: ${JSON.stringify(live.body)}`);
        states = [
          ['used', tokens.used],
          ['replaced', tokens.replaced],
          ['expired', tokens.expired],
        ];
      } else {
        await endings[ending](p);
        states = [[`ended by ${ending}`, tokens.live]];
      }
      for (const [state, token] of states) {
        const reply = await send(t, { ...p.actor, token: undefined }, request(token));
        calls++;
        const message = (reply.body?.error as { message?: string } | undefined)?.message ?? '';
        if (reply.status !== 400 || !refusals.has(message) || reply.body?.result?.accessToken)
          mismatches.push(`${op.id} with a ${state} ${purpose} token: ${reply.status} ${JSON.stringify(reply.body)}`);
      }
    });
    console.log(`token matrix: ${linkOperations.length} operations, ${cases.length} cases, ${calls} calls`);
    expect(mismatches).toEqual([]);
  }, 120_000);
});
