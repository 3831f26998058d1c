// `npm run leads -- --format csv`: one row per lead, for a spreadsheet.
import { daysToSteps, outcomeOf } from '../../server/leads/lead-book';
import { UTM_PARAMETERS } from '../../shared/lead-fields';
import { csvText } from '../toolkit/csv-text';
import { deliveryText, flagsText, reviewText } from './lead-cells';
import { accessTexts, estimateParts, referenceText, windowTexts, workText, type WindowLabels } from './estimate-text';
import type { Lead } from './lead-selection';

const FIELD_COLUMNS = ['receivedAt', 'name', 'email', 'phone', 'service', 'location', 'message'] as const;
const SOURCE_COLUMNS = ['page', 'landingPage', 'referrer', ...UTM_PARAMETERS] as const;
const PHOTO_COLUMNS = ['photos', 'photoIds'] as const;
const PROJECT_COLUMNS = ['areaSqFt', 'work', 'rangeLow', 'rangeHigh', 'rangePrice', 'pricesSetOn'] as const;
const VISIT_COLUMNS = ['visitWindows', 'access'] as const;
const STEPS = ['contacted', 'visit-booked', 'visited', 'quoted', 'won', 'lost'] as const;
const OUTCOME_COLUMNS = ['status', 'quoted', 'won', 'lostReason', 'lostNote', ...STEPS.map((step) => `daysTo:${step}`), 'review'] as const;

/** Several values in one cell: one a line, as a spreadsheet shows them. */
const lines = (values: string[]) => values.join('\n');

/** The text (or number) of a CSV column of a lead. */
function csvCell(lead: Lead, column: string, windows: WindowLabels): string | number {
  const { project } = lead;
  switch (column) {
    case 'reference':
      return referenceText(lead);
    case 'photos':
      return lead.photos?.length ?? 0;
    case 'photoIds':
      return (lead.photos ?? []).map((photo) => photo.id).join(' ');
    case 'areaSqFt':
      return project?.areaSqFt ?? '';
    case 'work':
      return workText(lead);
    case 'rangeLow':
      return project?.range?.low ?? '';
    case 'rangeHigh':
      return project?.range?.high ?? '';
    case 'rangePrice':
      return project?.range?.price ?? '';
    case 'pricesSetOn':
      return project?.range?.setOn ?? '';
    case 'visitWindows':
      return lines(windowTexts(lead, windows));
    case 'access':
      return lines(accessTexts(lead));
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
    case 'status':
      return outcomeOf(lead.events ?? []).status;
    case 'quoted':
    case 'won':
      return outcomeOf(lead.events ?? [])[column] ?? '';
    case 'lostReason':
      return outcomeOf(lead.events ?? []).lost?.reason ?? '';
    case 'lostNote':
      return outcomeOf(lead.events ?? []).lost?.note ?? '';
    case 'review':
      return reviewText(lead);
    default:
      if (column.startsWith('daysTo:'))
        return daysToSteps(lead.receivedAt, outcomeOf(lead.events ?? []))[column.slice('daysTo:'.length) as (typeof STEPS)[number]] ?? '';
      if (column.startsWith('utm_')) return lead.source?.utm?.[column as (typeof UTM_PARAMETERS)[number]] ?? '';
      return String(lead[column as (typeof FIELD_COLUMNS)[number] | 'id']);
  }
}

/**
 * A header row, then one row per lead (csvText: RFC 4180, safe to open in a
 * spreadsheet). The estimate's columns come when any lead has them: the
 * number of photos and their ids (space-separated); the area, kind of work
 * (its label), the range's low and high (dollars), the price it was made
 * from and the date that price was set; the visit windows (labels from
 * `windows`) and access (labels), one a line. Then the source columns (page,
 * landingPage, referrer, utm_*) when any lead has a source, the flagged
 * column when any is flagged, what each became once any has events (status,
 * the amounts quoted and won, why it was lost, the days from the request to
 * each step, how its review request went), the delivery column with --undelivered; the
 * reference and the id are last.
 */
export function leadsToCsv(
  leads: Lead[],
  { includeSpam, undelivered = false, windows = new Map() }: { includeSpam: boolean; undelivered?: boolean; windows?: WindowLabels },
): string {
  const has = estimateParts(leads);
  const columns = [
    ...FIELD_COLUMNS,
    ...(has.photos ? PHOTO_COLUMNS : []),
    ...(has.project ? PROJECT_COLUMNS : []),
    ...(has.visit ? VISIT_COLUMNS : []),
    ...(leads.some((lead) => lead.source) ? SOURCE_COLUMNS : []),
    ...(leads.some((lead) => lead.flagged?.length) ? ['flagged'] : []),
    ...(leads.some((lead) => lead.events?.length) ? OUTCOME_COLUMNS : []),
    ...(includeSpam ? ['spam'] : []),
    ...(undelivered ? ['delivery'] : []),
    'reference',
    'id',
  ];
  return csvText(
    columns,
    leads.map((lead) => columns.map((column) => csvCell(lead, column, windows))),
  );
}
