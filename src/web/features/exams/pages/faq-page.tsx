/** Being built. */
export function FaqPage() {
  return null;
}
