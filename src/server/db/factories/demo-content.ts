import { count } from 'drizzle-orm';
import { textToRichText } from '../../kernel/html';
import type { Db } from '../client';
import { demoA1A3 } from '../demo/demo-a1a3';
import { demoA2 } from '../demo/demo-a2';
import { demoCourses } from '../demo/demo-courses';
import type { DemoExamination } from '../demo/demo-types';
import { courses, examinations } from '../schema';
import { inTenant } from '../tenant-filter';
import { appendCoursePage, insertCourse } from './courses';
import { insertCategory, insertExamination, insertQuestion } from './questions';

async function insertDemoExamination(db: Db, tenantId: number | null, demo: DemoExamination) {
  const examinationId = await insertExamination(db, { tenantId, ...demo });
  for (const category of demo.categories) {
    const categoryId = await insertCategory(db, { tenantId, examinationId, ...category });
    for (const question of category.questions) {
      await insertQuestion(db, {
        tenantId,
        categoryId,
        descriptionIcelandic: textToRichText(question.is),
        descriptionEnglish: textToRichText(question.en),
        options: question.options.map((o) => ({ descriptionIcelandic: o.is, descriptionEnglish: o.en, isAnswer: o.correct === true })),
      });
    }
  }
}

/**
 * Gives a tenant (or the host) the demo question bank and a course per type, once: only while it
 * has never had an examination or a course. The seed runs it under its own lock. Examinations are deleted softly, so an administrator
 * who removes the demo bank does not see it come back on the next start.
 */
export async function ensureDemoContent(db: Db, tenantId: number | null): Promise<boolean> {
  const [{ exams }] = await db.select({ exams: count() }).from(examinations).where(inTenant(examinations.tenantId, tenantId));
  const [{ courseCount }] = await db.select({ courseCount: count() }).from(courses).where(inTenant(courses.tenantId, tenantId));
  if (exams > 0 || courseCount > 0) return false;
  for (const demo of [demoA1A3, demoA2]) await insertDemoExamination(db, tenantId, demo);
  for (const course of demoCourses) {
    await insertCourse(db, { tenantId, courseType: course.courseType, name: course.name, description: course.description });
    for (const page of course.pages) await appendCoursePage(db, { tenantId, courseType: course.courseType, ...page });
  }
  return true;
}
