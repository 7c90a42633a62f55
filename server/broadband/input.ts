// The files an import reads: a .csv/.txt file as one stream, or each .csv entry of a .zip (the
// FCC ships BDC files zipped) as a stream inflated on the fly (yauzl; nothing is extracted to disk).
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
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

/** Header names as matched: trimmed, lower-case, spaces and dashes as underscores. */
export function headerKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * The longest record a BDC or Census file may hold, in characters (a quoted record over several
 * lines counts them all). A BDC row is about 120 characters and a Census relationship row about
 * 150, so a real row is some 400 times shorter; a longer record is a broken file (a quote never
 * closed, a file without line breaks), and the import stops at once, naming the line the record
 * starts on, instead of reading the rest of the file into one record.
 */
export const MAX_RECORD_LENGTH = 64 * 1024;

export type ReadOptions = {
  /** A record longer than this (characters) is an error; MAX_RECORD_LENGTH by default. */
  maxRecordLength?: number;
  /**
   * A quote inside an unquoted field (`TV 19"`) is kept as a character (label files, written by
   * hand in spreadsheets) instead of being an error (the FCC's and the Census's generated files).
   */
  relaxQuotes?: boolean;
};

/**
 * The one reader of delimited text, csv-parse, for every import: label files (a decoded text,
 * fed in 64 KiB pieces), BDC and Census files (streams). RFC 4180 quoting (doubled quotes, quoted
 * line breaks), a BOM, CRLF or LF line ends, empty lines skipped. Calls onRecord(fields, line) for each record as csv-parse reads it, `line`
 * being the line it starts on; 'stop' ends the read early (the rest of the input is not read).
 * A syntax error, or a record longer than `maxRecordLength`, is thrown as an ImportFailed naming
 * the line where that record starts; csv-parse stops at the limit, so an unclosed quote or a line
 * without end is refused after reading a little more than the limit, not the rest of the file.
 */
export async function readDelimited(
  input: Readable | string,
  file: string,
  delimiter: string,
  onRecord: (fields: string[], line: number) => 'stop' | undefined,
  opts: ReadOptions = {},
): Promise<void> {
  const max = opts.maxRecordLength ?? MAX_RECORD_LENGTH;
  const source = typeof input === 'string' ? Readable.from(chunksOf(input, 64 * 1024)) : input;
  // Where the last record ended, by our count (csv-parse counts a CRLF inside quotes as two
  // lines), by csv-parse's, and its count of empty lines then: the next record starts after the
  // empty lines skipped since.
  let end = 0;
  let parserEnd = 0;
  let empty = 0;
  let stopped = false;
  const parser = parse({
    bom: true,
    delimiter,
    record_delimiter: ['\r\n', '\n'],
    relax_column_count: true,
    relax_quotes: opts.relaxQuotes ?? false,
    skip_empty_lines: true,
    // csv-parse compares the length before adding a character: one less refuses max + 1.
    max_record_size: max - 1,
    // Records are handed over here, as they are parsed; none flows out of the stream.
    on_record: (fields, info) => {
      if (stopped) return null;
      const start = end + 1 + info.empty_lines - empty;
      let breaks = 0;
      for (const f of fields) for (let i = f.indexOf('\n'); i >= 0; i = f.indexOf('\n', i + 1)) breaks++;
      end = start + breaks;
      parserEnd = info.lines;
      empty = info.empty_lines;
      if (onRecord(fields, start) === 'stop') stopped = true;
      return null;
    },
  });
  // Errors are read from `parser.errored` and `finished` below; this keeps the stream's own
  // 'error' event from being unhandled.
  parser.on('error', () => {});
  try {
    // One piece at a time, parsed as it is written (no read-ahead): an error or a stop leaves the
    // rest of the input unread.
    for await (const chunk of source) {
      parser.write(chunk);
      if (parser.errored) throw parser.errored;
      if (stopped) return;
    }
    parser.end();
    await finished(parser, { readable: false });
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const emptySince = Number(err.empty_lines ?? empty) - empty;
    const line = end + 1 + emptySince;
    // An unquoted record ends at its line's end: one that runs over lines has an open quote.
    const overLines = Number(err.lines) > parserEnd + 1 + emptySince;
    const n = max.toLocaleString('en-US');
    const why =
      err.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quoted field that starts in this record is never closed'
        : err.code === 'CSV_MAX_RECORD_SIZE'
          ? overLines
            ? `a quoted field is not closed within ${n} characters (a record is at most that long)`
            : `a record is longer than ${n} characters`
          : err.code === 'INVALID_OPENING_QUOTE'
            ? 'a quote inside an unquoted field'
            : err.code === 'CSV_INVALID_CLOSING_QUOTE'
              ? 'a quote closes a field but more text follows it before the delimiter'
              : err.message;
    throw new ImportFailed([{ file, line, message: `not valid CSV: ${why}` }]);
  } finally {
    source.destroy();
    parser.destroy();
  }
}
