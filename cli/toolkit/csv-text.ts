// CSV for a spreadsheet, the same way in every report: a header row, CRLF
// line ends (RFC 4180), fields quoted where needed, and safe to open: a field
// starting with = + - @, a tab or a carriage return, which Excel, LibreOffice
// and Google Sheets would run as a formula, is prefixed with ' (OWASP "CSV
// Injection"). A lead's message or a utm value can be anything a visitor typed:
// each cell is cleaned by the one rule for visitors' text too (its line breaks
// kept), so no escape sequence reaches a terminal or a spreadsheet, even from
// a line stored before that rule.
import { stringify } from 'csv-stringify/sync';
import { visibleLines } from '../../shared/visible-lines';

export function csvText(columns: string[], rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? visibleLines(cell) : cell)));
  // A line break of either kind is quoted too (csv-stringify quotes only the record delimiter itself).
  return stringify(cells, { header: true, columns, escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}
