// Attribution names shared by the browser (app/lib/attribution.ts) and the server, without zod so
// the capture code in every page stays small. The rules that check the values: lead-record.ts.

/** Every attribution value is a string of at most this many characters. */
export const ATTRIBUTION_MAX = 500;
/** How long the browser keeps a touch (first-party storage). */
export const ATTRIBUTION_DAYS = 30;

/** Query parameters that make a visit a campaign touch, and the touch field each one fills. */
export const CAMPAIGN_PARAMS = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  utm_term: 'term',
  utm_content: 'content',
  gclid: 'gclid',
  gbraid: 'gbraid',
  wbraid: 'wbraid',
  fbclid: 'fbclid',
  msclkid: 'msclkid',
} as const;

export type CampaignField = (typeof CAMPAIGN_PARAMS)[keyof typeof CAMPAIGN_PARAMS];

export type Touch = Partial<Record<CampaignField, string>> & {
  /** External referrer: origin and path, no query or fragment. */
  referrer?: string;
  /** Path on this site where the visit landed (no query). */
  landingPage?: string;
  /** When the touch happened (ISO time). */
  at?: string;
};

export type Attribution = { firstTouch?: Touch; lastTouch?: Touch };

const campaignFieldList = Object.values(CAMPAIGN_PARAMS) as CampaignField[];

/** A touch with neither campaign data nor an external referrer: the visit came "direct". */
export function isDirect(touch: Touch | undefined): boolean {
  return !touch || (!touch.referrer && campaignFieldList.every((f) => !touch[f]));
}
