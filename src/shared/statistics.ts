import { CertificateType } from './enums';

/**
 * The columns of the register's open statistics (decision 0044), without zod, so that the page
 * names them from the same list as the server and the CSV.
 */

/** Counts from 1 to this less one are never shown, nor a rate over fewer attempts than this. */
export const disclosureThreshold = 5;

type TypeKey = keyof typeof CertificateType;
const typeKeys = Object.keys(CertificateType) as TypeKey[];

/** The figures of a month, in the order the page and the CSV show them; one per certificate type where the register keeps types. */
export const statisticsColumns = [
  'personOperators',
  'organisationOperators',
  'operators',
  'pilots',
  ...typeKeys.map((type) => `certificates${type}` as const),
  'certificates',
  ...typeKeys.map((type) => `exams${type}` as const),
  'exams',
  ...typeKeys.map((type) => `passRate${type}` as const),
] as const;
export type StatisticsColumn = (typeof statisticsColumns)[number];

/** A rate in percent with one decimal; everything else a count. */
export const isRateColumn = (column: StatisticsColumn) => column.startsWith('passRate');
