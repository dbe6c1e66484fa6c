import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecordRequirement } from '../../../../shared/contracts/accounts';
import { useCurrentLogin } from '../../../lib/use-session';

/**
 * Why the person was brought here (section 4's "info not updated" marker): shown while the session
 * says their record lacks `requirement`, and gone once the change that mends it is saved.
 */
export function RecordRequirementNotice({ requirement }: { requirement: RecordRequirement }) {
  const { t } = useTranslation('pilots');
  const login = useCurrentLogin();
  if (!login.data?.infoNotUpdated?.missing.includes(requirement)) return null;
  return (
    <Alert color="orange" role="status" mb="md" title={t(`pilots:required.${requirement}.title`)}>
      {t(`pilots:required.${requirement}.why`)}
    </Alert>
  );
}
