import type pg from 'pg';
import { ExamSessionStatus } from '../../../shared/enums';
import { userExaminations } from '../../db/schema';
import { rowOf } from '../../db/raw-rows';
import { courseStandingSql, type CourseStanding } from '../courses';
import type { AttemptRow } from './exams.queries';

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
  /** Null when the tenant has no course of the type; its first unread page is null when the course is inactive. */
  course: CourseStanding | null;
  grant: PendingGrant | undefined;
}

/* The course part is the courses module's own subquery (`courseStandingSql`), so that a start reads its whole standing in one round trip. */
const standingSql = `
  select u.date_of_birth,
         course.is_active as course_is_active,
         course.first_unread_rank as course_first_unread_rank,
         pending.id as grant_id,
         pending.extra_time_percent as grant_extra_time_percent,
         open_attempt.*
    from users u
    left join user_examinations open_attempt on open_attempt.user_id = u.id and open_attempt.certificate_type = $2 and open_attempt.status = $4
    left join exam_accommodations pending on pending.user_id = u.id and pending.used_time is null and pending.revoked_time is null
    left join lateral (${courseStandingSql({ userId: 'u.id', courseType: '$2', tenantId: '$3' })}
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
  const { rows } = await pool.query({
    name: 'exam-start-standing',
    text: standingSql,
    values: [a.userId, a.certificateType, a.tenantId, ExamSessionStatus.Inprogress],
  });
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
