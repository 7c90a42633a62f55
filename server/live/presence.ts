// Who is viewing which lead (issue 36 item 3, decision 086): each console tab says which lead page
// it shows (POST /api/admin/presence, again every PRESENCE_REFRESH_MS of contracts/console.ts
// while it stays, and `null` when it leaves); its stream's end says it left too. The lead feed
// carries each view to the other servers on its link, so every server knows every tab's view and
// tells its own streams of a lead's viewers when they change. A view that is not said again for
// PRESENCE_TTL_BEATS heartbeats is dropped (a tab that vanished with its server). Operator ids
// only: the console names them from its list of operators.

/** One tab's view: `leadId` null when it left every lead page. */
export type LeadView = { operator: string; tab: string; leadId: string | null };

/** Heartbeats (15 s each) a view lives without being said again: more than one refresh. */
export const PRESENCE_TTL_BEATS = 3;
/** Tabs one operator may hold views for: the oldest goes past it (a runaway client cannot grow the map). */
export const MAX_VIEWS_PER_OPERATOR = 20;

/** A tab's id as the console makes it (and as the presence route and the link accept it). */
export const TAB_ID = /^[\w-]{8,40}$/;

export class LeadPresence {
  /** `operator tab` → the lead it views and the beats since it was last said. */
  private readonly views = new Map<string, { operator: string; leadId: string; beats: number }>();

  /** Sets one tab's view; returns the leads whose viewers changed. */
  set(view: LeadView): string[] {
    const key = `${view.operator} ${view.tab}`;
    const before = this.views.get(key);
    this.views.delete(key);
    const changed = new Set<string>();
    if (view.leadId) {
      this.views.set(key, { operator: view.operator, leadId: view.leadId, beats: 0 });
      for (const gone of this.trim(view.operator)) changed.add(gone);
    }
    if (before?.leadId !== view.leadId) {
      if (before) changed.add(before.leadId);
      if (view.leadId) changed.add(view.leadId);
    }
    return [...changed];
  }

  /** Past the per-operator cap, the operator's oldest views go; returns their leads. */
  private trim(operator: string): string[] {
    const mine = [...this.views].filter(([, v]) => v.operator === operator);
    return mine.slice(0, Math.max(0, mine.length - MAX_VIEWS_PER_OPERATOR)).map(([key, v]) => {
      this.views.delete(key);
      return v.leadId;
    });
  }

  /** A heartbeat: views not said again for PRESENCE_TTL_BEATS go; returns the leads whose viewers changed. */
  beat(): string[] {
    const changed = new Set<string>();
    for (const [key, v] of this.views) {
      v.beats++;
      if (v.beats > PRESENCE_TTL_BEATS) {
        this.views.delete(key);
        changed.add(v.leadId);
      }
    }
    return [...changed];
  }

  /** The lead a tab views, if any. */
  leadOf(operator: string, tab: string): string | undefined {
    return this.views.get(`${operator} ${tab}`)?.leadId;
  }

  /** Who views a lead: operator ids, each once, in a stable order. */
  viewersOf(leadId: string): string[] {
    const ids = new Set<string>();
    for (const v of this.views.values()) if (v.leadId === leadId) ids.add(v.operator);
    return [...ids].sort();
  }

  get size(): number {
    return this.views.size;
  }
}
