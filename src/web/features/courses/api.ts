import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../lib/paged-query';
import type {
  CreateCourseInput,
  CreatePageInput,
  PageSummaryDto,
  RankingInput,
  UpdateCourseInput,
  UpdatePageInput,
} from '../../../shared/contracts/courses';
import { courseEndpoints, pageEndpoints, userCourseEndpoints } from '../../../shared/contracts/client/courses';
import { call } from '../../lib/api-client';
import type { CourseType } from './course-type';

export const courseKeys = {
  all: ['courses'] as const,
  course: (type: CourseType) => [...courseKeys.all, 'course', type] as const,
  pagesOf: (type: CourseType) => [...courseKeys.all, 'pages', type] as const,
  pages: (type: CourseType, keyword: string) => [...courseKeys.pagesOf(type), keyword] as const,
  pageDetail: (id: number) => [...courseKeys.all, 'page', id] as const,
  contents: (type: CourseType) => [...courseKeys.all, 'contents', type] as const,
  show: (type: CourseType, rank: number) => [...courseKeys.all, 'show', type, rank] as const,
  // The pilot's home page reads the same key (it may not import this feature), so keep it as it is.
  status: () => [...courseKeys.all, 'status'] as const,
};

/** The course of a type, or null when none has been created. */
export const courseQuery = (type: CourseType) =>
  queryOptions({
    queryKey: courseKeys.course(type),
    queryFn: async ({ signal }) => {
      const page = await call(courseEndpoints.getAll, { courseType: type, maxResultCount: 1 }, signal);
      return page.items[0] ?? null;
    },
  });

/** An editor's list of a type's pages, in rank order, optionally narrowed by a keyword. */
export const pageListQuery = (type: CourseType, keyword: string) =>
  pagedQueryOptions({
    queryKey: courseKeys.pages(type, keyword),
    queryFn: async ({ signal }) => {
      const list = await call(pageEndpoints.getList, { type, keyword: keyword || undefined }, signal);
      return [...list.items].sort((a, b) => a.rank - b.rank);
    },
  });

export const pageDetailQuery = (id: number) =>
  queryOptions({
    queryKey: courseKeys.pageDetail(id),
    queryFn: ({ signal }) => call(pageEndpoints.getDetail, { id }, signal),
  });

/** The reader's table of contents, with the pilot's read marks. */
export const contentsQuery = (type: CourseType) =>
  queryOptions({
    queryKey: courseKeys.contents(type),
    queryFn: async ({ signal }) => {
      const list = await call(pageEndpoints.getAllMinified, { type }, signal);
      return [...list.items].sort((a, b) => a.rank - b.rank);
    },
  });

/** Opening a page marks it read on the server; the screen shows "not found" itself. */
export const showPageQuery = (type: CourseType, rank: number) =>
  queryOptions({
    queryKey: courseKeys.show(type, rank),
    queryFn: ({ signal }) => call(pageEndpoints.getShowPage, { rank, courseType: type }, signal),
    // The page on screen stays until the next one arrives, so the reader does not flash a loader between pages.
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** The pilot's progress in every course type. */
export const courseStatusQuery = () =>
  queryOptions({
    queryKey: courseKeys.status(),
    queryFn: async ({ signal }) => (await call(userCourseEndpoints.getCourseStatus, undefined, signal)).items,
  });

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCourseInput) => call(courseEndpoints.create, input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCourseInput) => call(courseEndpoints.update, input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

/** Flips the active switch at once and puts it back if the server refuses. */
export function useToggleCourseStatus(type: CourseType) {
  const queryClient = useQueryClient();
  const key = courseQuery(type).queryKey;
  return useMutation({
    mutationFn: (id: number) => call(courseEndpoints.updateStatus, { id }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, { ...previous, isActive: !previous.isActive });
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(courseEndpoints.delete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePageInput) => call(pageEndpoints.create, input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePageInput) => call(pageEndpoints.update, input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(pageEndpoints.delete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

/** The list with `id` moved to `rank` (Push), ranks renumbered 1..n. */
export function pushed(list: readonly PageSummaryDto[], id: number, rank: number): PageSummaryDto[] {
  const from = list.findIndex((p) => p.id === id);
  if (from < 0) return [...list];
  const to = Math.min(Math.max(rank - 1, 0), list.length - 1);
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next.map((p, i) => ({ ...p, rank: i + 1 }));
}

/**
 * Moves a page of the unfiltered list: the new order shows at once, the server's order replaces it
 * when the answer comes, and the old order comes back if the server refuses.
 */
export function useRankPage(type: CourseType) {
  const queryClient = useQueryClient();
  const key = pageListQuery(type, '').queryKey;
  return useMutation({
    mutationFn: (input: RankingInput) => call(pageEndpoints.ranking, input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: courseKeys.pagesOf(type) });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, pushed(previous, input.id, input.rank));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData(
        key,
        [...result.items].sort((a, b) => a.rank - b.rank),
      );
    },
    onSettled: (_result, error) => {
      // After a success the unfiltered list is already the server's; other keyword lists and the reader's contents are stale.
      void queryClient.invalidateQueries({ queryKey: courseKeys.pagesOf(type), predicate: (q) => Boolean(error) || q.queryKey[3] !== '' });
      void queryClient.invalidateQueries({ queryKey: courseKeys.contents(type) });
    },
  });
}

/** The pilot's enrolment on first opening a course; the server keeps one per type. */
export function useEnrol() {
  return useMutation({
    mutationFn: (courseType: CourseType) => call(userCourseEndpoints.create, { courseType }),
    meta: { silent: true },
  });
}
