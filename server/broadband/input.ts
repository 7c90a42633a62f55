// The files an import reads: a .csv/.txt file as one stream, or each .csv entry of a .zip (the
// FCC ships BDC files zipped) as a stream inflated on the fly (yauzl; nothing is extracted to disk).
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import yauzl from 'yauzl';

export type InputFile = { name: string; bytes: number; open: () => Promise<Readable> };

/** One line-and-column problem in an input file (line is 1-based; column is a header name). */
export type ImportError = { file: string; line: number; column?: string; message: string };

/** Thrown by an import that must change nothing: every error found, at most `limit` kept. */
export class ImportFailed extends Error {
  readonly errors: ImportError[];
  constructor(errors: ImportError[]) {
    super(`${errors.length === 1 ? 'an error' : `${errors.length} errors`}:\n${formatErrors(errors)}`);
    this.errors = errors;
  }
}

export function formatErrors(errors: ImportError[]): string {
  return errors
    .map(
      (e) => `${e.file}${e.line ? `:${e.line}` : ''}${e.column ? ` (column ${e.column})` : ''}: ${e.message}`,
    )
    .join('\n');
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );
}

/** The CSV inputs a path names: itself, or the .csv/.txt entries of a zip (in the zip's order). */
export async function inputFiles(path: string): Promise<{ files: InputFile[]; close: () => void }> {
  try {
    return await openInputFiles(path);
  } catch (err) {
    if (err instanceof ImportFailed) throw err;
    const e = err as NodeJS.ErrnoException;
    const why =
      e.code === 'ENOENT'
        ? 'no such file'
        : e.code === 'EISDIR'
          ? 'a folder, not a file'
          : e.code === 'EACCES'
            ? 'not readable (permission denied)'
            : /\.zip$/i.test(path)
              ? `not a readable zip archive (${e.message})`
              : (e.message ?? String(err));
    throw new ImportFailed([{ file: basename(path), line: 0, message: why }]);
  }
}

async function openInputFiles(path: string): Promise<{ files: InputFile[]; close: () => void }> {
  if (!/\.zip$/i.test(path)) {
    const stat = statSync(path);
    if (stat.isDirectory()) throw Object.assign(new Error('a folder'), { code: 'EISDIR' });
    const bytes = stat.size;
    return {
      files: [{ name: basename(path), bytes, open: async () => createReadStream(path) }],
      close: () => {},
    };
  }
  const zip = await openZip(path);
  const entries: yauzl.Entry[] = await new Promise((resolve, reject) => {
    const list: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      if (/\.(csv|txt)$/i.test(entry.fileName) && !entry.fileName.startsWith('__MACOSX/')) list.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(list));
    zip.on('error', (err: Error) => {
      zip.close();
      reject(err);
    });
    zip.readEntry();
  });
  return {
    files: entries.map((entry) => ({
      name: `${basename(path)}/${entry.fileName}`,
      bytes: entry.uncompressedSize,
      open: () =>
        new Promise<Readable>((resolve, reject) =>
          zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
        ),
    })),
    close: () => zip.close(),
  };
}

export type CsvRecord = { fields: string[]; line: number };

/** The longest record a label file may hold (a label is well under 10 KB). */
export const MAX_LABEL_RECORD = 1024 * 1024;

function* chunksOf(text: string, size: number): Generator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

/** The first non-empty line at or after `from` (1-based), for naming where a record starts. */
function recordStart(text: string, from: number): number {
  const lines = text.split('\n', from + 10_000);
  let line = from;
  while (line <= lines.length && (lines[line - 1] ?? '').trim() === '') line++;
  return Math.min(line, Math.max(1, lines.length));
}

/**
 * The records of a delimited text (csv-parse), each with the line it starts on, fed in 64 KiB
 * pieces so a large text never holds the event loop. A quote inside an unquoted field (`19"`) is
 * kept as a character; a quote that never closes, or a record over MAX_LABEL_RECORD, ends the
 * file and is thrown as an ImportFailed naming the line where that record starts.
 */
export async function* csvRecords(text: string, file: string, delimiter = ','): AsyncGenerator<CsvRecord> {
  let lastEnd = 0;
  const parser = parse({
    bom: true,
    delimiter,
    info: true,
    raw: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: MAX_LABEL_RECORD,
    // Called as each record is parsed, before a later error discards the records not yet read.
    on_record: (record: string[], context: { lines: number }) => {
      lastEnd = context.lines;
      return record;
    },
  });
  const source = Readable.from(chunksOf(text, 64 * 1024), { objectMode: false });
  source.pipe(parser);
  try {
    for await (const item of parser as AsyncIterable<{
      record: string[];
      raw: string;
      info: { lines: number };
    }>) {
      const inner = item.raw.replace(/\r?\n$/, '').split('\n').length - 1;
      yield { fields: item.record, line: item.info.lines - inner };
    }
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (typeof e.code !== 'string' || !e.code.startsWith('CSV_')) throw err;
    const line = recordStart(text, lastEnd + 1);
    const why =
      e.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quoted field that starts in this record is never closed'
        : e.code === 'CSV_MAX_RECORD_SIZE'
          ? `the record is longer than ${MAX_LABEL_RECORD / 1024} KiB`
          : (e.message ?? e.code);
    throw new ImportFailed([{ file, line, message: `not valid CSV: ${why}` }]);
  } finally {
    source.destroy();
    parser.destroy();
  }
}

/** Header names as matched: trimmed, lower-case, spaces and dashes as underscores. */
export function headerKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * The longest record readDelimited accepts, in characters (a quoted record over several lines
 * counts them all). A BDC row is about 120 characters and a Census relationship row about 150, so
 * a real row is some 400 times shorter; a longer record is a broken file (a quote never closed,
 * a file without line breaks), and the import stops at once, naming the line the record starts
 * on, instead of reading the rest of the file into one record.
 */
export const MAX_RECORD_LENGTH = 64 * 1024;

/** Splits one line (or several joined by a quoted line break) into fields, RFC 4180 quoting. */
function quotedFields(text: string, delimiter: string): string[] | string {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (text[i] === '"') {
      // The closing quote is the first one not doubled; the field is sliced once, its doubled
      // quotes undone once (no string grown piece by piece).
      let j = i + 1;
      let doubled = false;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0) return 'a quoted field is not closed';
        if (text[q + 1] === '"') {
          doubled = true;
          j = q + 2;
          continue;
        }
        j = q;
        break;
      }
      const raw = text.slice(i + 1, j);
      fields.push(doubled ? raw.replaceAll('""', '"') : raw);
      j++;
      if (j === text.length) return fields;
      if (text[j] !== delimiter) return `a quote closes a field but ${JSON.stringify(text[j])} follows it`;
      i = j + 1;
    } else {
      const d = text.indexOf(delimiter, i);
      const value = d < 0 ? text.slice(i) : text.slice(i, d);
      if (value.includes('"')) return 'a quote inside an unquoted field';
      fields.push(value);
      if (d < 0) return fields;
      i = d + 1;
    }
  }
}

/**
 * Reads a large delimited file fast: lines without a quote are split directly (most BDC and all
 * Census rows); lines with quotes go through RFC 4180 rules, a quoted line break joining lines.
 * csv-parse with line numbers ran at about 37,000 rows a second here, this at about 1,000,000
 * (decision 040). Calls onRecord(fields, line) for each non-empty record, `line` being the line
 * it starts on; `stop()` ends early. A syntax error, or a record longer than MAX_RECORD_LENGTH
 * characters, is thrown as ImportFailed naming the line. Linear in the file's length: each
 * character is scanned a bounded number of times (the quotes of a record spread over lines are
 * counted line by line, never the whole record again).
 */
export async function readDelimited(
  stream: Readable,
  file: string,
  delimiter: string,
  onRecord: (fields: string[], line: number) => 'stop' | undefined,
  opts: { maxRecordLength?: number } = {},
): Promise<void> {
  const max = opts.maxRecordLength ?? MAX_RECORD_LENGTH;
  stream.setEncoding('utf8');
  let rest = '';
  let line = 0;
  let first = true;
  // A record whose quoted field spans lines: its lines so far (joined once it is whole), the
  // line it starts on, its length with the line breaks.
  let pending: string[] | undefined;
  let pendingLine = 0;
  let pendingLength = 0;
  const tooLong = (at: number, quoted: boolean): never => {
    throw new ImportFailed([
      {
        file,
        line: at,
        message: quoted
          ? `not valid CSV: a quoted field is not closed within ${max.toLocaleString('en-US')} characters (a record is at most that long)`
          : `not valid CSV: a record is longer than ${max.toLocaleString('en-US')} characters`,
      },
    ]);
  };
  const handle = (raw: string): boolean => {
    line++;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (pending !== undefined) {
      pendingLength += 1 + text.length;
      if (pendingLength > max) tooLong(pendingLine, true);
      pending.push(text);
      // The record's quotes so far were odd; this line's decide whether it is still open.
      if (countQuotes(text) % 2 === 0) return true;
      const joined = pending.join('\n');
      pending = undefined;
      return emit(joined, pendingLine);
    }
    if (text === '') return true;
    if (text.length > max) tooLong(line, false);
    if (!text.includes('"')) return onRecord(text.split(delimiter), line) !== 'stop';
    if (countQuotes(text) % 2 === 1) {
      pending = [text];
      pendingLine = line;
      pendingLength = text.length;
      return true;
    }
    return emit(text, line);
  };
  const emit = (text: string, at: number): boolean => {
    const fields = quotedFields(text, delimiter);
    if (typeof fields === 'string')
      throw new ImportFailed([{ file, line: at, message: `not valid CSV: ${fields}` }]);
    return onRecord(fields, at) !== 'stop';
  };
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      // Only the new chunk is searched for line breaks: `rest` (an unfinished line) has none.
      let data = chunk;
      if (first) {
        if (data.charCodeAt(0) === 0xfeff) data = data.slice(1);
        first = false;
      }
      let nl = data.indexOf('\n');
      if (nl >= 0 && rest !== '') {
        if (!handle(rest + data.slice(0, nl))) return;
        rest = '';
        data = data.slice(nl + 1);
        nl = data.indexOf('\n');
      }
      let start = 0;
      for (; nl >= 0; nl = data.indexOf('\n', start)) {
        if (!handle(data.slice(start, nl))) return;
        start = nl + 1;
      }
      rest += data.slice(start);
      // A line without end so far: refused once it alone is over the limit (a file of one huge
      // line fails after reading a little more than the limit, not all of it).
      if (rest.length > max + 1 || (pending !== undefined && pendingLength + 1 + rest.length > max + 1))
        pending !== undefined ? tooLong(pendingLine, true) : tooLong(line + 1, false);
    }
    if (rest !== '' && !handle(rest)) return;
    if (pending !== undefined)
      throw new ImportFailed([
        { file, line: pendingLine, message: 'not valid CSV: a quoted field is not closed' },
      ]);
  } finally {
    stream.destroy();
  }
}

function countQuotes(s: string): number {
  let n = 0;
  for (let i = s.indexOf('"'); i >= 0; i = s.indexOf('"', i + 1)) n++;
  return n;
}
