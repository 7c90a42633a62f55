// How a lead's story (GET /api/admin/leads/:id) reads on its page: the touches it came from, its
// consent and its privacy flags, in the words of the people working it. Pure, so it is unit-tested.
import type { Attribution, Touch } from '../../contracts/attribution.ts';
import { formatTime } from './ui';

/** A touch's fields in reading order, with their labels (click ids name their ad network). */
const touchFields: [keyof Touch, string][] = [
  ['source', 'Source'],
  ['medium', 'Medium'],
  ['campaign', 'Campaign'],
  ['term', 'Term'],
  ['content', 'Content'],
  ['gclid', 'Google Ads click id'],
  ['gbraid', 'Google Ads click id (app)'],
  ['wbraid', 'Google Ads click id (web to app)'],
  ['fbclid', 'Meta click id'],
  ['msclkid', 'Microsoft Ads click id'],
  ['referrer', 'Referred by'],
  ['landingPage', 'Landed on'],
  ['at', 'When'],
];

/** The label / value rows of one touch, only the fields it has. */
export function touchRows(touch: Touch): [string, string][] {
  return touchFields.flatMap(([key, label]): [string, string][] => {
    const v = touch[key];
    if (!v) return [];
    return [[label, key === 'at' ? formatTime(v) : v]];
  });
}

/** The visits to show: the first and the latest, or one when they are the same visit. */
export function touchesToShow(a: Attribution | null): { title: string; touch: Touch }[] {
  const first = a?.firstTouch;
  const last = a?.lastTouch;
  if (first && last && JSON.stringify(first) !== JSON.stringify(last))
    return [
      { title: 'Latest visit', touch: last },
      { title: 'First visit', touch: first },
    ];
  const only = last ?? first;
  return only ? [{ title: 'First and latest visit', touch: only }] : [];
}

export type PrivacyFlags = {
  gpc: number;
  do_not_sell: number;
  do_not_contact: number;
  previously_opted_out: number;
};

/** The privacy flags as an agent must read them before calling. */
export function privacyRows(l: PrivacyFlags): [string, string][] {
  return [
    ['Global Privacy Control', l.gpc ? 'Sent by the visitor’s browser' : 'Not sent'],
    ['Do not sell or share', l.do_not_sell ? 'Yes' : 'No'],
    ['Do not contact', l.do_not_contact ? 'Yes: the visitor confirmed a stop-contact request' : 'No'],
    [
      'Opted out before this lead',
      l.previously_opted_out ? 'Yes: the contact was on the suppression list when it came in' : 'No',
    ],
  ];
}
