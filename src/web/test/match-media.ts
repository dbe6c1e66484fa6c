/**
 * jsdom and happy-dom have no `matchMedia`, which Mantine asks at start. Without a width every query
 * answers "no match" (a wide screen, as far as the portal's queries go); with one, the width
 * queries (`max-width`, `min-width`, in px or em) answer as a screen that wide would.
 */
export function stubMatchMedia(width?: number): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: width !== undefined && matchesWidth(query, width),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((max|min)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, side, value, unit]) => {
    const pixels = Number(value) * (unit === 'px' ? 1 : 16);
    return side === 'max' ? width <= pixels : width >= pixels;
  });
}
