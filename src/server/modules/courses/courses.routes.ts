import { coursePlatformEndpoints } from '../../../shared/contracts/course-platform';
import { courseEndpoints, pageEndpoints, userCourseEndpoints } from '../../../shared/contracts/courses';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import { createUserOnCoursePlatform } from './course-platform.service';
import * as courses from './courses.service';
import * as pages from './pages.service';
import * as reading from './user-courses.service';

const coursePageRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(pageEndpoints.create, {
    access: Permission.Examinations,
    summary: 'Adds a page at the end of its course type; rich text is sanitized and copied as plain text.',
    handler: (ctx, input) => pages.createPage(deps, ctx, input),
  }),
  route(pageEndpoints.update, {
    access: Permission.Examinations,
    summary: 'Changes a page’s names and content; its rank stays.',
    handler: (ctx, input) => pages.updatePage(deps, ctx, input),
  }),
  route(pageEndpoints.delete, {
    access: Permission.Examinations,
    summary: 'Deletes a page; the pages after it move up one rank.',
    handler: (ctx, input) => pages.deletePage(deps, ctx, input.id),
  }),
  route(pageEndpoints.getDetail, {
    access: Permission.Examinations,
    summary: 'One page with its content, for editing.',
    handler: (ctx, input) => pages.getPageDetail(deps, ctx, input.id),
  }),
  route(pageEndpoints.getList, {
    access: Permission.Examinations,
    summary: 'The pages of a course type by rank; a keyword searches names and content.',
    handler: (ctx, input) => pages.getPageList(deps, ctx, input),
  }),
  route(pageEndpoints.getShowPage, {
    access: 'signedIn',
    summary: 'The page at a rank for the reader; showing it records it as read.',
    handler: (ctx, input) => reading.getShowPage(deps, ctx, input),
  }),
  route(pageEndpoints.ranking, {
    access: Permission.Examinations,
    summary: 'Moves a page to a rank: Push shifts the pages between, Swap exchanges two. Answers the new order.',
    handler: (ctx, input) => pages.rankPage(deps, ctx, input),
  }),
  route(pageEndpoints.isReadAllPageOfCourseActive, {
    access: 'signedIn',
    summary: 'True when the course of the type is missing or inactive, or the caller has read every page of it.',
    handler: (ctx, input) => reading.isReadAllPageOfCourseActive(deps, ctx, input.courseType),
  }),
  route(pageEndpoints.getAllMinified, {
    access: 'signedIn',
    summary: 'The table of contents of a course type, each page marked read or not for the caller.',
    handler: (ctx, input) => pages.getAllMinified(deps, ctx, input.type),
  }),
];

const courseRoutesOnly = (deps: ServiceDeps): AbpRoute[] => [
  route(courseEndpoints.create, {
    access: Permission.Examinations,
    summary: 'Creates the course of a type; each tenant has one per type.',
    handler: (ctx, input) => courses.createCourse(deps, ctx, input),
  }),
  route(courseEndpoints.update, {
    access: Permission.Examinations,
    summary: 'Changes a course’s name and description.',
    handler: (ctx, input) => courses.updateCourse(deps, ctx, input),
  }),
  route(courseEndpoints.updateStatus, {
    access: Permission.Examinations,
    summary: 'Switches a course on or off; no body is needed.',
    handler: (ctx, input) => courses.toggleCourseStatus(deps, ctx, input.id),
  }),
  route(courseEndpoints.delete, {
    access: Permission.Examinations,
    summary: 'Deletes a course with the pages of its type.',
    handler: (ctx, input) => courses.deleteCourse(deps, ctx, input.id),
  }),
  route(courseEndpoints.get, {
    access: 'signedIn',
    summary: 'One course with its number of pages.',
    handler: (ctx, input) => courses.getCourse(deps, ctx, input.id),
  }),
  route(courseEndpoints.getAll, {
    access: 'signedIn',
    summary: 'A page of courses, filtered by type, active state and keyword.',
    handler: (ctx, input) => courses.getCourses(deps, ctx, input),
  }),
];

const readerRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(userCourseEndpoints.create, {
    access: 'signedIn',
    summary: 'Enrols the caller in a course type (A1/A3 when the body is empty).',
    handler: (ctx, input) => reading.createUserCourse(deps, ctx, input.courseType),
  }),
  route(userCourseEndpoints.getUserCourse, {
    access: 'signedIn',
    summary: 'The caller’s enrolments with how many pages they have read.',
    handler: (ctx) => reading.getUserCourses(deps, ctx),
  }),
  route(userCourseEndpoints.getCourseStatus, {
    access: 'signedIn',
    summary: 'Each course type as the caller stands in it: pages read, finished, and the rank to resume at.',
    handler: (ctx) => reading.getCourseStatus(deps, ctx),
  }),
  route(coursePlatformEndpoints.createUserOnCoursePlatform, {
    access: 'signedIn',
    summary: 'Makes the caller’s account on the external course platform, once; the built-in courses need none.',
    handler: (ctx) => createUserOnCoursePlatform(deps, ctx),
  }),
];

export const courseRoutes = (deps: ServiceDeps): AbpRoute[] => [
  ...coursePageRoutes(deps),
  ...courseRoutesOnly(deps),
  ...readerRoutes(deps),
];
