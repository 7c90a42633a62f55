// readDelimited (server/broadband/input.ts), the one CSV reader (csv-parse; BDC, Census and label
// files): RFC 4180 quoting, and its limits (issue 34): a record is at most MAX_RECORD_LENGTH
// characters, so an unclosed quote or a line without end fails at once, naming the line the record
// starts on, instead of reading the rest of the file; a long quoted record is read in linear time.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ImportFailed, MAX_RECORD_LENGTH, readDelimited } from '../broadband/input.ts';

/** A stream of `total` characters made by `piece(i)` on demand, counting what was pulled. */
function lazyStream(pieces: (i: number) => string | null): { stream: Readable; pulled: () => number } {
  let i = 0;
  let pulled = 0;
  const stream = new Readable({
    read() {
      const p = pieces(i++);
      if (p !== null) pulled += p.length;
      this.push(p === null ? null : Buffer.from(p));
    },
  });
  return { stream, pulled: () => pulled };
}

async function read(
  stream: Readable,
  opts?: { maxRecordLength?: number },
): Promise<{ records: [string[], number][]; error?: ImportFailed }> {
  const records: [string[], number][] = [];
  try {
    await readDelimited(
      stream,
      'f.csv',
      ',',
      (fields, line) => {
        records.push([fields, line]);
        return undefined;
      },
      opts,
    );
    return { records };
  } catch (err) {
    if (err instanceof ImportFailed) return { records, error: err };
    throw err;
  }
}

describe('readDelimited', () => {
  it('reads quoted fields, doubled quotes and quoted line breaks, with the line each record starts on', async () => {
    const { records, error } = await read(
      Readable.from([
        '\ufeffa,b,c\r\n1,"x ""y"" z",3\r\n',
        '2,"multi\r\nline\nfield",4\n\n5,"",6\n"a,b",7,""',
      ]),
    );
    expect(error).toBeUndefined();
    expect(records).toEqual([
      [['a', 'b', 'c'], 1],
      [['1', 'x "y" z', '3'], 2],
      // A quoted line break is part of the value, as written (RFC 4180).
      [['2', 'multi\r\nline\nfield', '4'], 3],
      [['5', '', '6'], 7],
      [['a,b', '7', ''], 8],
    ]);
  });

  it('reads a record up to the limit and refuses one longer, naming the line it starts on', async () => {
    const at = 'x'.repeat(MAX_RECORD_LENGTH - 2);
    const ok = await read(Readable.from([`h\n"${at}"\n`]));
    expect(ok.error).toBeUndefined();
    expect(ok.records[1]?.[0][0]).toHaveLength(MAX_RECORD_LENGTH - 2);
    const over = await read(Readable.from([`h\nshort\n${'y'.repeat(MAX_RECORD_LENGTH + 1)}\nnext\n`]));
    expect(over.error?.errors).toEqual([
      {
        file: 'f.csv',
        line: 3,
        message: `not valid CSV: a record is longer than ${MAX_RECORD_LENGTH.toLocaleString('en-US')} characters`,
      },
    ]);
  });

  it('fails fast on an unclosed quote in a 3.8 MB file, naming the line where the quote opened', async () => {
    const row = 'frn,1,Brand,12345,40,100,10,1,R,TX,480010001001000\n'; // 50 characters
    const rows = Math.ceil(3_800_000 / row.length);
    const { stream, pulled } = lazyStream((i) => {
      if (i * 1000 >= rows) return null;
      let s = '';
      for (let j = i * 1000; j < Math.min(rows, (i + 1) * 1000); j++)
        s += j === 41 ? 'frn,1,"Brand,12345,40,100,10,1,R,TX,480010001001000\n' : row;
      return s;
    });
    const t0 = performance.now();
    const { error } = await read(stream);
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(error?.errors).toHaveLength(1);
    expect(error?.errors[0]).toMatchObject({ file: 'f.csv', line: 42 });
    expect(error?.errors[0]?.message).toMatch(/quoted field is not closed/);
    // It stopped soon after the limit, not at the end of the file.
    expect(pulled()).toBeLessThan(MAX_RECORD_LENGTH + 128 * 1024);
  });

  it('fails fast on a 32 MB line, reading little of it', async () => {
    const chunk = 'z'.repeat(64 * 1024);
    const chunks = (32 * 1024 * 1024) / chunk.length;
    const { stream, pulled } = lazyStream((i) =>
      i === 0 ? 'a,b\n1,2\n' : i <= chunks ? chunk : i === chunks + 1 ? '\n3,4\n' : null,
    );
    const t0 = performance.now();
    const { records, error } = await read(stream);
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(records).toHaveLength(2);
    expect(error?.errors).toEqual([
      {
        file: 'f.csv',
        line: 3,
        message: `not valid CSV: a record is longer than ${MAX_RECORD_LENGTH.toLocaleString('en-US')} characters`,
      },
    ]);
    expect(pulled()).toBeLessThan(MAX_RECORD_LENGTH + 128 * 1024);
  });

  it('reads a long quoted record spread over many lines in linear time', async () => {
    // 400,000 lines in one quoted field (1.2 million characters): counting the quotes of the whole
    // record again for each line it gains would scan about 240 billion characters.
    const lines = 400_000;
    const { stream } = lazyStream((i) => {
      if (i === 0) return 'a,b\n1,"start\n';
      if (i <= lines / 1000) return 'ab\n'.repeat(1000);
      return i === lines / 1000 + 1 ? 'end",2\n3,4\n' : null;
    });
    const t0 = performance.now();
    const { records, error } = await read(stream, { maxRecordLength: 2_000_000 });
    expect(error).toBeUndefined();
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(records.map(([f, l]) => [f.length, l])).toEqual([
      [2, 1],
      [3, 2],
      [2, lines + 4],
    ]);
    expect(records[1]?.[0][1]).toHaveLength('start\n'.length + lines * 3 + 'end'.length);
  });
});
