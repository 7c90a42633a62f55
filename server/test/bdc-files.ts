// The FCC's and the Census's file shapes for the coverage and plans tests: the BDC fixed
// availability CSV, the ZCTA-to-block relationship file and the Broadband Facts label CSV (one
// place, as the files have one shape), and a folder to write them in.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LABEL_HEADER } from '../broadband/sample.ts';

export const BDC_HEADER =
  'frn,provider_id,brand_name,location_id,technology,max_advertised_download_speed,max_advertised_upload_speed,low_latency,business_residential_code,state_usps,block_geoid,h3_res8_id';

export const REL_HEADER =
  'OID_ZCTA5_20|GEOID_ZCTA5_20|NAMELSAD_ZCTA5_20|AREALAND_ZCTA5_20|AREAWATER_ZCTA5_20|MTFCC_ZCTA5_20|CLASSFP_ZCTA5_20|FUNCSTAT_ZCTA5_20|OID_TABBLOCK_20|GEOID_TABBLOCK_20|NAMELSAD_TABBLOCK_20|AREALAND_TABBLOCK_20|AREAWATER_TABBLOCK_20|MTFCC_TABBLOCK_20|CLASSFP_TABBLOCK_20|FUNCSTAT_TABBLOCK_20|AREALAND_PART|AREAWATER_PART';

/** One relationship row: a block in a ZCTA, or (zcta '') in none. */
export const relRow = (zcta: string, block: string) =>
  [
    zcta ? '1' : '',
    zcta,
    zcta ? `ZCTA5 ${zcta}` : '',
    '1',
    '0',
    zcta ? 'G6350' : '',
    zcta ? 'B5' : '',
    zcta ? 'S' : '',
    '9',
    block,
    `Block ${block.slice(-4)}`,
    '1',
    '0',
    'G5040',
    '',
    'S',
    '1',
    '0',
  ].join('|');

/** A relationship file of [ZCTA, block] pairs (ZCTA '' for a block in none), with the Census's BOM. */
export const relFile = (blocks: [zcta: string, block: string][]) =>
  `\ufeff${[REL_HEADER, ...blocks.map(([zcta, block]) => relRow(zcta, block))].join('\r\n')}\r\n`;

/** A BDC fixed availability CSV of these rows. */
export const bdcCsv = (rows: string[]) => `${[BDC_HEADER, ...rows].join('\r\n')}\r\n`;

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** A Broadband Facts label CSV: a line per record, NULL in each column the record does not name. */
export const labelCsv = (rows: Record<string, string>[], header = LABEL_HEADER.split(',')) =>
  `${[header.join(','), ...rows.map((r) => header.map((h) => csvCell(r[h] ?? 'NULL')).join(','))].join('\r\n')}\r\n`;

/** A fresh folder, and a writer of files into it (a counter before each name, so none is overwritten). */
export function scratchDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let n = 0;
  const file = (name: string, content: string | Uint8Array): string => {
    const path = join(dir, `${n++}-${name}`);
    writeFileSync(path, content);
    return path;
  };
  return { dir, file };
}
