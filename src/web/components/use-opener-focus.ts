import { useState } from 'react';

/**
 * Hands the focus back to what had it when a dialog opened, once the dialog has closed (WCAG
 * 2.4.3). Mantine does so only for a dialog that was mounted closed and then opened; ours often
 * mount already open, loaded with their first use or made anew for a fresh form, and the focus
 * then fell to the page's body. Give the returned function to the Modal's `onExitTransitionEnd`.
 */
export function useOpenerFocus(opened: boolean): () => void {
  const [wasOpened, setWasOpened] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      const active = typeof document === 'undefined' ? null : document.activeElement;
      setOpener(active instanceof HTMLElement && active !== document.body ? active : null);
    }
  }
  // The dialog's content is removed just after its exit transition ends: look at the focus then.
  return () =>
    window.setTimeout(() => {
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body)) opener.focus({ preventScroll: true });
    });
}
