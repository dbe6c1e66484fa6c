import { useTranslation } from 'react-i18next';
import type { MailingTarget } from '../../../../shared/contracts/bulk-mail';

/** Whom a send is for, in words: a user by name, every user, or an organisation's members. */
export function TargetName({ target, name }: { target: MailingTarget; name: string | null }) {
  const { t } = useTranslation('bulk-mail');
  return <>{t(`bulk-mail:target.${target}`, { name: name ?? '' })}</>;
}
