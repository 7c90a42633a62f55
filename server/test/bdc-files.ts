// The FCC's BDC and Census file shapes for the coverage tests: the BDC fixed availability header
// and the ZCTA-to-block relationship file's header and rows (one place, as the files have one shape).

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
