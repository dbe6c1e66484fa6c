import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsOf } from '../../lib/errors';
import { problemOf } from '../../lib/problem-of';
import { blankQuestion, checkQuestion, inputOf, type QuestionValues } from './question-form';

const t = (key: string | string[], options?: Record<string, unknown>) => {
  const first = Array.isArray(key) ? key[0] : key;
  return options ? `${first} ${JSON.stringify(options)}` : first;
};

function filled(): QuestionValues {
  const values = blankQuestion();
  values.descriptionIcelandic = '<p>Spurning</p>';
  values.descriptionEnglish = '<p>Question</p>';
  values.options = values.options.map((o, i) => ({
    ...o,
    descriptionIcelandic: `Svar ${i + 1}`,
    descriptionEnglish: `Answer ${i + 1}`,
    isAnswer: i === 0,
  }));
  return values;
}

describe('the question form', () => {
  it('starts with four blank options, active and not required', () => {
    const values = blankQuestion();
    expect(values.options).toHaveLength(4);
    expect(values.options.every((o) => o.descriptionIcelandic === '' && o.descriptionEnglish === '' && !o.isAnswer)).toBe(true);
    expect(new Set(values.options.map((o) => o.key)).size).toBe(4);
    expect(values).toMatchObject({ isActive: true, isRequired: false, images: [] });
  });

  it('passes a complete question and builds the body without the form’s keys', () => {
    const values = filled();
    values.images = [{ id: 9, fileName: 'a.png', contentType: 'image/png', byteSize: 1, url: '/question-images/x' }];
    expect(checkQuestion(values, t)).toEqual({});
    expect(inputOf(values)).toEqual({
      descriptionIcelandic: '<p>Spurning</p>',
      descriptionEnglish: '<p>Question</p>',
      questionType: 0,
      isActive: true,
      isRequired: false,
      questionOptions: values.options.map((o, i) => ({
        descriptionIcelandic: `Svar ${i + 1}`,
        descriptionEnglish: `Answer ${i + 1}`,
        isAnswer: i === 0,
      })),
      questionImages: [{ id: 9 }],
    });
  });

  it('wants a correct option, both descriptions and every option text', () => {
    const values = filled();
    values.options = values.options.map((o) => ({ ...o, isAnswer: false }));
    values.descriptionEnglish = '<p></p>';
    values.options[2] = { ...values.options[2], descriptionEnglish: '' };
    expect(checkQuestion(values, t)).toEqual({
      questionOptions: 'questions:editor.errors.noCorrectOption',
      descriptionEnglish: 'validation:required',
      'questionOptions.2.descriptionEnglish': 'validation:required',
    });
  });

  it('reads the server’s members, camelCase or not, and a business error as one sentence', () => {
    const invalid = new ApiError('http', 400, {
      code: 0,
      message: 'Your request is not valid.',
      details: null,
      validationErrors: [
        { message: 'Too long', members: ['QuestionOptions[1].DescriptionEnglish'] },
        { message: 'Required', members: ['descriptionIcelandic'] },
      ],
    });
    expect(fieldErrorsOf(invalid, 'member')).toEqual({
      'questionOptions.1.descriptionEnglish': 'Too long',
      descriptionIcelandic: 'Required',
    });
    expect(problemOf(invalid, t)).toEqual({ fields: fieldErrorsOf(invalid, 'member'), message: null });
    const duplicate = new ApiError('http', 450, { code: 450, message: 'Already there', details: null, validationErrors: null });
    expect(problemOf(duplicate, t)).toEqual({ fields: {}, message: 'Already there' });
    expect(problemOf(new ApiError('network', null, null), t).message).toBe('errors:unknown');
  });
});
