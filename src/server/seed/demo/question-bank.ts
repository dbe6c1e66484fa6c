import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { rootDir } from '../../paths';

/**
 * The demo question bank, kept as the files an administrator would upload: per examination a
 * folder with `examination.json` (the examination and its categories) and one question file per
 * category in the import format (docs/question-import.md). The seed imports them through the
 * importer, so they always stay importable. Read from the repository, as the migrations are.
 */
export const demoBankDir = path.join(rootDir, 'src/server/seed/demo/question-bank');

const demoExamination = z.object({
  certificateType: z.union([z.literal(1), z.literal(2)]),
  name: z.string().min(1),
  nameEnglish: z.string().min(1),
  description: z.string(),
  descriptionEnglish: z.string(),
  categories: z.array(
    z.object({
      title: z.string().min(1),
      titleEnglish: z.string().min(1),
      minimumRequiredQuestions: z.number().int().min(0),
      /** The category's question file, beside `examination.json`. */
      questionFile: z.string().regex(/^[\w-]+\.csv$/),
    }),
  ),
});
export type DemoExamination = z.infer<typeof demoExamination> & { folder: string };

/** The demo examinations in the order they are seeded (their folders' names sort A1/A3 before A2). */
export function readDemoExaminations(): DemoExamination[] {
  const folders = fs
    .readdirSync(demoBankDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return folders.map((folder) => ({
    folder,
    ...demoExamination.parse(JSON.parse(fs.readFileSync(path.join(demoBankDir, folder, 'examination.json'), 'utf8'))),
  }));
}

/** The bytes of a category's question file, as an upload would bring them. */
export const readDemoQuestionFile = (examination: DemoExamination, questionFile: string): Buffer =>
  fs.readFileSync(path.join(demoBankDir, examination.folder, questionFile));
