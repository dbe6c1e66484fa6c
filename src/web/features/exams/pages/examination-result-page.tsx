/** Being built. */
export function ExaminationResultPage() {
  return null;
}
