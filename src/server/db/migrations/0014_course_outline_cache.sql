-- A tenant's courses and their pages in rank order are kept in memory now (`Pilot/GetCourseStatus`,
-- modules/courses/course-outline-cache.ts): a change to either tells every portal.
create trigger courses_cache after insert or update or delete or truncate on courses
  for each statement execute function portal_cache_notify_all('courses');
--> statement-breakpoint
create trigger course_pages_cache after insert or update or delete or truncate on course_pages
  for each statement execute function portal_cache_notify_all('courses');
