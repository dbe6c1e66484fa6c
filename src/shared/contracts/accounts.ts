import { endpoint } from './endpoint';
import { z } from 'zod';
import { entityId, newPassword, text } from './common';

export const authenticateInput = z.object({
  userNameOrEmailAddress: text().trim().min(1).max(256),
  password: text().min(1).max(128),
  rememberClient: z.boolean().default(false),
});
export const authenticateResult = z.object({
  accessToken: z.string(),
  encryptedAccessToken: z.string(),
  expireInSeconds: z.number().int(),
  isPilot: z.boolean(),
  userTypeId: z.number().int().nullable(),
  status: z.number().int(),
  userId: z.number().int(),
});
export type AuthenticateInput = z.infer<typeof authenticateInput>;
export type AuthenticateResult = z.infer<typeof authenticateResult>;

/** The ways a person may answer the second step of a sign-in (decision 0026). */
export const secondFactorKinds = ['Passkey', 'Totp', 'RecoveryCode'] as const;
export type SecondFactorKind = (typeof secondFactorKinds)[number];

/**
 * What Authenticate answers instead of a token when the password was right but a second factor is
 * wanted (decision 0026), in the shape ASP.NET Zero's clients know (`requiresTwoFactorVerification`):
 * no token, so a script that expects one fails at once. `verify`: answer with one of
 * `twoFactorAuthProviders` through TokenAuth/AuthenticateSecondFactor. `enrol`: staff without a
 * second factor set one up through TokenAuth/CompleteTotpEnrolment or CompletePasskeyEnrolment
 * first. The ticket is single-use, short-lived and opens no session by itself.
 */
export const secondFactorRequiredResult = z.object({
  accessToken: z.null(),
  encryptedAccessToken: z.null(),
  requiresTwoFactorVerification: z.literal(true),
  twoFactorStep: z.enum(['verify', 'enrol']),
  twoFactorAuthProviders: z.array(z.enum(secondFactorKinds)),
  twoFactorTicket: z.string(),
  twoFactorTicketExpireInSeconds: z.number().int(),
  userId: z.number().int(),
});
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredResult>;
export const authenticateReply = z.union([authenticateResult, secondFactorRequiredResult]);
export type AuthenticateReply = z.infer<typeof authenticateReply>;

export const isSecondFactorRequired = (reply: AuthenticateReply): reply is SecondFactorRequired =>
  'requiresTwoFactorVerification' in reply && reply.requiresTwoFactorVerification === true;

export const logoutInput = z.object({ token: text().max(4096).optional() });

export const emailOrUsernameInput = z.object({ emailOrUsername: text().trim().min(1).max(256) });
export const tokenInput = z.object({ token: text().trim().min(10).max(200) });

export const verifyResetTokenResult = z.object({ userId: z.number().int(), passwordResetCode: z.string() });
export type VerifyResetTokenResult = z.infer<typeof verifyResetTokenResult>;
export const changeNewPasswordInput = z.object({
  userId: entityId,
  passwordResetCode: text().min(10).max(200),
  newPassword,
});
export type ChangeNewPasswordInput = z.infer<typeof changeNewPasswordInput>;
export const verifyEmailResult = z.object({ userName: z.string(), emailAddress: z.string() });
export type VerifyEmailResult = z.infer<typeof verifyEmailResult>;

export const tenantAvailabilityState = { Available: 1, InActive: 2, NotFound: 3 } as const;
export const isTenantAvailableInput = z.object({ tenancyName: text().trim().min(1).max(64) });
export const isTenantAvailableResult = z.object({ state: z.number().int(), tenantId: z.number().int().nullable() });
export type TenantAvailability = z.infer<typeof isTenantAvailableResult>;

export const loginUser = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  userName: z.string(),
  emailAddress: z.string(),
  userTypeId: z.number().int().nullable(),
  statusId: z.number().int(),
  language: z.string(),
});
export const loginTenant = z.object({ id: z.number().int(), tenancyName: z.string(), name: z.string() });

/** What the authority requires of a person's record, in the order the person is asked to mend it. */
export const recordRequirements = ['mainAddress', 'selfDeclaration'] as const;
export type RecordRequirement = (typeof recordRequirements)[number];

/**
 * Section 4's "info not updated" marker as the server sees it: what the signed-in person's record
 * lacks, and the page that mends the first of it, where the guard sends them until it is mended.
 */
export const infoNotUpdated = z.object({ path: z.string(), missing: z.array(z.enum(recordRequirements)).min(1) });
export type InfoNotUpdated = z.infer<typeof infoNotUpdated>;

export const currentLoginInformations = z.object({
  application: z.object({ version: z.string(), releaseDate: z.string(), features: z.record(z.string(), z.boolean()) }),
  user: loginUser.nullable(),
  tenant: loginTenant.nullable(),
  userRole: z.array(z.string()),
  /** Null when nothing is missing, when signed out, and for people the rule does not concern. */
  infoNotUpdated: infoNotUpdated.nullable(),
});
export type CurrentLoginInformations = z.infer<typeof currentLoginInformations>;

/** A language as ABP lists it in `localization.languages` and `currentLanguage`. */
export const languageInfo = z.object({
  name: z.string(),
  displayName: z.string(),
  icon: z.string(),
  isDefault: z.boolean(),
  isDisabled: z.boolean(),
  isRightToLeft: z.boolean(),
});
export type LanguageInfo = z.infer<typeof languageInfo>;

/** ABP's localization: languages, and the server's texts as `values[source][key]` in the request's language. */
export const localizationConfiguration = z.object({
  currentCulture: z.object({ name: z.string(), displayName: z.string() }),
  currentLanguage: languageInfo,
  languages: z.array(languageInfo),
  sources: z.array(z.object({ name: z.string(), type: z.string() })),
  values: z.record(z.string(), z.record(z.string(), z.string())),
});
export type LocalizationConfiguration = z.infer<typeof localizationConfiguration>;

export const userConfiguration = z.object({
  multiTenancy: z.object({
    isEnabled: z.boolean(),
    ignoreFeatureCheckForHostUsers: z.boolean(),
    sides: z.object({ host: z.number().int(), tenant: z.number().int() }),
  }),
  session: z.object({
    userId: z.number().int().nullable(),
    tenantId: z.number().int().nullable(),
    impersonatorUserId: z.number().int().nullable(),
    impersonatorTenantId: z.number().int().nullable(),
    multiTenancySide: z.number().int(),
    /** The signed-in user's payment mode as it stands now (section 4), which the guard follows; null when signed out. */
    userStatus: z.number().int().nullable().optional(),
  }),
  localization: localizationConfiguration,
  /** ABP's features, each with its value as text: the same switches as the session's `application.features`. */
  features: z.object({ allFeatures: z.record(z.string(), z.object({ value: z.string() })) }),
  auth: z.object({ allPermissions: z.record(z.string(), z.string()), grantedPermissions: z.record(z.string(), z.string()) }),
  /** ABP's menus: the portal defines none on the server, so an ABP client builds its own. */
  nav: z.object({ menus: z.record(z.string(), z.unknown()) }),
  setting: z.object({ values: z.record(z.string(), z.string()) }),
  clock: z.object({ provider: z.string(), now: z.string() }),
  timing: z.object({
    timeZoneInfo: z.object({
      windows: z.object({
        timeZoneId: z.string(),
        baseUtcOffsetInMilliseconds: z.number(),
        currentUtcOffsetInMilliseconds: z.number(),
        isDaylightSavingTimeNow: z.boolean(),
      }),
      iana: z.object({ timeZoneId: z.string() }),
    }),
  }),
  security: z.object({ antiForgery: z.object({ tokenCookieName: z.string(), tokenHeaderName: z.string() }) }),
  custom: z.record(z.string(), z.unknown()),
});
export type UserConfiguration = z.infer<typeof userConfiguration>;

export const accountsEndpoints = {
  authenticate: endpoint({
    service: 'TokenAuth',
    method: 'Authenticate',
    path: '/api/TokenAuth/Authenticate',
    input: authenticateInput,
    result: authenticateReply,
  }),
  logout: endpoint({ service: 'TokenAuth', method: 'Logout', path: '/api/TokenAuth/Logout', input: logoutInput, result: z.boolean() }),
  resetPassword: endpoint({
    service: 'TokenAuth',
    method: 'ResetPassword',
    path: '/api/TokenAuth/ResetPassword',
    input: emailOrUsernameInput,
    result: z.boolean(),
  }),
  resendEmailChangePassword: endpoint({
    service: 'TokenAuth',
    method: 'ResendEmailChangePassword',
    path: '/api/TokenAuth/ResendEmailChangePassword',
    input: emailOrUsernameInput,
    result: z.boolean(),
  }),
  verifyTokenForResetPassword: endpoint({
    service: 'TokenAuth',
    method: 'VerifyTokenForResetPassword',
    path: '/api/TokenAuth/VerifyTokenForResetPassword',
    input: tokenInput,
    result: verifyResetTokenResult,
  }),
  changeNewPassword: endpoint({
    service: 'TokenAuth',
    method: 'ChangeNewPassword',
    path: '/api/TokenAuth/ChangeNewPassword',
    input: changeNewPasswordInput,
    result: z.boolean(),
  }),
  verifyToken: endpoint({
    service: 'TokenAuth',
    method: 'VerifyToken',
    path: '/api/TokenAuth/VerifyToken',
    input: tokenInput,
    result: verifyEmailResult,
  }),
  isTenantAvailable: endpoint({
    service: 'Account',
    method: 'IsTenantAvailable',
    input: isTenantAvailableInput,
    result: isTenantAvailableResult,
  }),
  getCurrentLoginInformations: endpoint({ service: 'Session', method: 'GetCurrentLoginInformations', result: currentLoginInformations }),
  getUserConfiguration: endpoint({
    service: 'AbpUserConfiguration',
    method: 'GetAll',
    verb: 'GET',
    path: '/AbpUserConfiguration/GetAll',
    result: userConfiguration,
  }),
};
