/** Being built. */
export function CategoryPage() {
  return null;
}
