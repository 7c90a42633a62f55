// Campaign attribution kept in first-party storage (docs/api.md, "Lead record"): the first and the
// latest touch of visits that arrived with campaign parameters or from another site, for 30 days.
// No third-party script, no cookie: localStorage on this origin, read only when a lead is sent.
import {
  ATTRIBUTION_DAYS,
  ATTRIBUTION_MAX,
  type Attribution,
  CAMPAIGN_PARAMS,
  isDirect,
  type Touch,
} from '../../contracts/attribution';
import type { Language } from '../../contracts/lead-record.ts';
import { pageLanguage } from './language';

export const attributionStorageKey = 'hw-attribution';
const maxAgeMs = ATTRIBUTION_DAYS * 86_400_000;
const maxAttributionJson = 4000;

/** The touch this page view represents: campaign parameters and the external referrer, if any. */
export function touchFrom(url: URL, referrer: string, now = new Date()): Touch {
  const touch: Touch = { landingPage: url.pathname.slice(0, ATTRIBUTION_MAX), at: now.toISOString() };
  for (const [param, field] of Object.entries(CAMPAIGN_PARAMS)) {
    const v = url.searchParams.get(param)?.trim();
    if (v) touch[field] = v.slice(0, ATTRIBUTION_MAX);
  }
  if (referrer && URL.canParse(referrer)) {
    const r = new URL(referrer);
    if (r.origin !== url.origin && (r.protocol === 'https:' || r.protocol === 'http:')) {
      touch.referrer = `${r.origin}${r.pathname}`.slice(0, ATTRIBUTION_MAX);
    }
  }
  return touch;
}

function fresh(touch: Touch | undefined, now: number): Touch | undefined {
  if (!touch?.at) return undefined;
  const at = Date.parse(touch.at);
  return Number.isNaN(at) || now - at > maxAgeMs ? undefined : touch;
}

/** What is stored, with touches older than 30 days forgotten. */
export function readAttribution(
  storage: Pick<Storage, 'getItem'>,
  now = Date.now(),
): Attribution | undefined {
  try {
    const raw = storage.getItem(attributionStorageKey);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Attribution;
    const firstTouch = fresh(parsed.firstTouch, now);
    const lastTouch = fresh(parsed.lastTouch, now);
    if (!firstTouch && !lastTouch) return undefined;
    return { ...(firstTouch ? { firstTouch } : {}), ...(lastTouch ? { lastTouch } : {}) };
  } catch {
    return undefined;
  }
}

/**
 * Records this page view when it is a touch (not a direct visit): it becomes the latest touch, and
 * the first touch too when none is remembered. A direct visit changes nothing.
 */
export function recordTouch(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  touch: Touch,
  now = Date.now(),
): void {
  if (isDirect(touch)) return;
  const known = readAttribution(storage, now);
  const next: Attribution = { firstTouch: known?.firstTouch ?? known?.lastTouch ?? touch, lastTouch: touch };
  try {
    storage.setItem(attributionStorageKey, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): attribution is a nice-to-have, never an error.
  }
}

/** Called once per page load (root layout). */
export function captureAttribution(): void {
  try {
    recordTouch(localStorage, touchFrom(new URL(location.href), document.referrer));
  } catch {
    // localStorage can throw when the browser blocks storage.
  }
}

/** What a lead request carries about where the visitor came from, their privacy signal and the page's language. */
export function leadContext(): { attribution?: Attribution; gpc?: true; language: Language } {
  let attribution: Attribution | undefined;
  try {
    attribution = readAttribution(localStorage);
  } catch {}
  // Never let attribution push a lead over the API's body limit (16 KB): keep it to a few KB.
  if (attribution && JSON.stringify(attribution).length > maxAttributionJson) {
    attribution = attribution.lastTouch ? { lastTouch: attribution.lastTouch } : undefined;
    if (attribution && JSON.stringify(attribution).length > maxAttributionJson) attribution = undefined;
  }
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return { ...(attribution ? { attribution } : {}), ...(gpc ? { gpc: true } : {}), language: pageLanguage() };
}
