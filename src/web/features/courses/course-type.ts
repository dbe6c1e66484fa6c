import { inLanguage } from '../../../shared/bilingual';

/** Course types as the server numbers them (A1A3 = 1, A2 = 2) and as paths name them. */
export type CourseType = 1 | 2;

export const courseTypeCode = (type: CourseType): 'A1A3' | 'A2' => (type === 2 ? 'A2' : 'A1A3');

/** `A1A3`, `a1a3` or `1` → 1; `A2`, `a2` or `2` → 2; anything else is no course type. */
export function parseCourseType(value: string | undefined | null): CourseType | null {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '1' || v === 'a1a3') return 1;
  if (v === '2' || v === 'a2') return 2;
  return null;
}

/** The admin screen serves `/admin/courses/A1A3` and `/admin/courses/A2`: the last segment names the type. */
export function courseTypeOfAdminPath(pathname: string): CourseType {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return parseCourseType(last) ?? 1;
}

/** A course page's name in one language. */
export function nameIn(page: { nameIcelandic: string; nameEnglish: string }, language: 'is' | 'en'): string {
  return inLanguage(language, page.nameIcelandic, page.nameEnglish);
}
