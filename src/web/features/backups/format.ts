import type { Language } from '../../../shared/enums';
import { formatNumber } from '../../../shared/numbers';

/** Bytes as people read them: 4.3 MB, 820 kB; Icelandic with a decimal comma. */
export function formatSize(bytes: number, language: Language): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${formatNumber(value, language, digits)} ${units[unit]}`;
}
