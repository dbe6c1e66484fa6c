import { Box, type BoxProps } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { contentStart, mainContentId } from './skip-link';

/**
 * Props for the `<main>` landmark. After a navigation inside the app, focus moves to the page's
 * content (past a menu inside `<main>`, as on My pages) so keyboard and screen-reader users start
 * at the new page rather than at the link they left.
 */
export function useMainFocus() {
  const location = useLocation();
  const ref = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    (contentStart() ?? ref.current)?.focus({ preventScroll: true });
  }, [location.pathname]);
  return { ref, id: mainContentId, tabIndex: -1, className: 'main-content' } as const;
}

export function MainRegion({ children, ...props }: BoxProps & { children: ReactNode }) {
  const focus = useMainFocus();
  return (
    <Box component="main" {...focus} {...props}>
      {children}
    </Box>
  );
}
