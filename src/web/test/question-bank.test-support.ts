import type { CategoryDto, ExaminationDto } from '../../shared/contracts/examinations';
import type { QuestionDto, QuestionSummaryDto } from '../../shared/contracts/questions';
import { Permission } from '../../shared/permissions';
import { signInWith } from './calls';

export { api, bodyOf, callsTo, errorResponse, queryOf } from './calls';

/** Shared by the exams screens' tests: a signed-in examiner and a small bank in the fake server. */
export const signInAsExaminer = (): void => signInWith(Permission.Examinations);

export const examination: ExaminationDto = {
  id: 7,
  name: 'Bóklegt próf A1/A3',
  nameEnglish: 'Theory exam A1/A3',
  description: 'Próf fyrir opna flokkinn',
  descriptionEnglish: 'An exam for the open category',
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
