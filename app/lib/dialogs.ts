// Opens the site's request dialogs from anywhere (buttons, table actions, the zip helper) without
// shipping their code with the page: the dialog modules load on first open (<DialogHost>).
import { useSyncExternalStore } from 'react';
import type { PackageCard } from '../../contracts/content';
import { rememberedZip } from './zip-memory';

/** A plan from the finder: its Broadband Facts label id and the label fields the visitor saw. */
export type PlanChoice = { uniquePlanId: string; labelId: string; facts: Record<string, string> };

export type AvailabilityPrefill = { zipCode?: string; city?: string };

export type DialogRequest =
  | { kind: 'availability'; prefill: AvailabilityPrefill }
  | { kind: 'plan'; plan: PackageCard; choice?: PlanChoice }
  | { kind: 'chat' };

type OpenDialog = DialogRequest & { id: number; opener: HTMLElement | null };

let current: OpenDialog | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: OpenDialog | null) {
  current = next;
  for (const l of listeners) l();
}

function open(request: DialogRequest) {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  set({ ...request, id: nextId++, opener: current?.opener ?? opener });
}

/** Check Availability (SPEC 2): optional zip and city prefill, e.g. from the zip-code helper. */
export function openAvailabilityDialog(prefill: AvailabilityPrefill = {}): void {
  // Without a ZIP of its own, the dialog starts from the ZIP the visitor last looked up.
  open({
    kind: 'availability',
    prefill: prefill.zipCode ? prefill : { ...prefill, zipCode: rememberedZip() },
  });
}

/** Choose Plan / Subscribe Now: a plan request for the plan as currently shown. */
export function openPlanDialog(plan: PackageCard, choice?: PlanChoice): void {
  open({ kind: 'plan', plan: { ...plan, packageDescription: [...plan.packageDescription] }, choice });
}

/** Chat With Us: the phone line (open now or not) and the message form. */
export function openChatDialog(): void {
  open({ kind: 'chat' });
}

/**
 * Closes the open dialog and gives focus back to the control that opened it, unless the dialog
 * sends the visitor somewhere else (Chat With Us → the message form).
 */
export function closeDialog(options: { restoreFocus?: boolean } = {}): void {
  if (!current) return;
  const opener = current?.opener;
  set(null);
  if (options.restoreFocus !== false && opener?.isConnected) opener.focus();
}

export function useOpenDialog(): OpenDialog | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
