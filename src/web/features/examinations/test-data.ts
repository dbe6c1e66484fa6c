import type { CategoryDto, ExaminationDto, QuestionDto, QuestionSummaryDto } from '../../../shared/contracts/questions';
import { Permission } from '../../../shared/permissions';
import { fake, fetchMock } from '../../app/test-harness';

/** Shared by the exams screens' tests: a signed-in examiner and a small bank in the fake server. */
export function signInAsExaminer(): void {
  fake.signedIn = true;
  fake.granted = { [Permission.Administrator]: 'true', [Permission.Examinations]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
}

export const api = (path: string) => `/api/services/app/${path}`;
export const callsTo = (path: string) => fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://localhost').pathname === api(path));
export const bodyOf = (path: string, index = 0) => JSON.parse(String(callsTo(path)[index][1]?.body));
export const queryOf = (path: string, index = 0) => new URL(String(callsTo(path)[index][0]), 'http://localhost').searchParams;

/** A failed call as the server answers it: the envelope with the error, and its status. */
export function errorResponse(status: number, error: { code?: number; message: string; details?: string | null; validationErrors?: { message: string; members: string[] }[] | null }): Response {
  return new Response(
    JSON.stringify({
      result: null,
      targetUrl: null,
      success: false,
      error: { code: error.code ?? 0, message: error.message, details: error.details ?? null, validationErrors: error.validationErrors ?? null },
      unAuthorizedRequest: false,
      __abp: true,
    }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
}

export const examination: ExaminationDto = {
  id: 7,
  name: 'Bóklegt próf A1/A3',
  description: 'Próf fyrir opna flokkinn',
  certificateType: 1,
  categoryCount: 2,
  creationTime: '2026-01-01T10:00:00Z',
};

export const categories: CategoryDto[] = [
  {
    id: 31,
    examinationId: 7,
    certificateType: 1,
    title: 'Flugöryggi',
    titleEnglish: 'Air safety',
    minimumRequiredQuestions: 4,
    questionCount: 9,
    activeQuestionCount: 8,
    creationTime: '2026-01-01T10:00:00Z',
  },
  {
    id: 32,
    examinationId: 7,
    certificateType: 1,
    title: 'Loftrými',
    titleEnglish: 'Airspace',
    minimumRequiredQuestions: 5,
    questionCount: 3,
    activeQuestionCount: 3,
    creationTime: '2026-01-01T10:00:00Z',
  },
];

export const summaries: QuestionSummaryDto[] = [
  {
    id: 101,
    categoryId: 31,
    rawContentIcelandic: 'Hver er mesta leyfða flughæð?',
    rawContentEnglish: 'What is the maximum height?',
    isActive: true,
    isRequired: true,
    optionCount: 4,
    imageCount: 1,
    lastModificationTime: null,
  },
  {
    id: 102,
    categoryId: 31,
    rawContentIcelandic: 'Hvað er NOTAM?',
    rawContentEnglish: 'What is a NOTAM?',
    isActive: false,
    isRequired: false,
    optionCount: 3,
    imageCount: 0,
    lastModificationTime: null,
  },
];

export const question: QuestionDto = {
  id: 101,
  categoryId: 31,
  examinationId: 7,
  descriptionIcelandic: '<p>Hver er mesta leyfða flughæð?</p>',
  descriptionEnglish: '<p>What is the maximum height?</p>',
  rawContentIcelandic: 'Hver er mesta leyfða flughæð?',
  rawContentEnglish: 'What is the maximum height?',
  questionType: 0,
  isActive: true,
  isRequired: true,
  isDeleted: false,
  questionOptions: [
    { id: 1, descriptionIcelandic: '50 metrar', descriptionEnglish: '50 metres', isAnswer: false },
    { id: 2, descriptionIcelandic: '120 metrar', descriptionEnglish: '120 metres', isAnswer: true },
  ],
  questionImages: [{ id: 55, fileName: 'hæðarmörk.png', contentType: 'image/png', byteSize: 2048, url: '/question-images/abc' }],
  creationTime: '2026-01-01T10:00:00Z',
  lastModificationTime: null,
};
