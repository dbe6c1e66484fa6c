/** Being built. */
export function ExamResultsPage() {
  return null;
}
