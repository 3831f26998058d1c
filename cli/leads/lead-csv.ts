// `npm run leads -- --format csv`: one row per lead, for a spreadsheet.
import { UTM_PARAMETERS } from '../../shared/lead-fields';
import { csvText } from '../toolkit/csv-text';
import { deliveryText, flagsText } from './lead-cells';
import type { Lead } from './lead-selection';

const FIELD_COLUMNS = ['receivedAt', 'name', 'email', 'phone', 'service', 'location', 'message'] as const;
const SOURCE_COLUMNS = ['page', 'landingPage', 'referrer', ...UTM_PARAMETERS] as const;

/** The text of a CSV column of a lead. */
function csvCell(lead: Lead, column: string): string {
  switch (column) {
    case 'page':
    case 'landingPage':
    case 'referrer':
      return lead.source?.[column] ?? '';
    case 'delivery':
      return deliveryText(lead);
    case 'flagged':
      return flagsText(lead);
    case 'spam':
      return lead.spam ?? '';
    default:
      if (column.startsWith('utm_')) return lead.source?.utm?.[column as (typeof UTM_PARAMETERS)[number]] ?? '';
      return String(lead[column as (typeof FIELD_COLUMNS)[number] | 'id']);
  }
}

/**
 * A header row, then one row per lead (csvText: RFC 4180, safe to open in a
 * spreadsheet). The source columns (page, landingPage, referrer, utm_*)
 * come when any lead has a source, the flagged column when any is flagged,
 * the delivery column with --undelivered; the id is last.
 */
export function leadsToCsv(leads: Lead[], { includeSpam, undelivered = false }: { includeSpam: boolean; undelivered?: boolean }): string {
  const columns = [
    ...FIELD_COLUMNS,
    ...(leads.some((lead) => lead.source) ? SOURCE_COLUMNS : []),
    ...(leads.some((lead) => lead.flagged?.length) ? ['flagged'] : []),
    ...(includeSpam ? ['spam'] : []),
    ...(undelivered ? ['delivery'] : []),
    'id',
  ];
  return csvText(
    columns,
    leads.map((lead) => columns.map((column) => csvCell(lead, column))),
  );
}
