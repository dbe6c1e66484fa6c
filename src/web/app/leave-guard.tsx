import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { hasUnsavedChanges, isForcedNavigation } from '../lib/unsaved-changes';

/**
 * Asks before a link, the back button or a redirect of the app leaves a page whose form holds
 * unsaved changes (the browser itself asks before the tab closes or reloads). A change of the
 * query alone (a filter, a page of a list) stays on the page and is not asked about.
 */
export function LeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && !isForcedNavigation(nextLocation.state) && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // The dialog's code comes when first needed: most visits never leave a form half-filled.
    void import('../components/confirm-leave').then(({ confirmLeave }) =>
      confirmLeave({ leave: () => blocker.proceed(), stay: () => blocker.reset() }),
    );
  }, [blocker]);
  return null;
}
