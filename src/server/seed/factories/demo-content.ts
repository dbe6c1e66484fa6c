import { count } from 'drizzle-orm';
import { importQuestionFile } from '../../modules/questions';
import type { Db } from '../../db/client';
import { demoCourses } from '../demo/demo-courses';
import { readDemoExaminations, readDemoQuestionFile, type DemoExamination } from '../demo/question-bank';
import { courses, examinations } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { appendCoursePage, insertCourse } from './courses';
import { insertCategory, insertExamination } from './questions';

/** The examination and its categories as an administrator creates them, then each category's file as one uploads it. */
async function insertDemoExamination(db: Db, tenantId: number | null, demo: DemoExamination) {
  const { folder: _folder, categories, ...examination } = demo;
  const examinationId = await insertExamination(db, { tenantId, ...examination });
  for (const { questionFile, ...category } of categories) {
    const categoryId = await insertCategory(db, { tenantId, examinationId, ...category });
    await importQuestionFile(db, tenantId, categoryId, readDemoQuestionFile(demo, questionFile));
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
  for (const demo of readDemoExaminations()) await insertDemoExamination(db, tenantId, demo);
  for (const course of demoCourses) {
    const { pages, ...fields } = course;
    await insertCourse(db, { tenantId, ...fields });
    for (const page of pages) await appendCoursePage(db, { tenantId, courseType: course.courseType, ...page });
  }
  return true;
}
