import {
  accountsEndpoints,
  type AuthenticateInput,
  type AuthenticateReply,
  type CurrentLoginInformations,
  type LocalizationConfiguration,
  type UserConfiguration,
} from '../../../shared/contracts/accounts';
import { FallbackLanguage, TimeZone, type Language } from '../../../shared/enums';
import { allPermissionNames } from '../../../shared/permissions';
import { settingDefinitions } from '../../../shared/settings';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError } from '../../kernel/errors';
import { jsonFragment, jsonObjectOf, type RawJson } from '../../kernel/raw-json';
import { decoyHash, verifyPassword } from '../../kernel/passwords';
import { signInPaused, tooManyFailedSignIns, type SignInThrottle } from '../../kernel/sign-in-throttle';
import { infoNotUpdatedOf } from '../pilots';
import { storedSettingsOf } from '../settings';
import { recordSuccessfulSignIn } from './account-users.queries';
import { findTenantById, findUserByNameOrEmail, loginAttemptsOf } from './accounts.queries';
import { revokeSession } from './session-endings';
import { clientSourceName, userLocalization } from './accounts.localization';
import { hasActiveTenants, signedInProfileOf, tenantSummaryOf } from './login-information-cache';
import { openSession, sessionLifetime } from './open-session';
import { secondFactorStepFor } from './second-factor.service';

/**
 * Failed sign-ins slow the address they come from (decision 0004): never the account as a whole,
 * so a stranger's wrong guesses do not lock the owner out, and never a room that types its
 * passwords right.
 */
export async function authenticate(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: AuthenticateInput,
  signIns: SignInThrottle,
): Promise<AuthenticateReply> {
  const { db } = deps.database;
  const now = deps.now();
  const attempt = loginAttemptsOf(db, ctx, input.userNameOrEmailAddress.slice(0, 256));

  if (ctx.tenantId !== null) {
    const tenant = await findTenantById(db, ctx.tenantId);
    if (!tenant || !tenant.isActive) throw businessError('errors:tenantInactive');
  }
  // Refused before the lookup and the password hash: a sprayer over budget costs next to nothing.
  const addressWait = signIns.addressWait(ctx.clientIp);
  if (addressWait) {
    await attempt(null, 'TooManyFailedAttempts');
    throw tooManyFailedSignIns(addressWait);
  }
  const user = await findUserByNameOrEmail(db, ctx.tenantId, input.userNameOrEmailAddress);
  // A name that is nobody's pauses like an account does, so the pause does not tell which exist.
  const account = user ? `user ${user.id}` : `name ${input.userNameOrEmailAddress.toLowerCase()}`;
  const accountWait = signIns.accountWait(ctx.clientIp, account);
  if (accountWait) {
    await attempt(user?.id ?? null, 'LockedOut');
    throw signInPaused(accountWait);
  }
  if (!user) {
    await verifyPassword(await decoyHash(), input.password);
    signIns.failed(ctx.clientIp, account);
    await attempt(null, 'InvalidUserNameOrEmailAddress');
    throw businessError('errors:invalidCredentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    signIns.failed(ctx.clientIp, account);
    await attempt(user.id, 'InvalidPassword');
    throw businessError('errors:invalidCredentials');
  }
  signIns.succeeded(ctx.clientIp, account);
  if (!user.isActive) {
    await attempt(user.id, 'UserIsNotActive');
    throw businessError('errors:userInactive');
  }
  if (!user.isEmailConfirmed) {
    await attempt(user.id, 'UserEmailIsNotConfirmed');
    throw businessError('errors:emailNotConfirmed');
  }

  // A second factor, or setting one up, comes before any session (decision 0026).
  const secondStep = await secondFactorStepFor(deps, user);
  if (secondStep) {
    await attempt(user.id, secondStep.twoFactorStep === 'verify' ? 'SecondFactorRequired' : 'SecondFactorEnrolmentRequired');
    return secondStep;
  }
  await recordSuccessfulSignIn(db, user.id, now);
  const reply = await openSession(deps, ctx, user, sessionLifetime(input.rememberClient));
  await attempt(user.id, 'Success');
  return reply;
}

/** Ends the caller's session, and the one a given token names if it is the caller's own. */
export async function logout(deps: ServiceDeps, ctx: RequestContext, token: string | undefined): Promise<boolean> {
  const { db } = deps.database;
  if (ctx.actor) await revokeSession(db, ctx.actor.sessionId, ctx.actor.userId);
  if (token) {
    const claims = await deps.tokens.verify(token);
    if (claims && (!ctx.actor || claims.userId === ctx.actor.userId)) await revokeSession(db, claims.sessionId, claims.userId);
  }
  return true;
}

/**
 * The installation's features, as ABP's ApplicationInfoDto names them by name: whether real-time
 * notifications are on (setting 25), which identity provider signs people in, and whether an
 * external course platform keeps the courses. A client shows or hides what depends on them.
 */
async function featuresOf(deps: ServiceDeps): Promise<Record<string, boolean>> {
  const realTime = (await storedSettingsOf(deps.database)).get(realTimeSettingId);
  return {
    RealTimeNotifications: realTime === undefined ? true : realTime === 'true',
    NationalIdLogin: deps.idProvider.kind === 'islandis',
    DevelopmentIdLogin: deps.idProvider.kind === 'development',
    ExternalCoursePlatform: deps.coursePlatform.name !== 'builtIn',
  };
}
/** ABP gives each feature's value as text, under the feature's name. */
const allFeaturesOf = (features: Record<string, boolean>) =>
  Object.fromEntries(Object.entries(features).map(([name, on]) => [`App.${name}`, { value: String(on) }]));
const realTimeSettingId = settingDefinitions.find((d) => d.name === 'EnableRealTimeNotifications')!.id;

export async function getCurrentLoginInformations(deps: ServiceDeps, ctx: RequestContext): Promise<CurrentLoginInformations> {
  const application = { version: deps.version, releaseDate: releaseDate.toISOString(), features: await featuresOf(deps) };
  const tenant = ctx.tenantId !== null ? await tenantSummaryOf(deps.database, ctx.tenantId) : null;
  if (!ctx.actor) return { application, user: null, tenant, userRole: [], infoNotUpdated: null };
  const [{ user, roleNames }, infoNotUpdated] = await Promise.all([
    signedInProfileOf(deps.database, ctx.actor.userId),
    infoNotUpdatedOf(deps.database, ctx.actor),
  ]);
  return { application, user, tenant, userRole: roleNames, infoNotUpdated };
}

const releaseDate = new Date();

/** The parts of the user configuration that are the same for every caller, checked and written once. */
const userConfigurationSchema = accountsEndpoints.getUserConfiguration.result;
const authSchema = userConfigurationSchema.shape.auth;
const allPermissionsJson = jsonFragment(
  authSchema.shape.allPermissions,
  Object.fromEntries(allPermissionNames.map((name) => [name, 'true'])),
);
/** Made once for each language and name of the ABP client's source (setting 31). */
const localizationJson = new Map<string, RawJson<LocalizationConfiguration>>();
function localizationJsonOf(language: Language, stored: ReadonlyMap<number, string>) {
  const source = clientSourceName(stored.get(clientSourceSetting.id) ?? clientSourceSetting.defaultValue);
  const key = `${language}:${source}`;
  let json = localizationJson.get(key);
  if (!json) {
    // Names typed one after another into setting 31 must not pile up.
    if (localizationJson.size >= 16) localizationJson.clear();
    json = jsonFragment(userConfigurationSchema.shape.localization, userLocalization(language, source));
    localizationJson.set(key, json);
  }
  return json;
}
const clientSourceSetting = settingDefinitions.find((d) => d.name === 'AbpClientLocalizationSource')!;

/**
 * Iceland keeps UTC all year, with no summer time: Windows names the zone Greenwich Standard Time,
 * ABP's `Abp.Timing.TimeZone` setting holds that name, and its clients read the IANA one.
 */
const windowsTimeZone = 'Greenwich Standard Time';

/**
 * Multi-tenancy is on where there are tenants to choose between: a client offers the choice of
 * tenant at sign-in only then, and an installation with the host alone does not show it to the public.
 */
const multiTenancyJson = (isEnabled: boolean) =>
  jsonFragment(userConfigurationSchema.shape.multiTenancy, {
    isEnabled,
    ignoreFeatureCheckForHostUsers: false,
    sides: { host: 2, tenant: 1 },
  });
const multiTenancyOn = multiTenancyJson(true);
const multiTenancyOff = multiTenancyJson(false);

const fixedJson = {
  nav: jsonFragment(userConfigurationSchema.shape.nav, { menus: {} }),
  timing: jsonFragment(userConfigurationSchema.shape.timing, {
    timeZoneInfo: {
      windows: {
        timeZoneId: windowsTimeZone,
        baseUtcOffsetInMilliseconds: 0,
        currentUtcOffsetInMilliseconds: 0,
        isDaylightSavingTimeNow: false,
      },
      iana: { timeZoneId: TimeZone },
    },
  }),
  // The portal takes bearer tokens, not cookies, so no anti-forgery token is ever asked for; the names are ABP's.
  security: jsonFragment(userConfigurationSchema.shape.security, {
    antiForgery: { tokenCookieName: 'XSRF-TOKEN', tokenHeaderName: 'X-XSRF-TOKEN' },
  }),
  custom: jsonFragment(userConfigurationSchema.shape.custom, {}),
};

/** The settings ABP itself defines that its clients read at start-up, with the portal's values. */
const abpSettingValues = {
  'Abp.Localization.DefaultLanguageName': FallbackLanguage,
  'Abp.Timing.TimeZone': windowsTimeZone,
};

/**
 * The parts that change only with what they are made from, made once for each: the settings'
 * values for each set of stored settings the cache holds (it keeps one map until a setting
 * changes), and the granted permissions for each signed-in user's set (the actor cache keeps it).
 */
const settingJson = new WeakMap<ReadonlyMap<number, string>, RawJson<UserConfiguration['setting']>>();
const grantedJson = new WeakMap<ReadonlySet<string>, RawJson<UserConfiguration['auth']>>();
const noPermissions: ReadonlySet<string> = new Set();

function settingJsonOf(stored: ReadonlyMap<number, string>) {
  let json = settingJson.get(stored);
  if (!json) {
    const visible = settingDefinitions.filter((d) => d.clientVisible);
    const values = { ...abpSettingValues, ...Object.fromEntries(visible.map((d) => [d.name, stored.get(d.id) ?? d.defaultValue])) };
    settingJson.set(stored, (json = jsonFragment(userConfigurationSchema.shape.setting, { values })));
  }
  return json;
}

function authJsonOf(granted: ReadonlySet<string>) {
  let json = grantedJson.get(granted);
  if (!json) {
    const grantedPermissions = Object.fromEntries([...granted].map((name) => [name, 'true']));
    grantedJson.set(granted, (json = jsonObjectOf(authSchema, { allPermissions: allPermissionsJson, grantedPermissions })));
  }
  return json;
}

export async function getUserConfiguration(deps: ServiceDeps, ctx: RequestContext): Promise<RawJson<UserConfiguration>> {
  const [stored, hasTenants] = await Promise.all([storedSettingsOf(deps.database), hasActiveTenants(deps.database)]);
  return jsonObjectOf(userConfigurationSchema, {
    multiTenancy: hasTenants ? multiTenancyOn : multiTenancyOff,
    session: {
      userId: ctx.actor?.userId ?? null,
      tenantId: ctx.tenantId,
      impersonatorUserId: null,
      impersonatorTenantId: null,
      multiTenancySide: ctx.tenantId === null ? 2 : 1,
      userStatus: ctx.actor?.statusId ?? null,
    },
    localization: localizationJsonOf(ctx.language, stored),
    features: { allFeatures: allFeaturesOf(await featuresOf(deps)) },
    auth: authJsonOf(ctx.actor?.permissions ?? noPermissions),
    nav: fixedJson.nav,
    setting: settingJsonOf(stored),
    clock: { provider: 'utcClockProvider', now: deps.now().toISOString() },
    timing: fixedJson.timing,
    security: fixedJson.security,
    custom: fixedJson.custom,
  });
}
