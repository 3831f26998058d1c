// What deleting a lead at its sender's request erases from the logs: its line
// and its events' lines in every lead log that holds them, and every line of the delivery records
// beside them that names it (one per notification attempt: the lead's id,
// the channel, status, time, attempt number and error). Found first, so the
// operator can be told and asked; then erased in place (ndjson-erase.ts).
// The lead's own lines go first: stopped halfway, what is left is delivery
// lines naming no lead, which nothing reads as unsent, rather than a lead
// without its delivery lines, which the next start would notify again.
import { eraseLogLines, findLogLines, type LogLine } from '../storage/ndjson-erase';
import { deliveryRecordFile } from './lead-logs';

export interface LeadErasure {
  /** The lead's lines (one, unless a log was copied beside another), and its events'. */
  leadLines: LogLine[];
  deliveryLines: LogLine[];
}

const field = (value: unknown, name: string): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;

/** The lines of lead `id` in the lead logs `logs` and in their delivery records. */
export async function findLeadErasure(id: string, logs: readonly string[]): Promise<LeadErasure> {
  const leadLines: LogLine[] = [];
  const deliveryLines: LogLine[] = [];
  for (const log of logs) {
    leadLines.push(...(await findLogLines(log, (value) => field(value, 'id') === id || field(value, 'lead') === id)));
    deliveryLines.push(...(await findLogLines(deliveryRecordFile(log), (value) => field(value, 'leadId') === id)));
  }
  return { leadLines, deliveryLines };
}

/** Erases the lines found, file by file, the lead's own first. Throws (LogChangedError) when a file changed since. */
export async function eraseLead({ leadLines, deliveryLines }: LeadErasure): Promise<void> {
  for (const lines of [leadLines, deliveryLines]) {
    for (const file of new Set(lines.map((line) => line.file))) {
      await eraseLogLines(
        file,
        lines.filter((line) => line.file === file),
      );
    }
  }
}
