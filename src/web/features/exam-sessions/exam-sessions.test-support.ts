import type { ExamSessionDto } from '../../../shared/contracts/exam-sessions';
import type { ExamSessionDetailDto } from './api';

/** Shared by the exam sessions and exam settings screens' tests: the fake server's paths and the data they answer with. */
export { api, bodyOf, callsTo, errorResponse, lastQueryOf, queryOf, signInWith } from '../../test/calls';

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
    {
      userExaminationId: 71,
      userId: 21,
      fullName: 'Jón Jónsson',
      status: 1,
      answeredCount: 12,
      questionCount: 30,
      secondsLeft: 1800,
      isPassed: null,
      score: null,
    },
    {
      userExaminationId: 72,
      userId: 22,
      fullName: 'Guðrún Ósk',
      status: 3,
      answeredCount: 30,
      questionCount: 30,
      secondsLeft: 0,
      isPassed: true,
      score: 80,
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
