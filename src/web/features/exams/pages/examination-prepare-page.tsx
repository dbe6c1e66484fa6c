/** Being built. */
export function ExaminationPreparePage() {
  return null;
}
