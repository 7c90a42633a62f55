// Renders the dialog asked for through app/lib/dialogs.ts. Each dialog is its own chunk, not in
// the page's initial JS: the availability and plan request dialogs are fetched once the page has
// loaded and the browser is idle (issue 39: on the first tap the dialog waited on a chain of chunk
// requests, visible 2.04 s after the click under mobile throttling); the chat dialog on first open.
import { lazy, Suspense, useEffect } from 'react';
import { closeDialog, useOpenDialog } from '../../lib/dialogs';

const load = {
  availability: () => import('./availability-dialog'),
  plan: () => import('./plan-request-dialog'),
  chat: () => import('./chat-dialog'),
};
const AvailabilityDialog = lazy(load.availability);
const PlanRequestDialog = lazy(load.plan);
const ChatDialog = lazy(load.chat);

/** After the load event and this long, when the main thread is idle: out of the page's own load. */
const PRELOAD_AFTER_LOAD_MS = 3000;

/**
 * Fetches (and evaluates) the dialogs most pages open, after the page's load has settled: a few KB
 * that make the first Check Availability or Get this plan answer without a network round trip.
 * Nothing is fetched while the page loads, so its load and blocking time stay as they were. The
 * host is mounted once, in root, for the life of the page: nothing to cancel.
 */
function preloadDialogs() {
  const fetchDialogs = () => {
    load.availability().catch(() => {});
    load.plan().catch(() => {});
  };
  const afterLoad = () =>
    setTimeout(
      () =>
        'requestIdleCallback' in window
          ? requestIdleCallback(fetchDialogs, { timeout: 5000 })
          : fetchDialogs(),
      PRELOAD_AFTER_LOAD_MS,
    );
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

export function DialogHost() {
  useEffect(preloadDialogs, []);
  const open = useOpenDialog();
  if (!open) return null;
  const onClose = () => closeDialog();
  return (
    <Suspense fallback={null}>
      {open.kind === 'availability' ? (
        <AvailabilityDialog key={open.id} prefill={open.prefill} onClose={onClose} />
      ) : open.kind === 'plan' ? (
        <PlanRequestDialog key={open.id} plan={open.plan} choice={open.choice} onClose={onClose} />
      ) : (
        <ChatDialog key={open.id} onClose={onClose} />
      )}
    </Suspense>
  );
}
