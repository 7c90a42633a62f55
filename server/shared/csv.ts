// CSV for spreadsheets, written by csv-stringify, safe against CSV (formula) injection per OWASP's
// guidance: in every column, a cell that a spreadsheet could read as a formula (=, +, -, @, tab or
// CR first, or their full-width forms, also after leading spaces or quotes) gets a leading
// apostrophe, so it is shown as text; a cell with a comma, semicolon (the separator in many
// locales), quote or line break is quoted (RFC 4180). csv-stringify's own `escape_formulas` looks
// at the first character only, so the check is ours, in the casts. Phone numbers (+1…) therefore
// always carry the apostrophe, and a spreadsheet keeps them as text.
import { type Options, stringify } from 'csv-stringify/sync';

const formulaStart = /^[\s"']*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const asText = (s: string): string => (formulaStart.test(s) ? `'${s}` : s);

const options: Options = {
  record_delimiter: 'windows',
  // csv-stringify quotes a delimiter, a quote and a line break already.
  quoted_match: /[;\r\n]/,
  cast: {
    string: asText,
    number: (n) => asText(String(n)),
    bigint: (n) => asText(String(n)),
    boolean: (b) => String(b),
    date: (d) => d.toISOString(),
    object: (o) => asText(JSON.stringify(o)),
  },
};

/** One CSV line of `values`, CRLF-terminated (RFC 4180). */
export function csvRow(values: readonly unknown[]): string {
  return stringify([values as unknown[]], options);
}

/** One cell as it stands in a line (a streaming writer's columns joined with commas). */
export function csvCell(value: unknown): string {
  return csvRow([value]).slice(0, -2);
}

/** Header plus rows, CRLF line ends (RFC 4180). */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return stringify([columns, ...rows.map((row) => columns.map((c) => row[c]))], options);
}
