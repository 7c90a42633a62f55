// Whether the toast container is wanted yet: it mounts with the first toast (see notify.ts). Kept
// apart from notify.ts so the page bundle carries only this flag, not the messages.
import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
}
