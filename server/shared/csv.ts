// CSV for spreadsheets, safe against CSV (formula) injection, per OWASP's guidance: in every
// column, a cell that a spreadsheet could read as a formula (=, +, -, @, tab or CR first, also
// after leading spaces or quotes) gets a leading apostrophe, so it is shown as text; a cell with a
// comma, semicolon (the separator in many locales), quote or line break is quoted (RFC 4180).
// Phone numbers (+1…) therefore always carry the apostrophe, and a spreadsheet keeps them as text.

const formulaStart = /^[\s"']*[=+\-@\t\r]/;
const needsQuotes = /[",;\r\n]/;

export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
  if (formulaStart.test(s)) s = `'${s}`;
  return needsQuotes.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Header plus rows, CRLF line ends (RFC 4180). */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
