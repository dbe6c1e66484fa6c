import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactPersonFeeDto } from '../../../../shared/contracts/payments';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';

/** The fee rules' one answer to a contact person: what they owe now and why, before any choice. */
export function ContactFeeAnswer({ fee }: { fee: ContactPersonFeeDto }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const values = { date: formatDate(fee.validUntil, language), organization: fee.organization?.name ?? '' };
  const key = fee.answer === 'organizationFeeDue' && !fee.choices.some((c) => c.payer === 'organization') ? 'privateFeeDue' : fee.answer;
  return (
    <Alert color={fee.answer === 'organizationFeeDue' ? 'blue' : 'green'} role="status">
      {t(`payments:checkout.contactFee.${key}`, values)}
    </Alert>
  );
}
