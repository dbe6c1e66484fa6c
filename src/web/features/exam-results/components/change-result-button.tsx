import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ExaminationResultDto } from '../../../../shared/contracts/exams';
import { ExamSessionStatus } from '../../../../shared/enums';
import { useChangeResult } from '../api';
import { typeKey } from '../format';
import { confirmAction } from '../../../components/confirm-action';

/**
 * Turns a scored attempt's outcome around, after saying what follows (section 4): passed sets the
 * status to Finished and issues a certificate unless a valid one is held; failed sets it to
 * Changed by administrator and leaves an issued certificate alone.
 */
export function ChangeResultButton({ result, fullName }: { result: ExaminationResultDto; fullName: string }) {
  const { t } = useTranslation('exam-results');
  const change = useChangeResult();
  if (result.status === ExamSessionStatus.Inprogress) return null;
  const toPassed = !result.isPassed;
  const type = t(typeKey(result.certificateType));
  const ask = () =>
    confirmAction({
      title: toPassed ? t('exam-results:change.toPassedTitle') : t('exam-results:change.toFailedTitle'),
      message: toPassed
        ? t('exam-results:change.toPassedMessage', { name: fullName })
        : t('exam-results:change.toFailedMessage', { name: fullName }),
      details: toPassed
        ? [t('exam-results:change.toPassedCertificate', { name: fullName, type })]
        : [t('exam-results:change.toFailedCertificate')],
      confirmLabel: toPassed ? t('exam-results:change.toPassed') : t('exam-results:change.toFailed'),
      danger: !toPassed,
      onConfirm: () =>
        change.mutate(
          { userExaminationId: result.userExaminationId, isPassed: toPassed },
          {
            onSuccess: (changed) =>
              notifications.show({
                color: 'green',
                message: changed.isPassed
                  ? changed.alreadyCertified
                    ? t('exam-results:change.donePassedAlreadyCertified')
                    : t('exam-results:change.donePassed')
                  : t('exam-results:change.doneFailed'),
              }),
          },
        ),
    });
  return (
    <Button variant="default" onClick={ask} loading={change.isPending}>
      {toPassed ? t('exam-results:change.toPassed') : t('exam-results:change.toFailed')}
    </Button>
  );
}
