/** Being built. */
export function CourseReaderPage() {
  return null;
}
