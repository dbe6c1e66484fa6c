import type { LanguageInfo, LocalizationConfiguration } from '../../../shared/contracts/accounts';
import { FallbackLanguage, Languages, type Language } from '../../../shared/enums';
import isAbpClient from '../../../shared/i18n/is/abp-client.json';
import enAbpClient from '../../../shared/i18n/en/abp-client.json';
import { sharedResources } from '../../../shared/i18n/resources';

/** Each language as ABP clients list it; the icon is the famfamfam flag class their language menus use. */
const languageInfos: Record<Language, LanguageInfo> = {
  is: {
    name: 'is',
    displayName: 'Íslenska',
    icon: 'famfamfam-flags is',
    isDefault: FallbackLanguage === 'is',
    isDisabled: false,
    isRightToLeft: false,
  },
  en: {
    name: 'en',
    displayName: 'English',
    icon: 'famfamfam-flags gb',
    isDefault: FallbackLanguage === 'en',
    isDisabled: false,
    isRightToLeft: false,
  },
};

/** ABP names the class of each source; ours are fixed dictionaries, one per i18n namespace. */
const sourceType = 'DictionaryBasedLocalizationSource';

type TextTree = { [key: string]: string | TextTree };

/** `{ a: { b: 'x' } }` -> `{ 'a.b': 'x' }`: ABP clients look texts up by one flat key per source. */
export function flattenTexts(tree: TextTree, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[path] = value;
    else flattenTexts(value, path, into);
  }
  return into;
}

// The texts never change while the server runs, so each language is flattened once.
const valuesByLanguage = Object.fromEntries(
  Languages.map((language) => [
    language,
    Object.fromEntries(Object.entries(sharedResources[language]).map(([source, tree]) => [source, flattenTexts(tree as TextTree)])),
  ]),
) as Record<Language, Record<string, Record<string, string>>>;

/**
 * The texts an ABP client brings no backend for: its own (the login, tenancy, users, roles,
 * tenants, paging, validation and dialog texts of ABP's templates) and ABP's two sources, `Abp` and
 * `AbpWeb`. They keep ABP's `{0}` placeholders, which the client fills itself.
 */
const abpClientTexts: Record<Language, typeof enAbpClient> = { is: isAbpClient, en: enAbpClient };

/** The client's own source is named by setting 31; ABP's templates call theirs AbpProjectName. */
export const defaultClientSourceName = 'AbpProjectName';
const ownSourceNames = new Set(['Abp', 'AbpWeb', ...Object.keys(sharedResources[FallbackLanguage])]);

/** A source name an ABP client can ask for: an identifier, and none of the portal's own sources. */
export function clientSourceName(configured: string | undefined): string {
  const name = configured?.trim() ?? '';
  return /^[A-Za-z][A-Za-z0-9_.]{0,63}$/.test(name) && !ownSourceNames.has(name) ? name : defaultClientSourceName;
}

/**
 * The `localization` part of AbpUserConfiguration/GetAll, as ABP gives it: the languages, the
 * current one, and the texts by source and key in the request's language: the portal's (one source
 * per i18n namespace, with i18next's `{{name}}` placeholders), the client's own under
 * `clientSource`, and ABP's `Abp` and `AbpWeb`.
 */
export function userLocalization(language: Language, clientSource: string = defaultClientSourceName): LocalizationConfiguration {
  const current = languageInfos[language];
  const client = abpClientTexts[language];
  const values = { ...valuesByLanguage[language], Abp: client.abp, AbpWeb: client.abpWeb, [clientSource]: client.project };
  return {
    currentCulture: { name: current.name, displayName: current.displayName },
    currentLanguage: current,
    languages: Languages.map((name) => languageInfos[name]),
    sources: Object.keys(values).map((name) => ({ name, type: sourceType })),
    values,
  };
}
