// `npm run leads` as a table for a terminal.
import { dateTimeText } from '../toolkit/period-words';
import { clip, terminalText, textWidth } from '../toolkit/terminal-text';
import { textTable, type TextColumn } from '../toolkit/text-table';
import { estimateLines, referenceText, type WindowLabels } from './estimate-text';
import { contactText, deliveryText, flagsText, reviewText, sourceText, statusText } from './lead-cells';
import type { Lead } from './lead-selection';

const MESSAGE_PREVIEW = 60;

type LeadColumn = TextColumn & { cell(lead: Lead): string };

/** The first 60 characters of a message, on one line. */
function messagePreview(message: string): string {
  const text = terminalText(message);
  return textWidth(text) > MESSAGE_PREVIEW ? `${Array.from(text).slice(0, MESSAGE_PREVIEW).join('')}…` : text;
}

/** Where a lead's estimate lines start: under its second column (its reference, or its id). */
const ESTIMATE_INDENT = 16 + 2;

/**
 * A table fitting `width` columns: received at (New York time, or
 * `timeZone`), the reference, name, email, phone, service, location, the
 * first 60 characters of the message, a short source when any lead has one
 * (and the spam reason when spam is shown). --undelivered shows the id in
 * the reference's place, and what each channel did (last). Wide columns give
 * way first, down to a minimum; longer values end in "…". Under a lead
 * with photos, an area, a kind of work or visit times, a line or two from
 * its reference on say them (estimateLines, the windows' labels from
 * `windows`), each cut to the width.
 */
export function leadsToTable(
  leads: Lead[],
  {
    width,
    includeSpam,
    undelivered = false,
    timeZone,
    windows = new Map(),
  }: { width: number; includeSpam: boolean; undelivered?: boolean; timeZone?: string; windows?: WindowLabels },
): string {
  if (leads.length === 0) return undelivered ? 'Every lead was notified.\n' : 'No leads.\n';
  const column = (header: string, cell: LeadColumn['cell'], min: number, soft: number, max: number): LeadColumn => ({
    header,
    cell,
    max,
    giveWay: { soft, min },
  });
  const columns: LeadColumn[] = [
    column('received at', (l) => dateTimeText(l.receivedAt, timeZone), 16, 16, 16),
    undelivered ? column('id', (l) => l.id, 8, 36, 36) : column('ref', referenceText, 9, 9, 9),
    // On a narrow terminal the reference stays whole; the visitor's fields give way, down to their headers.
    column('name', (l) => l.name, 4, 12, 24),
    column('email', (l) => l.email, 5, 18, 32),
    column('phone', (l) => l.phone, 5, 14, 18),
    column('service', (l) => l.service, 7, 12, 20),
    column('location', (l) => l.location, 8, 12, 24),
    column('message', (l) => messagePreview(l.message), 7, 20, MESSAGE_PREVIEW + 1),
    // Once the business records what it did from the lead page: how long each lead waited for it.
    ...(leads.some((l) => l.events?.length) ? [column('contact', (l) => contactText(l), 7, 10, 16)] : []),
    ...(leads.some((l) => l.events?.length) ?
      [column('status', (lead) => [statusText(lead), reviewText(lead)].filter(Boolean).join(' · '), 6, 12, 30)]
    : []),
    ...(leads.some((l) => l.language) ? [column('lang', (l) => l.language?.toUpperCase() ?? '', 4, 4, 4)] : []),
    ...(leads.some((l) => l.source) ? [column('source', (l) => sourceText(l.source), 6, 12, 30)] : []),
    ...(leads.some((l) => l.flagged?.length) ? [column('flagged', flagsText, 4, 7, 16)] : []),
    ...(includeSpam ? [column('spam', (l) => l.spam ?? '', 4, 8, 16)] : []),
    ...(undelivered ? [column('delivery', deliveryText, 8, 24, 80)] : []),
  ];
  const rows = leads.map((lead) => columns.map((c) => c.cell(lead)));
  const [header, rule, ...lines] = textTable({ columns, rows, width });
  const withEstimates = lines.flatMap((line, i) => [
    line,
    ...estimateLines(leads[i]!, windows).map(
      (estimate) => `${' '.repeat(ESTIMATE_INDENT)}${clip(terminalText(estimate), Math.max(width - ESTIMATE_INDENT, 1))}`,
    ),
  ]);
  return `${[header, rule, ...withEstimates].join('\n')}\n`;
}
