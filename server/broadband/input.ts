// The files an import reads: a .csv/.txt file as one stream, or each .csv entry of a .zip (the
// FCC ships BDC files zipped) as a stream inflated on the fly (yauzl; nothing is extracted to disk).
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
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
    .map((e) => `${e.file}:${e.line}${e.column ? ` (column ${e.column})` : ''}: ${e.message}`)
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
  if (!/\.zip$/i.test(path)) {
    const bytes = statSync(path).size;
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
    zip.on('error', reject);
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

/**
 * The records of a delimited text stream, each with the line it ends on. A syntax error (a stray
 * quote) ends the file and is thrown as an ImportFailed naming the line.
 */
export async function* csvRecords(
  stream: Readable,
  file: string,
  delimiter = ',',
): AsyncGenerator<CsvRecord> {
  const parser = stream.pipe(
    parse({ bom: true, delimiter, info: true, relax_column_count: true, skip_empty_lines: true }),
  );
  stream.on('error', (err) => parser.destroy(err));
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { fields: item.record, line: item.info.lines };
    }
  } catch (err) {
    const e = err as { code?: string; lines?: number; message?: string };
    if (typeof e.code === 'string' && e.code.startsWith('CSV_')) {
      throw new ImportFailed([{ file, line: e.lines ?? 0, message: `not valid CSV: ${e.message}` }]);
    }
    throw err;
  }
}

/** Header names as matched: trimmed, lower-case, spaces and dashes as underscores. */
export function headerKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}
