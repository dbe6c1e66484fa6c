import {
  createQuestionInput,
  maxOptions,
  newQuestionOptionCount,
  type CreateQuestionInput,
  type QuestionDto,
  type QuestionImageDto,
} from '../../../shared/contracts/questions';
import { issueMessage } from '../../lib/form';
import { valueAt, type IssueLike } from '../../../shared/issue-message';

export interface OptionValues {
  /** A stable React key: options are added and removed in the middle. */
  key: number;
  descriptionIcelandic: string;
  descriptionEnglish: string;
  isAnswer: boolean;
}

export interface QuestionValues {
  descriptionIcelandic: string;
  descriptionEnglish: string;
  isActive: boolean;
  isRequired: boolean;
  options: OptionValues[];
  images: QuestionImageDto[];
}

export const minOptions = 2;
export { maxOptions };

let nextKey = 1;
export const blankOption = (): OptionValues => ({ key: nextKey++, descriptionIcelandic: '', descriptionEnglish: '', isAnswer: false });

/** Section 9: a new question starts with four blank options. */
export function blankQuestion(): QuestionValues {
  return {
    descriptionIcelandic: '',
    descriptionEnglish: '',
    isActive: true,
    isRequired: false,
    options: Array.from({ length: newQuestionOptionCount }, blankOption),
    images: [],
  };
}

export function valuesOf(question: QuestionDto): QuestionValues {
  return {
    descriptionIcelandic: question.descriptionIcelandic,
    descriptionEnglish: question.descriptionEnglish,
    isActive: question.isActive,
    isRequired: question.isRequired,
    options: question.questionOptions.map((o) => ({
      ...blankOption(),
      descriptionIcelandic: o.descriptionIcelandic,
      descriptionEnglish: o.descriptionEnglish,
      isAnswer: o.isAnswer,
    })),
    images: question.questionImages,
  };
}

/** The body of Question/Create without its category (Update takes the same with an id). */
export function inputOf(values: QuestionValues): Omit<CreateQuestionInput, 'categoryId'> {
  return {
    descriptionIcelandic: values.descriptionIcelandic,
    descriptionEnglish: values.descriptionEnglish,
    questionType: 0,
    isActive: values.isActive,
    isRequired: values.isRequired,
    questionOptions: values.options.map(({ descriptionIcelandic, descriptionEnglish, isAnswer }) => ({
      descriptionIcelandic,
      descriptionEnglish,
      isAnswer,
    })),
    questionImages: values.images.map((image) => ({ id: image.id })),
  };
}

/**
 * Errors keyed by the member path the server uses (`descriptionEnglish`,
 * `questionOptions.2.descriptionIcelandic`, `questionOptions`), so one map serves both sides.
 */
export type QuestionErrors = Record<string, string>;

type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** The browser's own check before sending: the contract, with the options' rules said plainly. */
export function checkQuestion(values: QuestionValues, t: Translate): QuestionErrors {
  const errors: QuestionErrors = {};
  if (!values.options.some((o) => o.isAnswer)) errors.questionOptions = t('questions:editor.errors.noCorrectOption');
  if (values.options.length < minOptions) errors.questionOptions = t('questions:editor.errors.tooFewOptions', { count: minOptions });
  const result = createQuestionInput.safeParse({ categoryId: 1, ...inputOf(values) });
  if (!result.success) {
    for (const issue of result.error.issues as unknown as (IssueLike & { path: PropertyKey[] })[]) {
      const member = issue.path.map(String).join('.');
      // The options' own rules are said above, in words of the screen.
      if (member === 'questionOptions') continue;
      if (!(member in errors)) errors[member] = issueMessage(issue, t, valueAt(inputOf(values), issue.path));
    }
  }
  return errors;
}

export const optionMember = (index: number, field: 'descriptionIcelandic' | 'descriptionEnglish') => `questionOptions.${index}.${field}`;
