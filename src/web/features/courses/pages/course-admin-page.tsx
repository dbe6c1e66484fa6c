/** Being built. */
export function CourseAdminPage() {
  return null;
}
