import { Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { revokeCertificateInput } from '../../../../shared/contracts/certificates';
import { FormModal } from '../../../components/form-modal';
import { useContractForm } from '../../../lib/form';
import { useRevokeCertificate } from '../api';

const maxReason = 500;

/** Revokes a certificate; the reason is required and kept with it. */
export function RevokeCertificateModal({
  userCertificateId,
  certificateNumber,
  opened,
  onClose,
}: {
  userCertificateId: number;
  certificateNumber: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['exam-results', 'validation']);
  const revoke = useRevokeCertificate();
  const form = useContractForm({ reason: '' });

  const close = () => {
    form.reset({ reason: '' });
    revoke.reset();
    onClose();
  };

  const submit = () =>
    void form.submit({
      schema: revokeCertificateInput,
      input: { id: userCertificateId, reason: form.values.reason },
      // An empty reason is told as what it is for, rather than as a bare "required".
      extraErrors: form.values.reason.trim() ? undefined : { reason: t('exam-results:certificate.revoke.reasonRequired') },
      call: revoke.mutateAsync,
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('exam-results:certificate.revoke.done') });
        close();
      },
    });

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('exam-results:certificate.revoke.title')}
      submitting={form.pending}
      submitLabel={t('exam-results:certificate.revoke.confirm')}
      onSubmit={submit}
    >
      <Text>
        {certificateNumber
          ? t('exam-results:certificate.revoke.messageNumber', { number: certificateNumber })
          : t('exam-results:certificate.revoke.message')}
      </Text>
      <Textarea
        label={t('exam-results:certificate.revoke.reason')}
        description={t('exam-results:certificate.revoke.reasonHelp')}
        {...form.getInputProps('reason')}
        maxLength={maxReason}
        autosize
        minRows={3}
        required
        data-autofocus
      />
    </FormModal>
  );
}
