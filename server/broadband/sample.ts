// The generated sample (issue 27, item 5): FCC BDC fixed availability CSVs, the Census 2020
// ZCTA-to-block relationship file and Broadband Facts label CSVs, in the exact formats of the
// real files, for a few hundred blocks in the ZIP codes the site's examples use. Every provider
// is fictional ("Sample …", FRNs 99900000NN) and everything imported from it is marked sample.
// Deterministic: the same files every time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import { csvCell } from '../shared/csv.ts';
import { importCoverage } from './import-coverage.ts';
import { importLabelFile } from './import-labels.ts';
import { anyDataImported } from './imports.ts';

/** The ZIP codes of the sample: the site's examples (Seattle, New York, Denver, Chicago, Arlington). */
export const SAMPLE_ZIPS = [
  { zip: '98101', state: 'WA', county: '53033', tract: 8100 },
  { zip: '98102', state: 'WA', county: '53033', tract: 6300 },
  { zip: '10001', state: 'NY', county: '36061', tract: 9700 },
  { zip: '80202', state: 'CO', county: '08031', tract: 1700 },
  { zip: '60601', state: 'IL', county: '17031', tract: 8100 },
  { zip: '22202', state: 'VA', county: '51013', tract: 1000 },
] as const;

export const SAMPLE_AS_OF = '2024-06-30';

type Provider = {
  frn: string;
  providerId: string;
  brand: string;
  technology: number;
  down: number[];
  up: number[];
  lowLatency: 0 | 1;
  /** Share of blocks served (per ZIP, deterministic). */
  reach: number;
  states: string[];
};

const EVERY_STATE = ['WA', 'NY', 'CO', 'IL', 'VA'];

/** One row a provider and technology: FRN, provider id, brand, technology code, download and
 * upload tiers (Mbps), low latency, reach, states. */
const PROVIDER_ROWS: [string, string, string, number, number[], number[], 0 | 1, number, string[]][] = [
  ['9990000001', '990001', 'Sample Fiber Co-op', 50, [1000, 2000], [1000, 2000], 1, 0.6, EVERY_STATE],
  ['9990000002', '990002', 'Sample Cable Company', 40, [1000, 1200], [35, 50], 1, 0.9, EVERY_STATE],
  ['9990000003', '990003', 'Sample Telephone', 10, [25, 100], [3, 10], 1, 0.5, ['WA', 'CO', 'IL']],
  ['9990000004', '990004', 'Sample Wireless', 71, [100, 300], [20, 50], 1, 0.7, EVERY_STATE],
  ['9990000005', '990005', 'Sample Satellite', 60, [100], [3], 0, 1, EVERY_STATE],
  ['9990000005', '990005', 'Sample Satellite', 61, [250], [25], 1, 1, EVERY_STATE],
];

export const SAMPLE_PROVIDERS: Provider[] = PROVIDER_ROWS.map(
  ([frn, providerId, brand, technology, down, up, lowLatency, reach, states]) => ({
    frn,
    providerId,
    brand,
    technology,
    down,
    up,
    lowLatency,
    reach,
    states,
  }),
);

const FILE_TECH: Record<number, string> = {
  10: 'Copper',
  40: 'Cable',
  50: 'FibertothePremises',
  60: 'GSOSatellite',
  61: 'NGSOSatellite',
  70: 'UnlicensedFixedWireless',
  71: 'LicensedFixedWireless',
};

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATE_FIPS_OF: Record<string, string> = { WA: '53', NY: '36', CO: '08', IL: '17', VA: '51' };

export type SampleFiles = { bdc: string[]; blocks: string; labels: string[] };

const BDC_HEADER =
  'frn,provider_id,brand_name,location_id,technology,max_advertised_download_speed,max_advertised_upload_speed,low_latency,business_residential_code,state_usps,block_geoid,h3_res8_id';

const REL_HEADER =
  'OID_ZCTA5_20|GEOID_ZCTA5_20|NAMELSAD_ZCTA5_20|AREALAND_ZCTA5_20|AREAWATER_ZCTA5_20|MTFCC_ZCTA5_20|CLASSFP_ZCTA5_20|FUNCSTAT_ZCTA5_20|OID_TABBLOCK_20|GEOID_TABBLOCK_20|NAMELSAD_TABBLOCK_20|AREALAND_TABBLOCK_20|AREAWATER_TABBLOCK_20|MTFCC_TABBLOCK_20|CLASSFP_TABBLOCK_20|FUNCSTAT_TABBLOCK_20|AREALAND_PART|AREAWATER_PART';

export const LABEL_HEADER =
  'unique_plan_id,provider_name,service_plan_name,tier_plan_name,connection_type,monthly_price,intro_rate,intro_rate_price,intro_rate_time,contract_req,contract_time,contract_terms_url,early_termination_fee,single_purchase_fee_descr,single_purchase_fees,monthly_provider_fee_descr,monthly_provider_fees,tax,bundle_discounts_url,typical_download_speed,typical_upload_speed,typical_latency,monthly_data_allow,over_usage_data_price,additional_data_increments,data_allowance_policy_url,network_management_policy_url,privacy_policy_url,customer_support_phone,customer_support_web';

type Plan = [
  tier: string,
  price: number,
  down: number,
  up: number,
  latency: number,
  data: string,
  contract: boolean,
];

type PlanFile = {
  frn: string;
  provider: string;
  service: string;
  connection: string;
  slug: string;
  plans: Plan[];
};

/** One label file a provider: FRN, provider, service, connection type, slug of the plan ids. */
const plansOf = (
  [frn, provider, service, connection, slug]: [string, string, string, string, string],
  plans: Plan[],
): PlanFile => ({ frn, provider, service, connection, slug, plans });

const SAMPLE_PLANS: PlanFile[] = [
  plansOf(
    ['9990000001', 'Sample Fiber Co-op', 'Sample Fiber', 'Fiber', 'FIBR'],
    [
      ['300', 45, 300, 300, 9, 'Unlimited', false],
      ['500', 60, 500, 500, 9, 'Unlimited', false],
      ['1 Gig', 75, 940, 940, 8, 'Unlimited', false],
      ['2 Gig', 110, 1900, 1900, 8, 'Unlimited', true],
    ],
  ),
  plansOf(
    ['9990000002', 'Sample Cable Company', 'Sample Cable Internet', 'Cable', 'CABL'],
    [
      ['Connect 150', 30, 165, 11, 22, '1.2 TB', false],
      ['Fast 400', 55, 420, 22, 20, '1.2 TB', false],
      ['Gigabit', 80, 1050, 38, 19, 'Unlimited', true],
    ],
  ),
  plansOf(
    ['9990000003', 'Sample Telephone', 'Sample DSL', 'DSL', 'DSLX'],
    [
      ['Basic 25', 40, 22, 2.5, 35, '1 TB', false],
      ['High Speed 100', 50, 85, 9, 30, 'Unlimited', false],
    ],
  ),
  plansOf(
    ['9990000004', 'Sample Wireless', 'Sample Home Wireless', 'Fixed Wireless', 'FWA0'],
    [
      ['Home 100', 50, 120, 20, 40, 'Unlimited', false],
      ['Home Plus', 70, 240, 35, 38, 'Unlimited', false],
    ],
  ),
  plansOf(
    ['9990000005', 'Sample Satellite', 'Sample Sky', 'Satellite', 'SATL'],
    [
      ['Standard', 65, 45, 3, 600, '100 GB', true],
      ['Orbit Residential', 120, 150, 15, 45, 'Unlimited', false],
    ],
  ),
];

function labelRows(): string[][] {
  const byProvider: string[][] = [];
  for (const p of SAMPLE_PLANS) {
    const lines = [LABEL_HEADER];
    p.plans.forEach(([tier, price, down, up, latency, data, contract], i) => {
      const id = `F${p.frn}SAMPLE${p.slug}${String(i + 1).padStart(5, '0')}`;
      const fields = [
        id,
        p.provider,
        p.service,
        tier,
        p.connection,
        price.toFixed(2),
        i === 0 ? 'Yes' : 'No',
        i === 0 ? (price - 10).toFixed(2) : 'NULL',
        i === 0 ? '12' : 'NULL',
        contract ? 'Yes' : 'No',
        contract ? '24' : 'NULL',
        contract ? 'https://example.com/sample/contract' : 'NULL',
        contract ? '200.00' : 'NULL',
        'Installation;Activation',
        '0.00;19.99',
        'Equipment rental',
        '15.00',
        'Varies by location',
        'NULL',
        String(down),
        String(up),
        String(latency),
        data,
        data === 'Unlimited' ? 'NULL' : '$10 per 50 GB',
        data === 'Unlimited' ? 'NULL' : '50 GB',
        'https://example.com/sample/data-policy',
        'https://example.com/sample/network-management',
        'https://example.com/sample/privacy',
        '(555) 010-0100',
        'https://example.com/sample/support',
      ];
      lines.push(fields.map(csvCell).join(','));
    });
    byProvider.push(lines);
  }
  return byProvider;
}

/** Writes the sample files into dir; returns their paths. */
export function sampleFiles(dir: string): SampleFiles {
  mkdirSync(dir, { recursive: true });
  const rand = random(27);
  const rel: string[] = [REL_HEADER];
  const bdc = new Map<string, string[]>(); // file name → lines
  let oid = 1;
  let location = 1_000_000_001;
  for (const [zi, z] of SAMPLE_ZIPS.entries()) {
    const blockCount = 40 + zi * 7;
    for (let b = 0; b < blockCount; b++) {
      const tract = String(z.tract + Math.floor(b / 20)).padStart(6, '0');
      const block = `${z.county}${tract}${String(1000 + (b % 20)).padStart(4, '0')}`;
      // Every tenth block lies outside any ZCTA (water, parks): empty ZCTA columns.
      const outside = b % 10 === 9;
      rel.push(
        [
          outside ? '' : String(100 + zi),
          outside ? '' : z.zip,
          outside ? '' : `ZCTA5 ${z.zip}`,
          outside ? '' : '1234567',
          outside ? '' : '12345',
          outside ? '' : 'G6350',
          outside ? '' : 'B5',
          outside ? '' : 'S',
          String(oid++),
          block,
          `Block ${block.slice(-4)}`,
          String(Math.floor(rand() * 90000) + 1000),
          '0',
          'G5040',
          '',
          'S',
          String(Math.floor(rand() * 90000) + 1000),
          '0',
        ].join('|'),
      );
      const locations = 1 + Math.floor(rand() * 6);
      for (let l = 0; l < locations; l++) {
        const loc = location++;
        const code = l === 0 && b % 7 === 3 ? 'B' : l === 1 && b % 5 === 0 ? 'X' : 'R';
        for (const [pi, p] of SAMPLE_PROVIDERS.entries()) {
          if (!p.states.includes(z.state)) continue;
          // The same blocks for a provider in every run, fewer toward the end of a ZIP's list.
          if (((b * 31 + pi * 17 + zi * 7) % 100) / 100 >= p.reach) continue;
          const down = p.down[(b + l) % p.down.length] as number;
          const up = p.up[(b + l) % p.up.length] as number;
          const name = `bdc_${STATE_FIPS_OF[z.state]}_${FILE_TECH[p.technology]}_fixed_broadband_J24_10dec2024.csv`;
          let lines = bdc.get(name);
          if (!lines) {
            lines = [BDC_HEADER];
            bdc.set(name, lines);
          }
          lines.push(
            [
              p.frn,
              p.providerId,
              csvCell(p.brand),
              loc,
              p.technology,
              down,
              up,
              p.lowLatency,
              code,
              z.state,
              block,
              '8828d54a93fffff',
            ].join(','),
          );
        }
      }
    }
  }
  const blocks = join(dir, 'tab20_zcta520_tabblock20_natl.txt');
  writeFileSync(blocks, `\ufeff${rel.join('\r\n')}\r\n`);
  const bdcPaths: string[] = [];
  for (const [name, lines] of [...bdc].sort(([a], [b]) => a.localeCompare(b))) {
    const path = join(dir, name);
    writeFileSync(path, `${lines.join('\r\n')}\r\n`);
    bdcPaths.push(path);
  }
  const labels = labelRows().map((lines, i) => {
    const path = join(
      dir,
      `broadband-labels-sample-${(SAMPLE_PLANS[i] as { slug: string }).slug.toLowerCase()}.csv`,
    );
    writeFileSync(path, `${lines.join('\r\n')}\r\n`);
    return path;
  });
  return { bdc: bdcPaths, blocks, labels };
}

export async function writeSample(dir: string): Promise<string[]> {
  const f = sampleFiles(dir);
  return [...f.bdc, f.blocks, ...f.labels];
}

/** Imports the sample (marked sample) when nothing was ever imported; true when it did. */
export async function loadSampleIfEmpty(db: Db, at: string): Promise<boolean> {
  if (await anyDataImported(db)) return false;
  const dir = mkdtempSync(join(tmpdir(), 'homewire-sample-'));
  try {
    const f = sampleFiles(dir);
    await importCoverage(db, { files: f.bdc, blocks: f.blocks, at, by: 'sample', sample: true });
    for (const path of f.labels) await importLabelFile(db, path, { at, by: 'sample', sample: true });
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
