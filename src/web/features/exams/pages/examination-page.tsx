/** Being built. */
export function ExaminationPage() {
  return null;
}
