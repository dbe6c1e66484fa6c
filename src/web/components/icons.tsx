import type { ReactNode } from 'react';

/** Small inline icons (no icon font or CDN: the Content Security Policy allows only this origin). */
const base = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** One icon's paths in the shared frame: 18 px, stroked in the text's colour, hidden from screen readers. */
export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg {...base} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function EditIcon() {
  return (
    <Icon>
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </Icon>
  );
}

export function TrashIcon() {
  return (
    <Icon>
      <path d="M4 7h16" />
      <path d="M10 11v6M14 11v6" />
      <path d="M6 7l1 13h10l1-13" />
      <path d="M9 7V4h6v3" />
    </Icon>
  );
}

export function EyeIcon() {
  return (
    <Icon>
      <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}

/** A chevron pointing down, or up when what it opens is open. */
export function ChevronIcon({ up = false }: { up?: boolean }) {
  return (
    <Icon>
      <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
    </Icon>
  );
}
