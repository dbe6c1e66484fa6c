import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../lib/use-session';

/**
 * The modals and notifications, loaded the first time something asks for one: most visits (a
 * sign-in, a certificate check) never show either, and their code is a good part of the shell.
 *
 * `modals.open…` from `@mantine/modals` announces a modal with a window event that the provider
 * listens for. Until the provider is loaded, those events are kept here and sent again once it
 * listens, so no modal is lost. Notifications live in a store of their own; the container is
 * loaded when the store first holds one, and shows it then. Only signed-in screens show
 * notifications (a saved change, a new message), so the watch on the store comes with the session:
 * an anonymous visit loads none of it.
 */
const modalEventTypes = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

const early: { type: string; detail: unknown }[] = [];
let keeping = true;
const wanted = new Set<() => void>();

function keep(event: Event): void {
  if (!keeping) return;
  early.push({ type: event.type, detail: (event as CustomEvent).detail });
  for (const notify of wanted) notify();
}

if (typeof window !== 'undefined') for (const type of modalEventTypes) window.addEventListener(type, keep);

const ModalsProvider = lazy(async () => ({ default: (await import('./overlay-parts')).ModalsProvider }));
const NotificationHost = lazy(async () => ({ default: (await import('./notification-host')).NotificationHost }));

/** Inside the provider, so its listeners are in place (a layout effect) before this effect runs. */
function ReplayEarlyEvents() {
  useEffect(() => {
    keeping = false;
    for (const { type, detail } of early.splice(0)) window.dispatchEvent(new CustomEvent(type, { detail }));
  }, []);
  return null;
}

function ModalHost() {
  const [needed, setNeeded] = useState(() => early.length > 0 || !keeping);
  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    wanted.add(need);
    if (early.length > 0) need();
    return () => void wanted.delete(need);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <ReplayEarlyEvents />
      </ModalsProvider>
    </Suspense>
  );
}

/** Once signed in, the watch on the notification store stays, so a notification shown as the session ends still shows. */
function SessionNotifications() {
  const { signedIn } = useSession();
  const [watching, setWatching] = useState(false);
  if (signedIn && !watching) setWatching(true);
  if (!watching) return null;
  return (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  );
}

export function Overlays() {
  return (
    <>
      <ModalHost />
      <SessionNotifications />
    </>
  );
}
