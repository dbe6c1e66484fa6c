import { z } from 'zod';
import { listResult, pagedResult } from '../../../shared/contracts/common';
import {
  courseDto,
  courseIdPath,
  courseStatusResult,
  courseTypeInput,
  createCourseInput,
  createPageInput,
  createUserCourseInput,
  getCoursesInput,
  minifiedPagesInput,
  pageDto,
  pageIdPath,
  pageListInput,
  pageSummaryDto,
  rankingInput,
  showPageDto,
  showPageInput,
  updateCourseInput,
  updatePageInput,
  userCourseDto,
} from '../../../shared/contracts/courses';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { defineRoute, type AbpRoute } from '../../kernel/abp-route';
import * as courses from './courses.service';
import * as pages from './pages.service';
import * as reading from './user-courses.service';

const coursePageRoutes = (deps: ServiceDeps): AbpRoute[] => [
  defineRoute({
    service: 'Page',
    method: 'Create',
    access: Permission.Examinations,
    summary: 'Adds a page at the end of its course type; rich text is sanitized and copied as plain text.',
    input: createPageInput,
    result: pageDto,
    handler: (ctx, input) => pages.createPage(deps, ctx, input),
  }),
  defineRoute({
    service: 'Page',
    method: 'Update',
    access: Permission.Examinations,
    summary: 'Changes a page’s names and content; its rank stays.',
    input: updatePageInput,
    pathParam: 'id',
    result: pageDto,
    handler: (ctx, input) => pages.updatePage(deps, ctx, input),
  }),
  defineRoute({
    service: 'Page',
    method: 'Delete',
    access: Permission.Examinations,
    summary: 'Deletes a page; the pages after it move up one rank.',
    input: pageIdPath,
    pathParam: 'id',
    result: z.null(),
    handler: (ctx, input) => pages.deletePage(deps, ctx, input.id),
  }),
  defineRoute({
    service: 'Page',
    method: 'GetDetail',
    access: Permission.Examinations,
    summary: 'One page with its content, for editing.',
    input: pageIdPath,
    pathParam: 'id',
    result: pageDto,
    handler: (ctx, input) => pages.getPageDetail(deps, ctx, input.id),
  }),
  defineRoute({
    service: 'Page',
    method: 'GetList',
    access: Permission.Examinations,
    summary: 'The pages of a course type by rank; a keyword searches names and content.',
    input: pageListInput,
    pathParam: 'type',
    result: listResult(pageSummaryDto),
    handler: (ctx, input) => pages.getPageList(deps, ctx, input),
  }),
  defineRoute({
    service: 'Page',
    method: 'GetShowPage',
    access: 'signedIn',
    summary: 'The page at a rank for the reader; showing it records it as read.',
    input: showPageInput,
    result: showPageDto,
    handler: (ctx, input) => reading.getShowPage(deps, ctx, input),
  }),
  defineRoute({
    service: 'Page',
    method: 'Ranking',
    access: Permission.Examinations,
    verb: 'PUT',
    summary: 'Moves a page to a rank: Push shifts the pages between, Swap exchanges two. Answers the new order.',
    input: rankingInput,
    result: listResult(pageSummaryDto),
    handler: (ctx, input) => pages.rankPage(deps, ctx, input),
  }),
  defineRoute({
    service: 'Page',
    method: 'IsReadAllPageOfCourseActive',
    access: 'signedIn',
    verb: 'GET',
    summary: 'True when the course of the type is missing or inactive, or the caller has read every page of it.',
    input: courseTypeInput,
    result: z.boolean(),
    handler: (ctx, input) => reading.isReadAllPageOfCourseActive(deps, ctx, input.courseType),
  }),
  defineRoute({
    service: 'Page',
    method: 'GetAllMinified',
    access: 'signedIn',
    summary: 'The table of contents of a course type, each page marked read or not for the caller.',
    input: minifiedPagesInput,
    result: listResult(pageSummaryDto),
    handler: (ctx, input) => pages.getAllMinified(deps, ctx, input.type),
  }),
];

const courseRoutesOnly = (deps: ServiceDeps): AbpRoute[] => [
  defineRoute({
    service: 'Course',
    method: 'Create',
    access: Permission.Examinations,
    summary: 'Creates the course of a type; each tenant has one per type.',
    input: createCourseInput,
    result: courseDto,
    handler: (ctx, input) => courses.createCourse(deps, ctx, input),
  }),
  defineRoute({
    service: 'Course',
    method: 'Update',
    access: Permission.Examinations,
    summary: 'Changes a course’s name and description.',
    input: updateCourseInput,
    pathParam: 'id',
    result: courseDto,
    handler: (ctx, input) => courses.updateCourse(deps, ctx, input),
  }),
  defineRoute({
    service: 'Course',
    method: 'UpdateStatus',
    access: Permission.Examinations,
    summary: 'Switches a course on or off; no body is needed.',
    input: courseIdPath,
    pathParam: 'id',
    result: courseDto,
    handler: (ctx, input) => courses.toggleCourseStatus(deps, ctx, input.id),
  }),
  defineRoute({
    service: 'Course',
    method: 'Delete',
    access: Permission.Examinations,
    summary: 'Deletes a course with the pages of its type.',
    input: courseIdPath,
    pathParam: 'id',
    result: z.null(),
    handler: (ctx, input) => courses.deleteCourse(deps, ctx, input.id),
  }),
  defineRoute({
    service: 'Course',
    method: 'Get',
    access: 'signedIn',
    summary: 'One course with its number of pages.',
    input: courseIdPath,
    pathParam: 'id',
    result: courseDto,
    handler: (ctx, input) => courses.getCourse(deps, ctx, input.id),
  }),
  defineRoute({
    service: 'Course',
    method: 'GetAll',
    access: 'signedIn',
    summary: 'A page of courses, filtered by type, active state and keyword.',
    input: getCoursesInput,
    result: pagedResult(courseDto),
    handler: (ctx, input) => courses.getCourses(deps, ctx, input),
  }),
];

/** Fastify hands a missing body to validation as null, and the contract's default covers only undefined. */
const enrolInput = z.preprocess((body) => body ?? undefined, createUserCourseInput);

const readerRoutes = (deps: ServiceDeps): AbpRoute[] => [
  defineRoute({
    service: 'UserCourse',
    method: 'Create',
    access: 'signedIn',
    summary: 'Enrols the caller in a course type (A1/A3 when the body is empty).',
    input: enrolInput,
    result: userCourseDto,
    handler: (ctx, input) => reading.createUserCourse(deps, ctx, input.courseType),
  }),
  defineRoute({
    service: 'UserCourse',
    method: 'getUserCourse',
    access: 'signedIn',
    summary: 'The caller’s enrolments with how many pages they have read.',
    result: listResult(userCourseDto),
    handler: (ctx) => reading.getUserCourses(deps, ctx),
  }),
  defineRoute({
    service: 'Pilot',
    method: 'GetCourseStatus',
    access: 'signedIn',
    summary: 'Each course type as the caller stands in it: pages read, finished, and the rank to resume at.',
    result: courseStatusResult,
    handler: (ctx) => reading.getCourseStatus(deps, ctx),
  }),
];

export const courseRoutes = (deps: ServiceDeps): AbpRoute[] => [...coursePageRoutes(deps), ...courseRoutesOnly(deps), ...readerRoutes(deps)];
