import type { Language } from './enums';

/**
 * Content kept in both languages (a category's title, a question, a course page): the English in
 * English where there is one, otherwise the Icelandic, which is always there.
 */
export function inLanguage(language: Language, icelandic: string, english: string | null | undefined): string {
  return language === 'en' && english ? english : icelandic;
}
