import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../shared/enums';

export type CertificateState = 'valid' | 'expired' | 'revoked';

/** The screen's language, for dates and numbers. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'is';
}

const locales: Record<Language, string> = { is: 'is-IS', en: 'en-GB' };

/** A score in percent with at most two decimals, in the language's own number style. */
export function formatPercent(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return `${new Intl.NumberFormat(locales[language], { maximumFractionDigits: 2 }).format(value)} %`;
}

/** `certificates-web:types.*` of a certificate type (1 A1/A3, 2 A2). */
export const typeKey = (certificateId: number) => `certificates-web:types.${certificateId === 2 ? 'A2' : 'A1A3'}`;
