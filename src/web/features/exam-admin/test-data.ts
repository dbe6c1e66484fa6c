import type { ExaminationResultDto, ExamSessionDto, ResultRowDto } from '../../../shared/contracts/exams';
import { Permission, type PermissionName } from '../../../shared/permissions';
import { fake, fetchMock } from '../../app/test-harness';
import type { ExamSessionDetailDto } from './api';
import type { ExaminationDetailDto } from './results-api';

/** Shared by the exam administration screens' tests: the fake server's paths and the data they answer with. */
export function signInWith(...permissions: PermissionName[]): void {
  fake.signedIn = true;
  fake.granted = Object.fromEntries([Permission.Administrator, ...permissions].map((p) => [p, 'true']));
  localStorage.setItem('auth.accessToken', 'token');
}

export const api = (path: string) => (path.startsWith('/') ? path : `/api/services/app/${path}`);
export const callsTo = (path: string) => fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://localhost').pathname === api(path));
export const bodyOf = (path: string, index = 0) => JSON.parse(String(callsTo(path)[index][1]?.body));
export const queryOf = (path: string, index = 0) => new URL(String(callsTo(path)[index][0]), 'http://localhost').searchParams;
export const lastQueryOf = (path: string) => queryOf(path, callsTo(path).length - 1);

/** A failed call as the server answers it: the envelope with the error, and its status. */
export function errorResponse(status: number, message: string, validationErrors: { message: string; members: string[] }[] | null = null): Response {
  return new Response(
    JSON.stringify({ result: null, targetUrl: null, success: false, error: { code: 0, message, details: null, validationErrors }, unAuthorizedRequest: false, __abp: true }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export const openSession: ExamSessionDto = {
  id: 5,
  name: 'Ármúli, salur 2',
  examCode: 'K7PXQ2',
  pin: '482913',
  status: 1,
  startTime: inMinutes(-30),
  endTime: inMinutes(90),
  closedTime: null,
  isClosedManually: false,
  candidateCount: 2,
};

export const endedSession: ExamSessionDto = {
  id: 3,
  name: 'Akureyri',
  examCode: 'HW4RTY',
  pin: '100200',
  status: 3,
  startTime: '2026-03-01T09:00:00Z',
  endTime: '2026-03-01T12:00:00Z',
  closedTime: '2026-03-01T11:15:00Z',
  isClosedManually: true,
  candidateCount: 7,
};

export const sessionDetail: ExamSessionDetailDto = {
  ...openSession,
  candidates: [
    { userExaminationId: 71, userId: 21, fullName: 'Jón Jónsson', status: 1, answeredCount: 12, questionCount: 30, secondsLeft: 1800, isPassed: null, score: null },
    { userExaminationId: 72, userId: 22, fullName: 'Guðrún Ósk', status: 3, answeredCount: 30, questionCount: 30, secondsLeft: 0, isPassed: true, score: 80 },
  ],
};

export const resultRow: ResultRowDto = {
  userExaminationId: 71,
  userId: 21,
  userName: 'jon',
  fullName: 'Jón Jónsson',
  emailAddress: 'jon@example.is',
  certificateType: 1,
  status: 3,
  isPassed: true,
  score: 82.5,
  startTime: '2026-04-02T10:00:00Z',
  submitTime: '2026-04-02T10:40:00Z',
  examSessionId: null,
  certificateNumber: 'ISL-A1A3-000123',
};

const categories = [
  { categoryId: 31, title: 'Flugöryggi', titleEnglish: 'Air safety', questionCount: 20, correctCount: 18 },
  { categoryId: 32, title: 'Loftrými', titleEnglish: 'Airspace', questionCount: 20, correctCount: 9 },
];

export const failedAttempt: ExaminationResultDto = {
  userExaminationId: 70,
  certificateType: 1,
  isPassed: false,
  status: 2,
  startTime: '2026-03-20T10:00:00Z',
  submitTime: '2026-03-20T11:00:00Z',
  questionCount: 40,
  correctCount: 27,
  score: 67.5,
  percentNeedToPass: 75,
  alreadyCertified: false,
  userCertificateId: null,
  categories,
};

export const passedAttempt: ExaminationResultDto = {
  ...failedAttempt,
  userExaminationId: 71,
  isPassed: true,
  status: 3,
  startTime: '2026-04-02T10:00:00Z',
  submitTime: '2026-04-02T10:40:00Z',
  correctCount: 33,
  score: 82.5,
  userCertificateId: 501,
  categories: [categories[0], { ...categories[1], correctCount: 15 }],
};

export const attemptDetail: ExaminationDetailDto = {
  result: passedAttempt,
  userId: 21,
  fullName: 'Jón Jónsson',
  lines: [
    {
      index: 1,
      questionId: 101,
      categoryTitle: 'Flugöryggi',
      descriptionIcelandic: '<p>Hver er mesta leyfða flughæð?</p>',
      descriptionEnglish: '<p>What is the maximum height?</p>',
      isAnswer: true,
      options: [
        { id: 1, descriptionIcelandic: '120 metrar', descriptionEnglish: '120 metres', isCorrect: true, isChosen: true },
        { id: 2, descriptionIcelandic: '300 metrar', descriptionEnglish: '300 metres', isCorrect: false, isChosen: false },
      ],
    },
    {
      index: 2,
      questionId: 102,
      categoryTitle: 'Loftrými',
      descriptionIcelandic: '<p>Hvar má fljúga?</p>',
      descriptionEnglish: '<p>Where may you fly?</p>',
      isAnswer: false,
      options: [
        { id: 3, descriptionIcelandic: 'Yfir mannfjölda', descriptionEnglish: 'Over crowds', isCorrect: false, isChosen: true },
        { id: 4, descriptionIcelandic: 'Fjarri fólki', descriptionEnglish: 'Away from people', isCorrect: true, isChosen: false },
      ],
    },
  ],
};

export const examSettings = [
  { settingId: 5, name: 'ExamTimeLimit', value: '60', lastModificationTime: null },
  { settingId: 6, name: 'NumberQuestion', value: '40', lastModificationTime: null },
  { settingId: 7, name: 'PercentNeedToPass', value: '75', lastModificationTime: null },
  { settingId: 14, name: 'A2ExamTimeLimit', value: '75', lastModificationTime: null },
  { settingId: 15, name: 'A2ExamSessionTimeout', value: '15', lastModificationTime: null },
  { settingId: 16, name: 'A2NumberQuestion', value: '30', lastModificationTime: null },
  { settingId: 17, name: 'A2PercentNeedToPass', value: '75', lastModificationTime: null },
  { settingId: 18, name: 'DefaultSessionLengthForA2', value: '120', lastModificationTime: null },
  { settingId: 19, name: 'AgeLimit', value: '16', lastModificationTime: null },
  { settingId: 24, name: 'EnableA2', value: 'true', lastModificationTime: null },
];
