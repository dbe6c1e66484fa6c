import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedResources } from '../../../shared/i18n/resources';
import { translate } from '../../kernel/i18n';
import { createTestApp, type TestApp } from '../../test/harness';
import { flattenTexts } from './accounts.localization';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getAll = async (language?: 'is' | 'en', token?: string) => {
  const res = await t.call('GET', '/AbpUserConfiguration/GetAll', { language, token });
  expect(res.status).toBe(200);
  return res.body.result.localization;
};

describe('AbpUserConfiguration/GetAll localization, as ABP gives it', () => {
  it('lists the languages with ABP’s fields, Icelandic first and the default', async () => {
    const localization = await getAll('en');
    expect(localization.languages).toEqual([
      { name: 'is', displayName: 'Íslenska', icon: 'famfamfam-flags is', isDefault: true, isDisabled: false, isRightToLeft: false },
      { name: 'en', displayName: 'English', icon: 'famfamfam-flags gb', isDefault: false, isDisabled: false, isRightToLeft: false },
    ]);
    expect(localization.currentLanguage).toEqual(localization.languages[1]);
    expect(localization.currentCulture).toEqual({ name: 'en', displayName: 'English' });
  });

  it('names each source with its type, one per namespace of the server’s texts', async () => {
    const localization = await getAll();
    expect(localization.sources).toEqual(
      [...Object.keys(sharedResources.is), 'Abp', 'AbpWeb', 'AbpProjectName'].map((name) => ({
        name,
        type: 'DictionaryBasedLocalizationSource',
      })),
    );
    expect(localization.sources.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['errors', 'validation', 'permissions', 'mail']),
    );
    expect(Object.keys(localization.values)).toEqual(localization.sources.map((s: { name: string }) => s.name));
  });

  for (const language of ['is', 'en'] as const) {
    it(`gives the texts in ${language} by source and flat key, the same the server answers with`, async () => {
      const localization = await getAll(language);
      expect(localization.currentLanguage.name).toBe(language);
      expect(localization.values.errors.invalidRequest).toBe(translate(language, 'errors:invalidRequest'));
      // Nested keys are joined with dots.
      expect(localization.values.errors['setting.tooSmall']).toBe(translate(language, 'errors:setting.tooSmall'));
      expect(localization.values.permissions['Pages.Users']).toBe(translate(language, 'permissions:Pages.Users'));
      for (const [source, tree] of Object.entries(sharedResources[language])) {
        expect(localization.values[source], source).toEqual(flattenTexts(tree as never));
      }
      for (const texts of Object.values(localization.values) as Record<string, unknown>[]) {
        for (const value of Object.values(texts)) expect(typeof value).toBe('string');
      }
    });
  }

  it('follows the signed-in user’s language over the default, and keeps the other fields', async () => {
    const { token } = await t.userWith([], { fields: { language: 'en' } });
    const res = await t.call('GET', '/AbpUserConfiguration/GetAll', { token });
    expect(res.body.result.localization.currentLanguage.name).toBe('en');
    expect(res.body.result.localization.values.errors.invalidRequest).toBe('Your request is not valid.');
    expect(res.body.result).toMatchObject({
      timing: { timeZoneInfo: { iana: { timeZoneId: 'Atlantic/Reykjavik' } } },
    });
    expect(res.body.result.auth.allPermissions['Pages.Users']).toBe('true');
  });
});

describe('flattenTexts', () => {
  it('joins nested keys with dots and keeps flat keys as they are', () => {
    expect(flattenTexts({ a: 'x', b: { c: 'y', d: { e: 'z' } }, 'Pages.Users': 'w' })).toEqual({
      a: 'x',
      'b.c': 'y',
      'b.d.e': 'z',
      'Pages.Users': 'w',
    });
  });
});

/**
 * Every key ABP's templates (module-zero-core-template) read from their own source and from ABP's:
 * kept here so that a text an ABP client needs can never go missing in either language.
 */
const templateKeys = {
  AbpProjectName: `HomePage About WelcomeMessage FormIsNotValidMessage TenantNameCanNotBeEmpty InvalidUserNameOrPassword
    ThereIsNoTenantDefinedWithName{0} TenantIsNotActive UserIsNotActiveAndCanNotLogin UserEmailIsNotConfirmedAndCanNotLogin
    UserLockedOutMessage PleaseEnterLoginInformation TenancyName UserNameOrEmail Password ResetPassword UpdatePassword RememberMe
    LogIn LoginFailed NameSurname UserName Name Surname EmailAddress Tenants SavedSuccessfully CreateNewTenant AdminEmailAddress
    AdminPassword Save Cancel TenantName_Regex_Description DefaultPasswordIs CanBeEmptyToLoginAsHost Register OrLoginWith
    WaitingForActivationMessage TenantSelection TenantSelection_Detail Logout RegisterFormUserNameInvalidMessage
    DatabaseConnectionString Users IsActive FullName CreateNewUser Yes No Optional LeaveEmptyToSwitchToHost CurrentTenant
    NotSelected Change ChangeTenant MultiLevelMenu Back SuccessfullyRegistered WaitingForEmailActivation Roles DisplayName Edit
    Delete CreateNewRole RoleName Actions CouldNotCompleteLoginOperation CouldNotValidateExternalUser EditRole EditTenant EditUser
    TenantIdIsNotActive{0} UnknownTenantId{0} ThisFieldIsRequired PleaseWait Administration ClearAll ClearOthers LabelOptions
    Permissions RoleDescription Refresh Create UserDetails UserRoles ConfirmPassword Version On Off AreYouSureWantToDelete
    SuccessfullyDeleted StartTyping Skins Settings Filter CurrentPassword NewPassword ConfirmNewPassword PasswordsDoNotMatch
    PasswordsMustBeAtLeast8CharactersContainLowercaseUppercaseNumber UserDeleteWarningMessage RoleDeleteWarningMessage
    TenantDeleteWarningMessage SearchWithThreeDot PleaseEnterAtLeastNCharacter PleaseEnterNoMoreThanNCharacter
    InvalidEmailAddress InvalidPattern PairsDoNotMatch All TotalRecordsCount Search Clear Ok`,
  Abp: `SmtpHost SmtpPort Username Password DomainName UseSSL UseDefaultCredentials DefaultFromSenderEmailAddress
    DefaultFromSenderDisplayName DefaultLanguage ReceiveNotifications CurrentUserDidNotLoginToTheApplication`,
  AbpWeb: `InternalServerError ValidationError AreYouSure Cancel Yes Ok ValidationNarrativeTitle DefaultError DefaultErrorDetail
    DefaultError401 DefaultErrorDetail401 DefaultError403 DefaultErrorDetail403 DefaultError404 DefaultErrorDetail404`,
};

const placeholders = (text: string) => (text.match(/\{\d+\}/g) ?? []).sort();

describe('an ABP client’s own texts', () => {
  it('are there in both languages for every key the templates read, with the same placeholders', async () => {
    const [is, en] = [await getAll('is'), await getAll('en')];
    for (const [source, keys] of Object.entries(templateKeys)) {
      for (const key of keys.split(/\s+/).filter(Boolean)) {
        const [isText, enText] = [is.values[source]?.[key], en.values[source]?.[key]];
        expect(isText, `${source}.${key} (is)`).toMatch(/\S/);
        expect(enText, `${source}.${key} (en)`).toMatch(/\S/);
        // Written in each language, not copied over from the other.
        expect(isText, `${source}.${key} is Icelandic`).not.toBe(enText);
        expect(placeholders(isText), `${source}.${key}`).toEqual(placeholders(enText));
      }
    }
    expect(is.values.AbpProjectName.LogIn).toBe('Skrá inn');
    expect(en.values.AbpProjectName.LogIn).toBe('Sign in');
    expect(en.values.AbpProjectName.TotalRecordsCount).toBe('Total: {0}');
    expect(is.values.AbpWeb.Ok).toBe('Í lagi');
  });

  it('come under the source name setting 31 gives, and under the default for a name that cannot be one', async () => {
    const admin = await t.loginAsAdmin();
    const set = async (value: string) =>
      expect((await t.call('PUT', '/api/services/app/Setting/Update', { token: admin, body: { settingId: 31, value } })).status).toBe(200);
    try {
      await set('Flugvefur');
      const named = await getAll('en');
      expect(named.values.Flugvefur.LogIn).toBe('Sign in');
      expect(named.values.AbpProjectName).toBeUndefined();
      expect(named.sources.map((s: { name: string }) => s.name)).toContain('Flugvefur');
      // A portal source's name (or none at all) would hide the portal's own texts: the default stands.
      for (const value of ['errors', 'Abp', '  ', 'ekki nafn']) {
        await set(value);
        const fallen = await getAll('is');
        expect(fallen.values.AbpProjectName.LogIn, value).toBe('Skrá inn');
        expect(fallen.values.errors.invalidRequest).toBe(translate('is', 'errors:invalidRequest'));
      }
    } finally {
      await set('AbpProjectName');
    }
  });
});
