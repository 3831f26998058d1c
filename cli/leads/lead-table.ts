// `npm run leads` as a table for a terminal.
import { dateTimeText } from '../toolkit/period-words';
import { terminalText, textWidth } from '../toolkit/terminal-text';
import { textTable, type TextColumn } from '../toolkit/text-table';
import { deliveryText, flagsText, sourceText } from './lead-cells';
import type { Lead } from './lead-selection';

const MESSAGE_PREVIEW = 60;

type LeadColumn = TextColumn & { cell(lead: Lead): string };

/** The first 60 characters of a message, on one line. */
function messagePreview(message: string): string {
  const text = terminalText(message);
  return textWidth(text) > MESSAGE_PREVIEW ? `${Array.from(text).slice(0, MESSAGE_PREVIEW).join('')}…` : text;
}

/**
 * A table fitting `width` columns: received at (New York time, or
 * `timeZone`), name, email, phone, service, location, the first 60
 * characters of the message, a short source when any lead has one (and the
 * spam reason when spam is shown). --undelivered adds the id (first) and
 * what each channel did (last). Wide columns give way first, down to a
 * minimum; longer values end in "…".
 */
export function leadsToTable(
  leads: Lead[],
  { width, includeSpam, undelivered = false, timeZone }: { width: number; includeSpam: boolean; undelivered?: boolean; timeZone?: string },
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
    ...(undelivered ? [column('id', (l) => l.id, 8, 36, 36)] : []),
    column('name', (l) => l.name, 6, 12, 24),
    column('email', (l) => l.email, 8, 18, 32),
    column('phone', (l) => l.phone, 8, 14, 18),
    column('service', (l) => l.service, 7, 12, 20),
    column('location', (l) => l.location, 8, 12, 24),
    column('message', (l) => messagePreview(l.message), 8, 20, MESSAGE_PREVIEW + 1),
    ...(leads.some((l) => l.source) ? [column('source', (l) => sourceText(l.source), 6, 12, 30)] : []),
    ...(leads.some((l) => l.flagged?.length) ? [column('flagged', flagsText, 4, 7, 16)] : []),
    ...(includeSpam ? [column('spam', (l) => l.spam ?? '', 4, 8, 16)] : []),
    ...(undelivered ? [column('delivery', deliveryText, 8, 24, 80)] : []),
  ];
  const rows = leads.map((lead) => columns.map((c) => c.cell(lead)));
  return `${textTable({ columns, rows, width }).join('\n')}\n`;
}
