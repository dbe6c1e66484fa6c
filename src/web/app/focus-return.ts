/**
 * When a dialog closes, the focus goes back to what had it before the dialog took it (WCAG
 * 2.4.3), for every dialog of the app, whoever wrote it. Mantine does this only for a modal that
 * was mounted closed and then opened; a dialog mounted already open (loaded with its first use,
 * or made anew for a fresh form) left the focus on the page's body, and a keyboard user back at
 * the top of the page. Watching the focus for the whole document means no dialog can forget.
 */
const dialogSelector = '[role="dialog"], [role="alertdialog"]';

export function installFocusReturn(doc: Document = document): () => void {
  const view = doc.defaultView ?? window;
  /** Each dialog, and what had the focus when the focus first went into it. */
  const openers = new WeakMap<Element, HTMLElement>();
  /** The dialogs the focus has been in that are still on the screen. */
  const watched = new Set<Element>();
  let lastFocused: HTMLElement | null = null;

  const isGone = (dialog: Element) => !dialog.isConnected || !(dialog as HTMLElement).checkVisibility();
  const lost = () => !doc.activeElement || doc.activeElement === doc.body;

  /** The opener to go back to: the dialog's own, or if that went too, the one before it. */
  function returnTarget(dialog: Element): HTMLElement | null {
    let target = openers.get(dialog) ?? null;
    while (target && !target.isConnected) {
      const outer = target.closest(dialogSelector);
      target = outer ? (openers.get(outer) ?? null) : null;
    }
    return target;
  }

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof view.HTMLElement)) return;
    const dialog = target.closest(dialogSelector);
    if (dialog) {
      if (!openers.has(dialog) && lastFocused && !dialog.contains(lastFocused)) openers.set(dialog, lastFocused);
      watched.add(dialog);
    }
    lastFocused = target;
  };

  // A dialog's content leaves the page at the end of its exit transition, and a removed element
  // fires no focus event: watch the page for the dialogs the focus has been in going away.
  const observer = new view.MutationObserver(() => {
    for (const dialog of watched) {
      if (!isGone(dialog)) continue;
      watched.delete(dialog);
      if (lost()) returnTarget(dialog)?.focus({ preventScroll: true });
    }
  });

  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
