import { z } from 'zod';
import { entityId, int, keptWhenOmitted, listResult, pagedInput, pagedResult, queryBool, queryInt, text } from './common';
import { contentType, contentTypeQuery, requiredRichText } from './content';
import { endpoint } from './endpoint';

export const courseDto = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEnglish: z.string(),
  description: z.string(),
  descriptionEnglish: z.string(),
  courseType: z.number().int(),
  isActive: z.boolean(),
  pageCount: z.number().int(),
  creationTime: z.string(),
});
export type CourseDto = z.infer<typeof courseDto>;

const courseFields = {
  name: text().trim().min(1).max(200),
  description: text().trim().max(2000).default(''),
};
/** The English may stay empty (English readers then see the Icelandic); an update without it keeps it. */
const englishName = text().trim().max(200);
const englishDescription = text().trim().max(2000);
export const createCourseInput = z.object({
  ...courseFields,
  nameEnglish: englishName.default(''),
  descriptionEnglish: englishDescription.default(''),
  courseType: contentType.default(1),
  isActive: z.boolean().default(true),
});
export const updateCourseInput = z.object({
  id: queryInt.positive(),
  ...keptWhenOmitted(courseFields),
  nameEnglish: englishName.optional(),
  descriptionEnglish: englishDescription.optional(),
});
export const courseIdPath = z.object({ id: queryInt.positive() });
export const getCoursesInput = pagedInput.extend({ courseType: contentTypeQuery.optional(), isActive: queryBool.optional() });
export type CreateCourseInput = z.infer<typeof createCourseInput>;
export type UpdateCourseInput = z.infer<typeof updateCourseInput>;
export type GetCoursesInput = z.infer<typeof getCoursesInput>;

/** A course page as an editor or a reader sees it; `isRead` is the caller's own read state. */
export const pageDto = z.object({
  id: z.number().int(),
  courseType: z.number().int(),
  rank: z.number().int(),
  nameIcelandic: z.string(),
  nameEnglish: z.string(),
  contentIcelandic: z.string(),
  contentEnglish: z.string(),
  isRead: z.boolean(),
  creationTime: z.string(),
  lastModificationTime: z.string().nullable(),
});
export type PageDto = z.infer<typeof pageDto>;

/** A line of a course's table of contents. */
export const pageSummaryDto = z.object({
  id: z.number().int(),
  courseType: z.number().int(),
  rank: z.number().int(),
  nameIcelandic: z.string(),
  nameEnglish: z.string(),
  isRead: z.boolean(),
  lastModificationTime: z.string().nullable(),
});
export type PageSummaryDto = z.infer<typeof pageSummaryDto>;

const pageFields = {
  nameIcelandic: text().trim().min(1).max(200),
  nameEnglish: text().trim().min(1).max(200),
  contentIcelandic: requiredRichText,
  contentEnglish: requiredRichText,
};
/** A new page goes to the end of its course. */
export const createPageInput = z.object({ courseType: contentType.default(1), ...pageFields });
export const updatePageInput = z.object({ id: queryInt.positive(), ...pageFields });
export const pageIdPath = z.object({ id: queryInt.positive() });
export const pageListInput = z.object({ type: contentTypeQuery, keyword: text().trim().max(200).optional() });
export const minifiedPagesInput = z.object({ type: contentTypeQuery.default(1) });
export type CreatePageInput = z.infer<typeof createPageInput>;
export type UpdatePageInput = z.infer<typeof updatePageInput>;

/** The page at `rank` for the reader, with where it sits in the course; showing it marks it read. */
export const showPageInput = z.object({ rank: queryInt.min(1), courseType: contentTypeQuery.default(1) });
export const showPageDto = pageDto.extend({
  totalPages: z.number().int(),
  readPages: z.number().int(),
  previousRank: z.number().int().nullable(),
  nextRank: z.number().int().nullable(),
});
export type ShowPageDto = z.infer<typeof showPageDto>;

/** Push moves a page to `rank` and shifts the pages between; Swap exchanges it with the page at `rank`. */
export const RankingMode = { Push: 'Push', Swap: 'Swap' } as const;
export type RankingMode = (typeof RankingMode)[keyof typeof RankingMode];
export const rankingInput = z.object({ id: entityId, rank: int.min(1), mode: z.enum(['Push', 'Swap']).default('Push') });
export type RankingInput = z.infer<typeof rankingInput>;

export const courseTypeInput = z.object({ courseType: contentTypeQuery.default(1) });

/** The caller's enrolment in a course type and how far they have read. */
export const userCourseDto = z.object({
  id: z.number().int(),
  courseType: z.number().int(),
  startTime: z.string(),
  completionTime: z.string().nullable(),
  lastPageRank: z.number().int(),
  readPages: z.number().int(),
  totalPages: z.number().int(),
});
export type UserCourseDto = z.infer<typeof userCourseDto>;
/** The specification sends an empty body; a course type may be named, A1A3 when not. */
export const createUserCourseInput = z.object({ courseType: contentType.default(1) }).default({ courseType: 1 });
type CreateUserCourseBody = z.input<typeof createUserCourseInput>;
/** Fastify hands a missing body to validation as null, and the default covers only undefined. */
const enrolInput = z.preprocess((body: CreateUserCourseBody | null) => body ?? undefined, createUserCourseInput);

export const courseStatusDto = z.object({
  courseType: z.number().int(),
  courseName: z.string().nullable(),
  courseNameEnglish: z.string().nullable(),
  isActive: z.boolean(),
  totalPages: z.number().int(),
  readPages: z.number().int(),
  isCompleted: z.boolean(),
  /** The rank to open to continue: the first unread page, else the last one read. */
  resumeRank: z.number().int().nullable(),
});
export type CourseStatusDto = z.infer<typeof courseStatusDto>;
export const courseStatusResult = listResult(courseStatusDto);

// Calls ----------------------------------------------------------------------------------------

export const courseEndpoints = {
  create: endpoint({ service: 'Course', method: 'Create', input: createCourseInput, result: courseDto }),
  update: endpoint({ service: 'Course', method: 'Update', pathParam: 'id', input: updateCourseInput, result: courseDto }),
  /** Switches a course on or off; no body. */
  updateStatus: endpoint({ service: 'Course', method: 'UpdateStatus', pathParam: 'id', input: courseIdPath, result: courseDto }),
  delete: endpoint({ service: 'Course', method: 'Delete', pathParam: 'id', input: courseIdPath, result: z.null() }),
  get: endpoint({ service: 'Course', method: 'Get', pathParam: 'id', input: courseIdPath, result: courseDto }),
  getAll: endpoint({ service: 'Course', method: 'GetAll', input: getCoursesInput, result: pagedResult(courseDto) }),
};

export const pageEndpoints = {
  create: endpoint({ service: 'Page', method: 'Create', input: createPageInput, result: pageDto }),
  update: endpoint({ service: 'Page', method: 'Update', pathParam: 'id', input: updatePageInput, result: pageDto }),
  delete: endpoint({ service: 'Page', method: 'Delete', pathParam: 'id', input: pageIdPath, result: z.null() }),
  getDetail: endpoint({ service: 'Page', method: 'GetDetail', pathParam: 'id', input: pageIdPath, result: pageDto }),
  getList: endpoint({ service: 'Page', method: 'GetList', pathParam: 'type', input: pageListInput, result: listResult(pageSummaryDto) }),
  getShowPage: endpoint({ service: 'Page', method: 'GetShowPage', input: showPageInput, result: showPageDto }),
  ranking: endpoint({ service: 'Page', method: 'Ranking', verb: 'PUT', input: rankingInput, result: listResult(pageSummaryDto) }),
  isReadAllPageOfCourseActive: endpoint({
    service: 'Page',
    method: 'IsReadAllPageOfCourseActive',
    verb: 'GET',
    input: courseTypeInput,
    result: z.boolean(),
  }),
  getAllMinified: endpoint({ service: 'Page', method: 'GetAllMinified', input: minifiedPagesInput, result: listResult(pageSummaryDto) }),
};

/** The reader's side: enrolment and progress (the specification files the overview under Pilot). */
export const userCourseEndpoints = {
  create: endpoint({ service: 'UserCourse', method: 'Create', input: enrolInput, result: userCourseDto }),
  getUserCourse: endpoint({ service: 'UserCourse', method: 'getUserCourse', result: listResult(userCourseDto) }),
  getCourseStatus: endpoint({ service: 'Pilot', method: 'GetCourseStatus', result: courseStatusResult }),
};
