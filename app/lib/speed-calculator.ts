// The speed calculator's arithmetic (/speed-calculator): the inputs from the URL, each line of the
// reasoning, and the recommendation. Pure: no DOM, no React.
import {
  type ActivityId,
  activities,
  defaultInputs,
  downloadTiers,
  headroom,
  perDevice,
  perPerson,
  uploadTiers,
} from '../../content/speed-guide.ts';

export type SpeedInputs = { people: number; devices: number } & Record<ActivityId, number>;
export type InputName = keyof SpeedInputs;

export const inputNames = Object.keys(defaultInputs) as InputName[];

export function inputMax(name: InputName): number {
  if (name === 'people') return perPerson.max;
  if (name === 'devices') return perDevice.max;
  return activities.find((a) => a.id === name)?.max ?? 10;
}

/** The inputs a query string asks for: anything missing or not a whole number in range is the default. */
export function parseInputs(search: string | URLSearchParams): SpeedInputs {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out = { ...defaultInputs } as SpeedInputs;
  for (const name of inputNames) {
    const raw = params.get(name);
    if (raw === null || !/^\s*\d{1,3}\s*$/.test(raw)) continue;
    const n = Number(raw);
    out[name] = Math.min(n, inputMax(name));
  }
  if (out.people < 1) out.people = 1;
  return out;
}

export type ReasonLine = {
  /** What the line counts: people, devices or an activity (its words: the speedCalculator area's `units`). */
  id: InputName;
  /** e.g. "2 × 4K stream at 25 Mbps down" */
  text: string;
  count: number;
  /** Each one's speeds; downMbps and upMbps are the line's (count × each). */
  eachDownMbps: number;
  eachUpMbps: number;
  downMbps: number;
  upMbps: number;
};

export type Recommendation = {
  lines: ReasonLine[];
  totalDown: number;
  totalUp: number;
  withHeadroomDown: number;
  withHeadroomUp: number;
  /** The plan speed to look for: the next common tier at or above the need. */
  downloadMbps: number;
  uploadMbps: number;
};

/** Two decimals at most, no trailing zeros. */
export function mbps(n: number): string {
  return `${Number(n.toFixed(2)).toLocaleString('en-US')} Mbps`;
}

function nextTier(need: number, tiers: readonly number[]): number {
  for (const t of tiers) if (t >= need) return t;
  return Math.ceil(need / 100) * 100;
}

function line(id: InputName, count: number, unit: string, down: number, up: number): ReasonLine {
  const plural = count === 1 ? unit : pluralOf(unit);
  return {
    id,
    text: `${count} × ${plural} at ${mbps(down)} down, ${mbps(up)} up each`,
    count,
    eachDownMbps: down,
    eachUpMbps: up,
    downMbps: round2(count * down),
    upMbps: round2(count * up),
  };
}

/** "person browsing" → "people browsing", "device in the background" → "devices in the background". */
export function pluralOf(unit: string): string {
  if (unit.startsWith('person')) return `people${unit.slice('person'.length)}`;
  const at = unit.indexOf(' in the ');
  return at >= 0 ? `${unit.slice(0, at)}s${unit.slice(at)}` : `${unit}s`;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Sum of everything at once, plus 25 % headroom, rounded up to a plan speed people can buy. */
export function recommend(inputs: SpeedInputs): Recommendation {
  const lines: ReasonLine[] = [];
  if (inputs.people > 0)
    lines.push(line('people', inputs.people, 'person browsing', perPerson.downMbps, perPerson.upMbps));
  if (inputs.devices > 0)
    lines.push(
      line('devices', inputs.devices, 'device in the background', perDevice.downMbps, perDevice.upMbps),
    );
  for (const a of activities) {
    const count = inputs[a.id];
    if (count > 0) lines.push(line(a.id, count, a.unit, a.downMbps, a.upMbps));
  }
  const totalDown = round2(lines.reduce((s, l) => s + l.downMbps, 0));
  const totalUp = round2(lines.reduce((s, l) => s + l.upMbps, 0));
  const withHeadroomDown = round2(totalDown * (1 + headroom));
  const withHeadroomUp = round2(totalUp * (1 + headroom));
  return {
    lines,
    totalDown,
    totalUp,
    withHeadroomDown,
    withHeadroomUp,
    downloadMbps: nextTier(withHeadroomDown, downloadTiers),
    uploadMbps: nextTier(withHeadroomUp, uploadTiers),
  };
}

/**
 * The plan finder with the recommended minimum download and upload applied (GET /api/plans'
 * minDownload and minUpload), at the visitor's ZIP when one is known.
 */
export function plansLink(rec: Recommendation, plansPath = '/plans', zip?: string): string {
  const p = new URLSearchParams();
  if (zip) p.set('zip', zip);
  p.set('minDownload', String(rec.downloadMbps));
  p.set('minUpload', String(rec.uploadMbps));
  return `${plansPath}?${p}`;
}
