// The CSV shape of a lead, shared by `npm run leads -- export` and the console's export: the same
// columns and the same spreadsheet-formula protection in both.
export const csvColumns = [
  'id',
  'kind',
  'created_at',
  'name',
  'email',
  'phone',
  'zip_code',
  'address',
  'city',
  'subject',
  'comment',
  'package',
  'page',
  'mail_status',
] as const;

export type ExportRow = {
  id: string;
  kind: string;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  zip_code: string | null;
  address: string | null;
  city: string | null;
  subject: string | null;
  comment: string | null;
  package: unknown;
  page: string | null;
  mail_status: string | null;
};

// Spreadsheet apps run cells that start with these as formulas; free text gets a leading quote.
const formulaStart = /^[=+\-@\t\r]/;
const freeText = new Set(['name', 'address', 'city', 'subject', 'comment', 'page', 'package']);

export function csvCell(column: string, value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (freeText.has(column) && formulaStart.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function exportRow(r: {
  id: string;
  kind: string;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  zip_code: string | null;
  address: string | null;
  city: string | null;
  subject: string | null;
  comment: string | null;
  package_json: string | null;
  page: string | null;
  mail_status: string | null;
}): ExportRow {
  return {
    id: r.id,
    kind: r.kind,
    created_at: r.created_at,
    name: r.name,
    email: r.email,
    phone: r.phone,
    zip_code: r.zip_code,
    address: r.address,
    city: r.city,
    subject: r.subject,
    comment: r.comment,
    package: r.package_json ? (JSON.parse(r.package_json) as unknown) : null,
    page: r.page,
    mail_status: r.mail_status,
  };
}

export const csvHeader = `${csvColumns.join(',')}\r\n`;

export function csvLine(row: ExportRow): string {
  return `${csvColumns
    .map((c) => csvCell(c, c === 'package' && row.package ? JSON.stringify(row.package) : row[c]))
    .join(',')}\r\n`;
}
