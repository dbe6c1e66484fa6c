/** Being built. */
export function QuestionEditorPage() {
  return null;
}
