// Whether the phone line is open now (SPEC 9: 7am-11pm ET, every day, as the editors set the times).
import { site } from '../../content/site';
import type { SiteContacts } from '../../contracts/content-documents.ts';

function minutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Minutes since midnight at the business's time zone. */
function localMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: site.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

export function isLineOpen(hours: SiteContacts['hours'], at: Date = new Date()): boolean {
  const now = localMinutes(at);
  return now >= minutes(hours.opens) && now < minutes(hours.closes);
}
