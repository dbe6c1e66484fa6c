/** Being built. */
export function ExamGeneralSettingsPage() {
  return null;
}
