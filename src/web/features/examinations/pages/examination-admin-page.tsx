/** Being built. */
export function ExaminationAdminPage() {
  return null;
}
