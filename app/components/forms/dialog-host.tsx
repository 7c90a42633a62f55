// Renders the dialog asked for through app/lib/dialogs.ts. Each dialog is its own chunk, loaded on
// first open, so no page ships form code it may never use.
import { lazy, Suspense } from 'react';
import { closeDialog, useOpenDialog } from '../../lib/dialogs';

const AvailabilityDialog = lazy(() => import('./availability-dialog'));
const PlanRequestDialog = lazy(() => import('./plan-request-dialog'));
const ChatDialog = lazy(() => import('./chat-dialog'));

export function DialogHost() {
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
