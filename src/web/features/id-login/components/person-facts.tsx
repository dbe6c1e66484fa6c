import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import type { IdPersonDto } from '../api';

/** A kennitala as people write it, DDMMYY-NNNN; anything else as it came. */
export function formatIdNumber(idNumber: string): string {
  return /^\d{10}$/.test(idNumber) ? `${idNumber.slice(0, 6)}-${idNumber.slice(6)}` : idNumber;
}

/** The person as the identity provider vouches for them: shown as facts, never as fields to change. */
export function PersonFacts({ person }: { person: IdPersonDto }) {
  const { t } = useTranslation('id-login-web');
  const language = useLanguage();
  const facts: [string, string][] = [
    [t('person.name'), [person.name, person.surname].filter(Boolean).join(' ')],
    [t('person.idNumber'), formatIdNumber(person.idNumber)],
  ];
  if (person.dateOfBirth) facts.push([t('person.dateOfBirth'), formatDate(person.dateOfBirth, language)]);
  return <FactList facts={facts} cols={3} />;
}
