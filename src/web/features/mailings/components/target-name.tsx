import { useTranslation } from 'react-i18next';
import type { MailingTarget } from '../../../../shared/contracts/mailings';

/** Whom a send is for, in words: a user by name, every user, or an organisation's members. */
export function TargetName({ target, name }: { target: MailingTarget; name: string | null }) {
  const { t } = useTranslation('mailings');
  return <>{t(`mailings:target.${target}`, { name: name ?? '' })}</>;
}
