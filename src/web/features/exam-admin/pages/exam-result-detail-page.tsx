/** Being built. */
export function ExamResultDetailPage() {
  return null;
}
