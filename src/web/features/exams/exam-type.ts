import { readItem, readPositiveInteger, StorageKey, writeItem } from '../../lib/storage';
import { inLanguage } from '../../../shared/bilingual';

/** Exam types as the server numbers them (A1/A3 = 1, A2 = 2; section 9) and as paths name them. */
export type ExamType = 1 | 2;

export const examTypeCode = (type: ExamType): 'A1A3' | 'A2' => (type === 2 ? 'A2' : 'A1A3');

/** `A1A3`, `a1a3` or `1` → 1; `A2`, `a2` or `2` → 2; anything else is no exam type. */
export function parseExamType(value: string | undefined | null): ExamType | null {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '1' || v === 'a1a3') return 1;
  if (v === '2' || v === 'a2') return 2;
  return null;
}

export const examPaths = {
  prepare: (type: ExamType) => `/examination-prepare/${examTypeCode(type)}`,
  landing: (type: ExamType) => `/examination/${examTypeCode(type)}`,
  take: (type: ExamType, question?: number) => `/examination/${examTypeCode(type)}/start${question ? `/${question}` : ''}`,
  result: (type: ExamType) => `/ExaminationResult/${examTypeCode(type)}`,
  /** The course reader takes the type's number. */
  course: (type: ExamType) => `/my-site/course/${type}`,
  competency: '/my-site/competency',
  information: '/my-site/information',
};

/** Text kept in both languages: the one of the screen's language (shared/bilingual.ts). */
export function textIn<T extends { descriptionIcelandic: string; descriptionEnglish: string }>(item: T, language: 'is' | 'en'): string {
  return inLanguage(language, item.descriptionIcelandic, item.descriptionEnglish);
}

/**
 * Session-storage keys of the exam screens. They live in session storage on purpose: signing out
 * clears it, and a PIN proven in one browser tab is not carried to another person's session.
 */
const keys = {
  sessionId: StorageKey.examSessionId,
  /** The attempt this tab was taking, so that a reload after the time ran out shows the result rather than a new draw. */
  attempt: (type: ExamType) => `exam.attempt.${type}`,
  /** Answers chosen but not yet confirmed by the server, re-sent after a reload. */
  pending: (userExaminationId: number) => `exam.pending.${userExaminationId}`,
};

export const examStorage = {
  sessionId: () => readPositiveInteger('session', keys.sessionId),
  setSessionId: (id: number | null) => writeItem('session', keys.sessionId, id ? String(id) : null),
  attempt: (type: ExamType) => readPositiveInteger('session', keys.attempt(type)),
  setAttempt: (type: ExamType, id: number | null) => writeItem('session', keys.attempt(type), id ? String(id) : null),
  pending: (userExaminationId: number): Record<string, number[]> => {
    try {
      const value: unknown = JSON.parse(readItem('session', keys.pending(userExaminationId)) ?? '{}');
      return value && typeof value === 'object' ? (value as Record<string, number[]>) : {};
    } catch {
      return {};
    }
  },
  setPending: (userExaminationId: number, pending: Record<string, number[]>) =>
    writeItem('session', keys.pending(userExaminationId), Object.keys(pending).length ? JSON.stringify(pending) : null),
};

export { useLanguage } from '../../lib/use-language';
