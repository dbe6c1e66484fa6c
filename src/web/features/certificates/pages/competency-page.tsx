/** Being built. */
export function CompetencyPage() {
  return null;
}
