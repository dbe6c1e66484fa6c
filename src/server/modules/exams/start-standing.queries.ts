import type pg from 'pg';
import { userExaminations } from '../../db/schema';
import { rowOf } from '../../db/raw-rows';
import type { AttemptRow } from './exams.queries';

/** The course of the exam's type as a start sees it (the same as `courseStandingOf` of the courses module answers). */
export interface StartCourse {
  isActive: boolean;
  /** The first page by rank that the candidate has not opened; null when none is left, or when the course is inactive. */
  firstUnreadRank: number | null;
}

/** The candidate's pending extra-time grant, which the next start uses up. */
export interface PendingGrant {
  id: number;
  extraTimePercent: number;
}

/** Everything about the candidate that a start asks before anything else. */
export interface StartStanding {
  /** The attempt of the type still in progress, overdue or not. */
  open: AttemptRow | undefined;
  dateOfBirth: string | null;
  /** Null when the tenant has no course of the type. */
  course: StartCourse | null;
  grant: PendingGrant | undefined;
}

/*
 * The course part is `courseStandingOf` (modules/courses/progress.queries.ts) inlined, so that a
 * start reads its whole standing in one round trip; `courses_type_key` is an index on
 * coalesce(tenant_id, 0), which the tenant's condition matches. An inactive course need not be
 * read, so its pages are not counted.
 */
const standingSql = `
  select u.date_of_birth,
         course.is_active as course_is_active,
         course.first_unread_rank as course_first_unread_rank,
         pending.id as grant_id,
         pending.extra_time_percent as grant_extra_time_percent,
         open_attempt.*
    from users u
    left join user_examinations open_attempt on open_attempt.user_id = u.id and open_attempt.certificate_type = $2 and open_attempt.status = 1
    left join exam_accommodations pending on pending.user_id = u.id and pending.used_time is null and pending.revoked_time is null
    left join lateral (
      select c.is_active,
             case when c.is_active then (
               select min(p.rank) from course_pages p
                 left join course_page_reads r on r.page_id = p.id and r.user_id = u.id
                where p.course_type = $2 and coalesce(p.tenant_id, 0) = coalesce($3::int, 0) and r.page_id is null)
             end as first_unread_rank
        from courses c
       where coalesce(c.tenant_id, 0) = coalesce($3::int, 0) and c.course_type = $2
    ) course on true
   where u.id = $1`;

/**
 * The candidate's open attempt of the type, date of birth, place in the course of the type and
 * pending extra-time grant, in one prepared statement: a synchronized sitting asks this a
 * thousand times within two seconds, and each round trip wakes a database backend that takes a
 * core from the portal.
 */
export async function findStartStanding(
  pool: pg.Pool,
  a: { userId: number; certificateType: number; tenantId: number | null },
): Promise<StartStanding> {
  const { rows } = await pool.query({ name: 'exam-start-standing', text: standingSql, values: [a.userId, a.certificateType, a.tenantId] });
  const row = rows[0] as Record<string, unknown> | undefined;
  if (!row) return { open: undefined, dateOfBirth: null, course: null, grant: undefined };
  return {
    open: row.id === null ? undefined : rowOf(userExaminations, row),
    dateOfBirth: row.date_of_birth as string | null,
    course:
      row.course_is_active === null
        ? null
        : { isActive: row.course_is_active as boolean, firstUnreadRank: row.course_first_unread_rank as number | null },
    grant: row.grant_id === null ? undefined : { id: row.grant_id as number, extraTimePercent: row.grant_extra_time_percent as number },
  };
}
