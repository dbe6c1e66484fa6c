import { Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectErasureInput, type ErasureRequestDto } from '../../../../shared/contracts/personal-data';
import { ErrorSummary, fieldIdIn, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { FormModal } from '../../../components/form-modal';
import { useContractForm } from '../../../lib/form';
import { useRejectErasure } from '../api';

const formName = 'erasure-reject';
const id = fieldIdIn(formName);

/** Rejecting a request needs a reason: the person reads it on their page and in the mail. */
export function RejectModal({ request, onClose }: { request: ErasureRequestDto | null; onClose: () => void }) {
  const { t } = useTranslation('personal-data');
  const form = useContractForm({ reason: '' });
  const { reset } = form;
  const [summaryRef, summaryFailed] = useErrorSummary();
  const reject = useRejectErasure();
  useEffect(() => {
    if (request) reset({ reason: '' });
  }, [request, reset]);
  if (!request) return null;
  const name = request.fullName || request.userName;
  const items = summaryItemsOf(formName, form.errors);
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('personal-data:admin.rejectTitle', { name })}
      submitting={form.pending}
      submitLabel={t('personal-data:admin.reject')}
      onSubmit={() =>
        void form.submit({
          schema: rejectErasureInput,
          input: { id: request.id, reason: form.values.reason },
          call: (input) => reject.mutateAsync(input),
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('personal-data:admin.rejected', { name }) });
            onClose();
          },
          onFieldErrors: summaryFailed,
        })
      }
    >
      <ErrorSummary ref={summaryRef} title={t('personal-data:page.summaryTitle', { count: items.length })} items={items} />
      <Textarea
        id={id('reason')}
        label={t('personal-data:admin.rejectReason')}
        description={t('personal-data:admin.rejectReasonHint')}
        required
        autosize
        minRows={3}
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </FormModal>
  );
}
