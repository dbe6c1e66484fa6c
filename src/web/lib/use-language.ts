import { useTranslation } from 'react-i18next';
import { FallbackLanguage, isLanguage, type Language } from '../../shared/enums';

/** The screen's language: it picks the text of bilingual data and the style of dates and numbers. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FallbackLanguage;
}
