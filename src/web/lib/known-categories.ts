import type { CategoryDto, ExaminationDto } from '../../shared/contracts/examinations';
import { inLanguage } from '../../shared/bilingual';

/**
 * Categories and examinations this tab has loaded, kept where synchronous code can read them: the
 * route table picks a category's breadcrumb parent by its examination's certificate type, and the
 * breadcrumb resolver names a category by its title. Both only have the URL's parameters to go on.
 */
export type KnownCategory = Pick<CategoryDto, 'id' | 'examinationId' | 'certificateType' | 'title' | 'titleEnglish'>;

const categories = new Map<number, KnownCategory>();
const examinationTypes = new Map<number, number>();

export function rememberCategory(category: KnownCategory): void {
  const { id, examinationId, certificateType, title, titleEnglish } = category;
  categories.set(id, { id, examinationId, certificateType, title, titleEnglish });
  examinationTypes.set(examinationId, certificateType);
}

export function rememberExamination(examination: Pick<ExaminationDto, 'id' | 'certificateType'>): void {
  examinationTypes.set(examination.id, examination.certificateType);
}

export function forgetCategory(id: number): void {
  categories.delete(id);
}

export function knownCategory(id: number): KnownCategory | undefined {
  return categories.get(id);
}

/** The certificate type of an examination seen so far, or undefined. */
export function knownExaminationType(examinationId: number): number | undefined {
  return examinationTypes.get(examinationId);
}

/** The title in the reader's language; an English title may be empty, then the Icelandic one serves. */
export function categoryTitle(category: Pick<CategoryDto, 'title' | 'titleEnglish'>, language: string): string {
  return inLanguage(language === 'en' ? 'en' : 'is', category.title, category.titleEnglish.trim());
}
