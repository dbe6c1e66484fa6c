import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CertificateState } from '../../shared/contracts/certificates';

/** Dark enough for white text at AA; the word carries the meaning, the colour only repeats it. */
const colors: Record<CertificateState, string> = { valid: 'green.9', expired: 'orange.9', revoked: 'red.9' };
const marks: Record<CertificateState, string> = { valid: '✓', expired: '!', revoked: '✕' };

export function CertificateStateBadge({ state, size = 'lg' }: { state: CertificateState; size?: BadgeProps['size'] }) {
  const { t } = useTranslation('certificates-web');
  return (
    <Badge color={colors[state]} variant="filled" size={size} leftSection={<span aria-hidden="true">{marks[state]}</span>}>
      {t(`certificates-web:state.${state}`)}
    </Badge>
  );
}
