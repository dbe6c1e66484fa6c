import type pg from 'pg';
import type { Db } from '../../db/client';
import { cacheChannelOf, forgetEverything, type CacheChannel } from '../../kernel/cache-channel';
import { imageUrl } from '../questions';
import { loadExamSettings, type ExamSettings } from './exam-settings';
import { findLiveExamination, loadBank, loadQuestionContent, type Bank } from './exams.queries';

/** What a candidate sees of a question, the same for every attempt that draws it. */
export interface QuestionContent {
  descriptionIcelandic: string;
  descriptionEnglish: string;
  options: Map<number, { id: number; descriptionIcelandic: string; descriptionEnglish: string }>;
  multipleAnswers: boolean;
  /** As the candidate's reply shows them: the address is made once here, not for each start. */
  images: { url: string; fileName: string }[];
}

/** An examination's title in both languages; the English is empty until written. */
export interface ExaminationTitle {
  id: number;
  name: string;
  nameEnglish: string;
}

/** A tenant's live examination of a type: what an attempt draws from and shows. */
export interface LiveExam {
  examination: ExaminationTitle;
  bank: Bank;
  questions: Map<number, QuestionContent>;
}

/** A backstop: the notifications are the rule (decision 0011). */
const lifetimeMs = 5 * 60_000;

interface Kept<T> {
  value: Promise<T>;
  until: number;
}

/**
 * The live examinations and the exam settings, kept in memory: a synchronized start asks for the
 * same bank a thousand times within two seconds. Concurrent askers share one load; any change to
 * examinations, categories, questions, options or images (or to the settings) forgets them, as
 * the database's `bank` and `settings` notifications say (migration 0004). Nothing is kept while
 * the notifications might be missed.
 */
class ExamContentCache {
  private readonly kept = new Map<string, Kept<unknown>>();

  constructor(private readonly channel: CacheChannel) {
    channel.subscribe((payload) => {
      if (payload === forgetEverything) {
        this.kept.clear();
      } else if (payload === 'bank') {
        for (const key of [...this.kept.keys()]) if (key.startsWith('exam:')) this.kept.delete(key);
      } else if (payload === 'settings') {
        this.kept.delete('settings');
      }
    });
  }

  liveExam(db: Db, tenantId: number | null, certificateType: number): Promise<LiveExam | null> {
    return this.keep(`exam:${tenantId ?? 0}:${certificateType}`, () => loadLiveExam(db, tenantId, certificateType));
  }

  examSettings(db: Db): Promise<ExamSettings> {
    return this.keep('settings', () => loadExamSettings(db));
  }

  private keep<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.channel.live) return load();
    const kept = this.kept.get(key) as Kept<T> | undefined;
    if (kept && kept.until > Date.now()) return kept.value;
    const fresh: Kept<T> = { value: load(), until: Date.now() + lifetimeMs };
    // A notification during the load removes the entry, so no one asking after the change gets it.
    this.kept.set(key, fresh);
    fresh.value.catch(() => {
      if (this.kept.get(key) === fresh) this.kept.delete(key);
    });
    return fresh.value;
  }
}

async function loadLiveExam(db: Db, tenantId: number | null, certificateType: number): Promise<LiveExam | null> {
  const examination = await findLiveExamination(db, tenantId, certificateType);
  if (!examination) return null;
  const bank = await loadBank(db, examination.id);
  const rows = await loadQuestionContent(db, [...bank.optionIds.keys()]);
  const questions = new Map<number, QuestionContent>();
  for (const q of rows.questions) {
    questions.set(q.id, {
      descriptionIcelandic: q.descriptionIcelandic,
      descriptionEnglish: q.descriptionEnglish,
      options: new Map(),
      multipleAnswers: false,
      images: [],
    });
  }
  const rightCount = new Map<number, number>();
  for (const o of rows.options) {
    questions
      .get(o.questionId)
      ?.options.set(o.id, { id: o.id, descriptionIcelandic: o.descriptionIcelandic, descriptionEnglish: o.descriptionEnglish });
    if (o.isAnswer) rightCount.set(o.questionId, (rightCount.get(o.questionId) ?? 0) + 1);
  }
  for (const [questionId, count] of rightCount) {
    const question = questions.get(questionId);
    if (question) question.multipleAnswers = count > 1;
  }
  for (const image of rows.images)
    if (image.questionId !== null) questions.get(image.questionId)?.images.push({ url: imageUrl(image.key), fileName: image.fileName });
  return { examination, bank, questions };
}

const caches = new WeakMap<pg.Pool, ExamContentCache>();

function cacheOf(pool: pg.Pool): ExamContentCache {
  let cache = caches.get(pool);
  if (!cache) caches.set(pool, (cache = new ExamContentCache(cacheChannelOf(pool))));
  return cache;
}

/** The tenant's live examination of the type with its bank and content; null when there is none. */
export const findLiveExam = (database: { pool: pg.Pool; db: Db }, tenantId: number | null, certificateType: number) =>
  cacheOf(database.pool).liveExam(database.db, tenantId, certificateType);

/** The exam settings, as `loadExamSettings` reads them. */
export const examSettingsOf = (database: { pool: pg.Pool; db: Db }) => cacheOf(database.pool).examSettings(database.db);
