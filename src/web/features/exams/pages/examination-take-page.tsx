/** Being built. */
export function ExaminationTakePage() {
  return null;
}
