import { Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { fieldErrorsOf } from '../../../lib/errors';
import { useRevokeCertificate } from '../results-api';

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
  const { t } = useTranslation(['exam-admin', 'validation']);
  const revoke = useRevokeCertificate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    revoke.reset();
    onClose();
  };

  const submit = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setError(t('exam-admin:certificate.revoke.reasonRequired'));
    if (trimmed.length > maxReason) return setError(t('validation:tooLong', { maximum: maxReason }));
    revoke.mutate(
      { id: userCertificateId, reason: trimmed },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('exam-admin:certificate.revoke.done') });
          close();
        },
        onError: (e) => setError(fieldErrorsOf(e).reason ?? null),
      },
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('exam-admin:certificate.revoke.title')}
      submitting={revoke.isPending}
      submitLabel={t('exam-admin:certificate.revoke.confirm')}
      onSubmit={submit}
    >
      <Text>
        {certificateNumber ? t('exam-admin:certificate.revoke.messageNumber', { number: certificateNumber }) : t('exam-admin:certificate.revoke.message')}
      </Text>
      <Textarea
        label={t('exam-admin:certificate.revoke.reason')}
        description={t('exam-admin:certificate.revoke.reasonHelp')}
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
        maxLength={maxReason}
        autosize
        minRows={3}
        required
        error={error}
        data-autofocus
      />
    </FormModal>
  );
}
