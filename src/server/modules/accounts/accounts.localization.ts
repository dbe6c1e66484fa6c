import type { LanguageInfo, LocalizationConfiguration } from '../../../shared/contracts/accounts';
import { FallbackLanguage, Languages, type Language } from '../../../shared/enums';
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

const sources = Object.keys(sharedResources[FallbackLanguage]).map((name) => ({ name, type: sourceType }));

/**
 * The `localization` part of AbpUserConfiguration/GetAll, as ABP gives it: the languages, the current
 * one, and the server's texts by source (i18n namespace) and key in the request's language. The texts
 * keep i18next's `{{name}}` placeholders.
 */
export function userLocalization(language: Language): LocalizationConfiguration {
  const current = languageInfos[language];
  return {
    currentCulture: { name: current.name, displayName: current.displayName },
    currentLanguage: current,
    languages: Languages.map((name) => languageInfos[name]),
    sources,
    values: valuesByLanguage[language],
  };
}
