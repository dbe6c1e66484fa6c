import { Anchor, Button, Text } from '@mantine/core';
import { type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptFileName } from '../../../../shared/contracts/payments';
import { paymentsEndpoints } from '../../../../shared/contracts/client/payments';
import { downloadFile } from '../../../lib/downloads';
import { receiptUrl } from '../api';
import { useProblem, refusalOf } from '../../../lib/use-problem';

/**
 * A paid payment's receipt. The link is a real address (it can be copied or opened with the
 * sign-in cookie), but a click fetches it with the session's bearer token, which every session
 * has, and says plainly when it cannot.
 */
export function ReceiptLink({ paymentId, label, asButton = false }: { paymentId: number; label?: string; asButton?: boolean }) {
  const { t } = useTranslation(['payments', 'errors']);
  const [problem, setProblem] = useProblem();
  const fileName = receiptFileName(paymentId);
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    setProblem(null);
    downloadFile(paymentsEndpoints.getPaymentReceipt, { id: paymentId }, fileName).catch((error: unknown) => setProblem(refusalOf(error)));
  };
  const props = { href: receiptUrl(paymentId), download: fileName, 'aria-label': label, onClick };
  return (
    <>
      {asButton ? (
        <Button component="a" variant="default" {...props}>
          {t('payments:history.downloadReceipt')}
        </Button>
      ) : (
        <Anchor {...props} size="sm">
          {t('payments:history.receipt')}
        </Anchor>
      )}
      {problem ? (
        <Text role="alert" size="sm" c="red.8">
          {problem}
        </Text>
      ) : null}
    </>
  );
}
