// CSV for a spreadsheet, the same way in every report: a header row, CRLF
// line ends (RFC 4180), fields quoted where needed, and safe to open: a field
// starting with = + - @, a tab or a carriage return, which Excel, LibreOffice
// and Google Sheets would run as a formula, is prefixed with ' (OWASP "CSV
// Injection"). A lead's message or a utm value can be anything a visitor typed.
import { stringify } from 'csv-stringify/sync';

export function csvText(columns: string[], rows: (string | number)[][]): string {
  // A line break of either kind is quoted too (csv-stringify quotes only the record delimiter itself).
  return stringify(rows, { header: true, columns, escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}
