/** Being built. */
export function ExamSessionsPage() {
  return null;
}
