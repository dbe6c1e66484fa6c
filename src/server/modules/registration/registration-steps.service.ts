import {
  stepNumber,
  type AskToJoinInput,
  type PilotByTokenDto,
  type RegisterOrganizationInput,
  type ResendInput,
  type VerifyTokenForRegisteringResult,
} from '../../../shared/contracts/registration';
import { UserStatus, UserType, isLanguage } from '../../../shared/enums';
import type { CompanyRegistry } from '../../adapters/company-registry/company-registry';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, notFound, unauthorized } from '../../kernel/errors';
import { decoyHash, verifyPassword } from '../../kernel/passwords';
import {
  confirmEmail,
  consumeLinkToken,
  findAccount,
  findUserByNameOrEmail,
  issueLinkToken,
  linkTokenHolder,
  setUserStatus,
} from '../accounts';
import {
  addOrganization,
  askToJoinByNumber,
  companyOf,
  getOrganization,
  organizationIdsOfContact,
  organizationsOfContact,
} from '../organizations';
import { feeOfType } from '../payments';
import { findPilotView } from '../pilots';
import { mailConfirmationLink } from './registration.service';

/**
 * TokenAuth/VerifyTokenForRegistering: the mailed link of step 1 confirms the address, once. The
 * link names the user type, and a link for another type is no link at all. What is left of the
 * registration goes on with a step credential (the registration token) for the steps still ahead:
 * short-lived, spent when the registration ends, never a session (decision 0024).
 */
export async function verifyTokenForRegistering(
  deps: ServiceDeps,
  token: string,
  userTypeId: number,
): Promise<VerifyTokenForRegisteringResult> {
  const now = deps.now();
  return withTransaction(deps.database.pool, async (tx) => {
    const user = await findAccount(tx.db, await linkTokenHolder(tx.db, token, 'verify-email', now));
    if (!user || user.userTypeId !== userTypeId) throw businessError('errors:invalidLink');
    await consumeLinkToken(tx.db, token, 'verify-email', now);
    const confirmed = (await confirmEmail(tx.db, user.id))!;
    const detailsStep = stepNumber(userTypeId, 'organization');
    // Steps still ahead: an organisation's details, or a fee to pay now rather than later at home.
    const stillToDo = user.statusId === UserStatus.NeedPaymentToLogin || user.statusId === UserStatus.PaymentAtHomePage;
    return {
      ...confirmed,
      userTypeId,
      registrationToken: stillToDo ? await issueLinkToken(tx.db, user.id, 'registration', now) : null,
      nextStep: detailsStep ?? stepNumber(userTypeId, 'fee') ?? 2,
    };
  });
}

async function registrantOf(deps: ServiceDeps, token: string) {
  const user = await findAccount(deps.database.db, await linkTokenHolder(deps.database.db, token, 'registration', deps.now()));
  if (!user || !user.isActive) throw businessError('errors:registrationStepEnded');
  return user;
}

/**
 * TokenAuth/getPilotByToken: the registrant's own details, to fill the steps still ahead; nothing
 * once the registration token is spent, revoked or expired.
 */
export async function getPilotByToken(deps: ServiceDeps, token: string): Promise<PilotByTokenDto> {
  const user = await registrantOf(deps, token);
  const pilot = await findPilotView(deps.database.db, user.tenantId, { userId: user.id });
  if (!pilot) throw notFound();
  const address = pilot.mainAddress;
  return {
    id: pilot.pilot.id,
    fullName: `${user.name} ${user.surname}`,
    surName: user.surname,
    firstName: user.name,
    dateOfBirth: user.dateOfBirth,
    email: pilot.mainEmail ?? user.emailAddress,
    postNumber: address?.postNumber ?? null,
    streetAddress: address?.streetAddress ?? null,
    postLocation: address?.postLocation ?? null,
    phoneNumber: pilot.mainPhone,
  };
}

/** TokenAuth/GetOrganizationByToken: the organisation this registration entered, or null before its details step. */
export async function getOrganizationByToken(deps: ServiceDeps, token: string) {
  const user = await registrantOf(deps, token);
  const [organization] = await organizationsOfContact(deps.database.db, user.tenantId, user.id);
  return organization ?? null;
}

/**
 * Organization/RegisterOrganization: the details step. The registrant is named by the registration
 * token or, resuming after sign-in, by the session. They become the main contact person of a claim
 * to the number, which holds it once proved (decision 0023). The token
 * stays good for the fee step that follows; with no fee set for the type, the registration is
 * finished here, and the token with it.
 */
export async function registerOrganization(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: RegisterOrganizationInput,
  registry: CompanyRegistry,
) {
  const now = deps.now();
  const { token, organizationTypeId, ...fields } = input;
  const company = await companyOf(registry, fields.organizationNumber);
  return withTransaction(deps.database.pool, async (tx) => {
    let userId: number | null;
    if (token) {
      userId = await linkTokenHolder(tx.db, token, 'registration', now);
    } else {
      userId = ctx.actor?.userId ?? null;
      if (userId === null) throw unauthorized();
    }
    const user = (await findAccount(tx.db, userId))!;
    const size = user.userTypeId === UserType.ContactPerson ? organizationTypeId : user.userTypeId;
    if (stepNumber(user.userTypeId ?? 0, 'organization') === null || !size) throw businessError('errors:noOrganizationStep');
    if ((await organizationIdsOfContact(tx.db, user.id)).length > 0) throw businessError('errors:organizationAlreadyRegistered');
    const id = await addOrganization(tx.db, { ...fields, tenantId: user.tenantId, userTypeId: size }, user.id, company);
    // The fee of the one who registers: the organisation's by its size, or a contact person's own.
    const feeType = user.userTypeId === UserType.ContactPerson ? UserType.ContactPerson : size;
    if ((await feeOfType(tx.db, feeType)) === 0) await setUserStatus(tx.db, user.id, UserStatus.NoNeedPayment);
    return (await getOrganization(tx.db, user.tenantId, id))!;
  });
}

/**
 * Organization/AskToJoinOrganization: a contact person whose organisation is registered already
 * asks its main contact persons to let them speak for it (decision 0028), named by the registration
 * token or the session. The organisation's fee covers its contact persons (decision 0013), so the
 * registration ends here, without a fee, and the person signs in to see the request wait.
 */
export async function askToJoinOrganization(deps: ServiceDeps, ctx: RequestContext, input: AskToJoinInput) {
  const now = deps.now();
  return withTransaction(deps.database.pool, async (tx) => {
    const userId = input.token ? await linkTokenHolder(tx.db, input.token, 'registration', now) : ctx.actor?.userId;
    if (userId === undefined) throw unauthorized();
    const user = (await findAccount(tx.db, userId))!;
    if (user.userTypeId !== UserType.ContactPerson) throw businessError('errors:noOrganizationStep');
    if ((await organizationIdsOfContact(tx.db, user.id)).length > 0) throw businessError('errors:organizationAlreadyRegistered');
    const organizationName = await askToJoinByNumber(tx, deps, user.tenantId, input.organizationNumber, user.id);
    await setUserStatus(tx.db, user.id, UserStatus.NoNeedPayment);
    return { organizationName };
  });
}

/**
 * Organization/resend: a registrant whose link was lost or ran out proves who they are with their
 * password and is sent a new one. Every refusal reads alike, so nobody learns who has registered.
 */
export async function resendConfirmation(deps: ServiceDeps, ctx: RequestContext, input: ResendInput) {
  const user = await findUserByNameOrEmail(deps.database.db, ctx.tenantId, input.email);
  // Nobody found still costs a hash, so the time taken does not tell either.
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  const proven = user && user.isActive && passwordOk && user.userTypeId === input.userTypeId;
  if (!user || !proven) throw businessError('errors:resendRefused');
  if (user.isEmailConfirmed) throw businessError('errors:emailAlreadyConfirmed');
  await withTransaction(deps.database.pool, (tx) =>
    mailConfirmationLink(
      tx,
      deps,
      {
        tenantId: user.tenantId,
        userId: user.id,
        emailAddress: user.emailAddress,
        name: user.name,
        language: isLanguage(user.language) ? user.language : ctx.language,
        userTypeId: input.userTypeId,
      },
      deps.now(),
    ),
  );
  return true;
}
