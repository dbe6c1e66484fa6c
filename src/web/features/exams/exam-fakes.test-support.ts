import type { ExamAttemptDto, ExamRulesDto, ExaminationResultDto } from '../../../shared/contracts/exams';
import { Permission } from '../../../shared/permissions';
import { fake, failure, fetchMock } from '../../test/harness';

/** Fakes of the exam calls for the screen tests, keeping the candidate's attempt as the server would. */
export const api = (path: string) => `/api/services/app/${path}`;
const pathOf = (u: unknown) => new URL(String(u), 'http://localhost').pathname;
export const calls = (path: string) => fetchMock.mock.calls.filter(([u]) => pathOf(u) === api(path));
export const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit | undefined)?.body)) as unknown;

export function signInAsPilot() {
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
}

export function rules(overrides: Partial<ExamRulesDto> = {}): ExamRulesDto {
  return {
    certificateType: 1,
    examinationName: 'A1/A3',
    examinationNameEnglish: null,
    numberOfQuestions: 40,
    timeLimitMinutes: 60,
    percentNeedToPass: 75,
    ageLimit: 16,
    problems: [],
    inProgressUserExaminationId: null,
    examSessionId: null,
    ...overrides,
  };
}

export function serveRules(value: ExamRulesDto | (() => ExamRulesDto)) {
  fake.overrides[api('Examination/GetExamRules')] = () => (typeof value === 'function' ? value() : value);
}

export function result(overrides: Partial<ExaminationResultDto> = {}): ExaminationResultDto {
  return {
    userExaminationId: 7,
    certificateType: 1,
    isPassed: false,
    status: 3,
    startTime: '2026-03-02T10:00:00.000Z',
    submitTime: '2026-03-02T10:40:00.000Z',
    questionCount: 3,
    correctCount: 1,
    score: 33.33,
    percentNeedToPass: 75,
    alreadyCertified: false,
    userCertificateId: null,
    extraTimePercent: 0,
    categories: [
      { categoryId: 1, title: 'Loftrými', titleEnglish: 'Airspace', questionCount: 2, correctCount: 1 },
      { categoryId: 2, title: 'Veður', titleEnglish: 'Weather', questionCount: 1, correctCount: 0 },
    ],
    ...overrides,
  };
}

const question = (position: number, is: string, en: string, multipleAnswers = false) => ({
  position,
  questionId: 100 + position,
  descriptionIcelandic: `<p>${is}</p>`,
  descriptionEnglish: `<p>${en}</p>`,
  images: position === 1 ? [{ url: '/files/drone.png', fileName: 'drone.png' }] : [],
  multipleAnswers,
  options: [1, 2, 3].map((n) => ({
    id: position * 10 + n,
    descriptionIcelandic: `Svar ${position}.${n}`,
    descriptionEnglish: `Answer ${position}.${n}`,
  })),
  answerOptionIds: [] as number[],
});

/** An attempt of three questions (the second with more than one right answer) kept on the fake server. */
export function serveAttempt({ secondsLeft = 3600, saved = {} as Record<number, number[]>, extraTimePercent = 0 } = {}) {
  const state = {
    inProgress: true,
    secondsLeft,
    answers: new Map<number, number[]>(Object.entries(saved).map(([k, v]) => [Number(k), v])),
    failSaves: 0,
    submitted: null as ExaminationResultDto | null,
  };
  const attempt = (): ExamAttemptDto => ({
    userExaminationId: 7,
    certificateType: 1,
    startTime: new Date(Date.now() - 60_000).toISOString(),
    deadline: new Date(Date.now() + state.secondsLeft * 1000).toISOString(),
    secondsLeft: state.secondsLeft,
    extraTimePercent,
    questions: [
      question(1, 'Hver er mesta leyfða flughæð?', 'What is the greatest height allowed?'),
      question(2, 'Hvað af þessu á við um VLOS?', 'Which of these apply to VLOS?', true),
      question(3, 'Hvenær þarf að skrá dróna?', 'When must a drone be registered?'),
    ].map((q) => ({ ...q, answerOptionIds: state.answers.get(q.questionId) ?? [] })),
  });
  fake.overrides[api('Examination/GetTimeLeft')] = () => ({
    userExaminationId: state.inProgress ? 7 : null,
    secondsLeft: state.inProgress ? state.secondsLeft : 0,
    deadline: null,
    serverTime: new Date().toISOString(),
  });
  fake.overrides[api('Question/GetQuestionsForExam')] = () => ({ data: attempt(), errorCode: 0, problems: [] });
  fake.overrides[api('Question/UpdateUserAnswer')] = (_url, init) => {
    if (state.failSaves > 0) {
      state.failSaves -= 1;
      return new Response(JSON.stringify(failure(0, 'Server error')), { status: 500 });
    }
    const body = JSON.parse(String(init?.body)) as { questionId: number; answerOptionIds: number[] };
    state.answers.set(body.questionId, body.answerOptionIds);
    return {
      questionId: body.questionId,
      answerOptionIds: body.answerOptionIds,
      answeredCount: state.answers.size,
      secondsLeft: state.secondsLeft,
    };
  };
  fake.overrides[api('Examination/SubmitExamination')] = () => {
    state.inProgress = false;
    state.submitted ??= result({ status: state.secondsLeft <= 1 ? 2 : 3 });
    return state.submitted;
  };
  fake.overrides[api('Examination/GetExaminationResult')] = () => state.submitted;
  return state;
}
