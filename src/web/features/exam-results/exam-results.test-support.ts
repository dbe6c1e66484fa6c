import type { ResultRowDto } from '../../../shared/contracts/exam-results';
import type { ExaminationResultDto } from '../../../shared/contracts/exams';
import type { ExaminationDetailDto } from './api';

/** Shared by the exam results screens' tests: the fake server's paths and the data they answer with. */
export { api, bodyOf, callsTo, errorResponse, lastQueryOf, queryOf, signInWith } from '../../test/calls';

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
  extraTimePercent: 0,
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
      categoryTitleEnglish: 'Flight safety',
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
      categoryTitleEnglish: '',
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
