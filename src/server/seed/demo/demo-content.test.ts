import { describe, expect, it } from 'vitest';
import { checkQuestionFile } from '../../modules/questions';
import { demoCourses } from './demo-courses';
import { readDemoExaminations, readDemoQuestionFile } from './question-bank';

// The attempt sizes the seed's defaults give (settings NumberQuestion and A2NumberQuestion).
const a1a3QuestionsPerAttempt = 40;
const a2QuestionsPerAttempt = 30;

const allowedTags = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a']);
const placeholder = /\b(todo|fixme|tbd|xxx|lorem|ipsum)\b/i;

/** The demo bank as the importer reads its files: every category's questions in plain text, and the file's problems. */
const demoBank = readDemoExaminations().map((examination) => ({
  ...examination,
  categories: examination.categories.map((category) => {
    const check = checkQuestionFile(readDemoQuestionFile(examination, category.questionFile));
    const questions = check.questions.map((q) => ({
      is: q.rawContentIcelandic,
      en: q.rawContentEnglish,
      options: q.options.map((o) => ({ is: o.descriptionIcelandic, en: o.descriptionEnglish, correct: o.isAnswer })),
    }));
    return { ...category, problems: check.problems, questions };
  }),
}));
type DemoExamination = (typeof demoBank)[number];
const demoA1A3 = demoBank.find((e) => e.certificateType === 1)!;
const demoA2 = demoBank.find((e) => e.certificateType === 2)!;

/** The same folding the server uses to find duplicate questions. */
function fold(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Every tag in the HTML that is not allowed, or that carries attributes it should not. */
function badTags(html: string): string[] {
  const bad: string[] = [];
  for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    const [whole, name, attributes] = match;
    const tag = name.toLowerCase();
    const closing = whole.startsWith('</');
    if (!allowedTags.has(tag)) bad.push(whole);
    else if (tag === 'a' && !closing) {
      if (!/^\s+href="https:\/\/[^"\s]+"\s*$/.test(attributes)) bad.push(whole);
    } else if (attributes.trim() !== '') bad.push(whole);
  }
  return bad;
}

function checkExamination(exam: DemoExamination, categories: number, perCategory: number, attempt: number) {
  it('has question files that the importer takes without a problem', () => {
    for (const category of exam.categories) expect(category.problems, category.questionFile).toEqual([]);
  });

  it('has the expected categories and questions', () => {
    expect(exam.categories).toHaveLength(categories);
    for (const category of exam.categories) {
      expect(category.questions, category.titleEnglish).toHaveLength(perCategory);
    }
  });

  it('names every category in both languages', () => {
    for (const category of exam.categories) {
      expect(category.title.trim()).not.toBe('');
      expect(category.titleEnglish.trim()).not.toBe('');
    }
    expect(new Set(exam.categories.map((c) => fold(c.title))).size).toBe(categories);
  });

  it('keeps the minimums within what a category holds and an attempt asks', () => {
    for (const category of exam.categories) {
      expect(category.minimumRequiredQuestions).toBeGreaterThanOrEqual(0);
      expect(category.minimumRequiredQuestions).toBeLessThanOrEqual(category.questions.length);
    }
    const sum = exam.categories.reduce((total, c) => total + c.minimumRequiredQuestions, 0);
    expect(sum).toBeLessThanOrEqual(attempt);
  });

  it('gives every question and option text in both languages and exactly one correct option', () => {
    for (const category of exam.categories) {
      for (const question of category.questions) {
        expect(question.is.trim(), question.en).not.toBe('');
        expect(question.en.trim(), question.is).not.toBe('');
        expect(question.options.length, question.en).toBeGreaterThanOrEqual(3);
        expect(question.options.length, question.en).toBeLessThanOrEqual(4);
        expect(
          question.options.filter((o) => o.correct === true),
          question.en,
        ).toHaveLength(1);
        for (const option of question.options) {
          expect(option.is.trim(), question.en).not.toBe('');
          expect(option.en.trim(), question.en).not.toBe('');
        }
        expect(new Set(question.options.map((o) => fold(o.is))).size, question.en).toBe(question.options.length);
        expect(new Set(question.options.map((o) => fold(o.en))).size, question.en).toBe(question.options.length);
      }
    }
  });

  it('has no two questions in a category with the same Icelandic text', () => {
    for (const category of exam.categories) {
      const texts = category.questions.map((q) => fold(q.is));
      expect(new Set(texts).size, category.titleEnglish).toBe(texts.length);
    }
  });

  it('does not always put the correct answer in the same place', () => {
    const positions = exam.categories.flatMap((c) => c.questions.map((q) => q.options.findIndex((o) => o.correct)));
    expect(new Set(positions).size).toBeGreaterThanOrEqual(3);
  });
}

describe('the demo question bank', () => {
  it('holds the A1/A3 and the A2 examinations, in that order', () => {
    expect(demoBank.map((e) => e.certificateType)).toEqual([1, 2]);
  });
});

describe('the A1/A3 demo examination', () => {
  it('is for certificate type 1', () => {
    expect(demoA1A3.certificateType).toBe(1);
    expect(demoA1A3.name.trim()).not.toBe('');
    expect(demoA1A3.description.trim()).not.toBe('');
  });
  checkExamination(demoA1A3, 9, 6, a1a3QuestionsPerAttempt);
});

describe('the A2 demo examination', () => {
  it('is for certificate type 2', () => {
    expect(demoA2.certificateType).toBe(2);
    expect(demoA2.name.trim()).not.toBe('');
    expect(demoA2.description.trim()).not.toBe('');
  });
  checkExamination(demoA2, 3, 12, a2QuestionsPerAttempt);
});

describe('the demo courses', () => {
  it('has one course of each type with enough pages', () => {
    expect(demoCourses.map((c) => c.courseType).sort()).toEqual([1, 2]);
    for (const course of demoCourses) {
      expect(course.name.trim()).not.toBe('');
      expect(course.pages.length, course.name).toBeGreaterThanOrEqual(5);
    }
  });

  it('names and fills every page in both languages', () => {
    for (const course of demoCourses) {
      for (const page of course.pages) {
        expect(page.nameIcelandic.trim()).not.toBe('');
        expect(page.nameEnglish.trim()).not.toBe('');
        expect(wordCount(page.contentIcelandic), page.nameEnglish).toBeGreaterThanOrEqual(120);
        expect(wordCount(page.contentEnglish), page.nameEnglish).toBeGreaterThanOrEqual(120);
      }
      expect(new Set(course.pages.map((p) => fold(p.nameIcelandic))).size).toBe(course.pages.length);
    }
  });

  it('uses only the allowed tags, and links only to https addresses', () => {
    for (const course of demoCourses) {
      for (const page of course.pages) {
        expect(badTags(page.contentIcelandic), page.nameEnglish).toEqual([]);
        expect(badTags(page.contentEnglish), page.nameEnglish).toEqual([]);
      }
    }
  });

  it('keeps every opened tag closed', () => {
    for (const course of demoCourses) {
      for (const page of course.pages) {
        for (const html of [page.contentIcelandic, page.contentEnglish]) {
          for (const tag of allowedTags) {
            const opened = html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
            const closed = html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
            expect(closed, `${page.nameEnglish} <${tag}>`).toBe(opened);
          }
        }
      }
    }
  });
});

describe('all demo content', () => {
  it('is free of placeholder text', () => {
    const strings = allStrings([demoA1A3, demoA2, demoCourses]);
    expect(strings.filter((s) => placeholder.test(s))).toEqual([]);
  });
});
