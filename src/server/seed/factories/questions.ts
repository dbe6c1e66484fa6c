import { plainText, sanitizeRichText } from '../../kernel/html';
import type { Db } from '../../db/client';
import { questionOptions, questions } from '../../db/schema';

/** Examinations and categories as an administrator creates them. */
export { insertCategory, insertExamination, type NewCategory, type NewExamination } from '../../modules/examinations';

export interface NewQuestionOption {
  descriptionIcelandic: string;
  descriptionEnglish: string;
  isAnswer: boolean;
}

export interface NewQuestion {
  tenantId: number | null;
  categoryId: number;
  /** Rich text; sanitized here like the editors' input, with its plain copy kept beside it. */
  descriptionIcelandic: string;
  descriptionEnglish: string;
  options: NewQuestionOption[];
  isActive?: boolean;
  isRequired?: boolean;
}

/** Writes a question and its options (positions 0..n-1, in the order given); answers its id. */
export async function insertQuestion(db: Db, question: NewQuestion): Promise<number> {
  const descriptionIcelandic = sanitizeRichText(question.descriptionIcelandic);
  const descriptionEnglish = sanitizeRichText(question.descriptionEnglish);
  const [row] = await db
    .insert(questions)
    .values({
      tenantId: question.tenantId,
      categoryId: question.categoryId,
      descriptionIcelandic,
      descriptionEnglish,
      rawContentIcelandic: plainText(descriptionIcelandic),
      rawContentEnglish: plainText(descriptionEnglish),
      isActive: question.isActive ?? true,
      isRequired: question.isRequired ?? false,
    })
    .returning({ id: questions.id });
  if (question.options.length) {
    await db.insert(questionOptions).values(
      question.options.map((option, position) => ({
        questionId: row.id,
        position,
        descriptionIcelandic: option.descriptionIcelandic,
        descriptionEnglish: option.descriptionEnglish,
        isAnswer: option.isAnswer,
      })),
    );
  }
  return row.id;
}
