export { formatPercent } from '../../lib/numbers';
export { useLanguage } from '../../lib/use-language';

/** `exam-results:status.*` of an attempt status (section 4: 0 changed by admin … 3 finished). */
export const statusKey = (status: number) => `exam-results:status.${[0, 1, 2, 3].includes(status) ? status : 'unknown'}`;

/** `exam-results:types.*` of a certificate type (1 A1/A3, 2 A2). */
export const typeKey = (certificateType: number) => `exam-results:types.${certificateType === 2 ? 'A2' : 'A1A3'}`;
