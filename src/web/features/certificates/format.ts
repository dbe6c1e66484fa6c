export { formatPercent } from '../../lib/numbers';
export { useLanguage } from '../../lib/use-language';

export type CertificateState = 'valid' | 'expired' | 'revoked';

/** `certificates-web:types.*` of a certificate type (1 A1/A3, 2 A2). */
export const typeKey = (certificateId: number) => `certificates-web:types.${certificateId === 2 ? 'A2' : 'A1A3'}`;
