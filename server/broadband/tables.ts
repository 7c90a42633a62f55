// Compact hash tables for the coverage import: census blocks (15 digits) and location ids are
// integers below 2^53, so they are kept as doubles in typed arrays (open addressing, linear
// probing) instead of Map<string, …>, which costs about ten times the memory per entry.
// 0 is the empty slot: no block GEOID or BDC location id is 0 (the parsers reject 0).

function slot(key: number, mask: number): number {
  const lo = key % 4294967296;
  const hi = Math.floor(key / 4294967296);
  let h = Math.imul(lo | 0, 0x9e3779b1) ^ Math.imul(hi | 0, 0x85ebca77);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h & mask;
}

/** Integer key → 32-bit integer value. */
export class NumMap {
  private keys: Float64Array;
  private values: Int32Array;
  private mask: number;
  size = 0;

  constructor(initialCapacity = 1024) {
    let cap = 16;
    while (cap < initialCapacity * 2) cap *= 2;
    this.keys = new Float64Array(cap);
    this.values = new Int32Array(cap);
    this.mask = cap - 1;
  }

  get(key: number): number | undefined {
    const { keys, mask } = this;
    for (let i = slot(key, mask); ; i = (i + 1) & mask) {
      const k = keys[i] as number;
      if (k === key) return this.values[i];
      if (k === 0) return undefined;
    }
  }

  /** Sets key to value; returns false when the key was there already (its value is replaced). */
  set(key: number, value: number): boolean {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const { keys, mask } = this;
    for (let i = slot(key, mask); ; i = (i + 1) & mask) {
      const k = keys[i] as number;
      if (k === key) {
        this.values[i] = value;
        return false;
      }
      if (k === 0) {
        keys[i] = key;
        this.values[i] = value;
        this.size++;
        return true;
      }
    }
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    const cap = oldKeys.length * 2;
    this.keys = new Float64Array(cap);
    this.values = new Int32Array(cap);
    this.mask = cap - 1;
    const { keys, values, mask } = this;
    for (let j = 0; j < oldKeys.length; j++) {
      const key = oldKeys[j] as number;
      if (key === 0) continue;
      let i = slot(key, mask);
      while (keys[i] !== 0) i = (i + 1) & mask;
      keys[i] = key;
      values[i] = oldValues[j] as number;
    }
  }
}

/**
 * A set of positive integer keys: 4 bytes a slot while every key fits in 32 bits (BDC location
 * ids do), 8 bytes after the first larger one; at most 70 % full, so 5,000,000 locations take
 * 32 MB (48 MB while growing).
 */
export class NumSet {
  private keys: Uint32Array | Float64Array;
  private mask: number;
  size = 0;

  constructor(initialCapacity = 1024) {
    let cap = 16;
    while (cap * 0.7 < initialCapacity) cap *= 2;
    this.keys = new Uint32Array(cap);
    this.mask = cap - 1;
  }

  /** Adds key; true when it was not there. */
  add(key: number): boolean {
    if (key > 0xffffffff && this.keys instanceof Uint32Array) this.rehash(this.keys.length, true);
    if (this.size + 1 > this.keys.length * 0.7)
      this.rehash(this.keys.length * 2, this.keys instanceof Float64Array);
    const { keys, mask } = this;
    for (let i = slot(key, mask); ; i = (i + 1) & mask) {
      const k = keys[i] as number;
      if (k === key) return false;
      if (k === 0) {
        keys[i] = key;
        this.size++;
        return true;
      }
    }
  }

  private rehash(cap: number, wide: boolean): void {
    const old = this.keys;
    this.keys = wide ? new Float64Array(cap) : new Uint32Array(cap);
    this.mask = cap - 1;
    const { keys, mask } = this;
    for (const key of old) {
      if (key === 0) continue;
      let i = slot(key, mask);
      while (keys[i] !== 0) i = (i + 1) & mask;
      keys[i] = key;
    }
  }
}

/** USPS code → 2-digit state FIPS code (states, DC, territories in the BDC). */
export const STATE_FIPS: Record<string, string> = {
  AL: '01',
  AK: '02',
  AZ: '04',
  AR: '05',
  CA: '06',
  CO: '08',
  CT: '09',
  DE: '10',
  DC: '11',
  FL: '12',
  GA: '13',
  HI: '15',
  ID: '16',
  IL: '17',
  IN: '18',
  IA: '19',
  KS: '20',
  KY: '21',
  LA: '22',
  ME: '23',
  MD: '24',
  MA: '25',
  MI: '26',
  MN: '27',
  MS: '28',
  MO: '29',
  MT: '30',
  NE: '31',
  NV: '32',
  NH: '33',
  NJ: '34',
  NM: '35',
  NY: '36',
  NC: '37',
  ND: '38',
  OH: '39',
  OK: '40',
  OR: '41',
  PA: '42',
  RI: '44',
  SC: '45',
  SD: '46',
  TN: '47',
  TX: '48',
  UT: '49',
  VT: '50',
  VA: '51',
  WA: '53',
  WV: '54',
  WI: '55',
  WY: '56',
  AS: '60',
  GU: '66',
  MP: '69',
  PR: '72',
  VI: '78',
};
