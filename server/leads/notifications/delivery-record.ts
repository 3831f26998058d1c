// The delivery record (the notification outbox's log): one NDJSON line per
// attempt to notify the business of a lead, beside the lead log it belongs to
// (contacts.ndjson → contacts.deliveries.ndjson; each worker's log has its
// own). Together with the log it tells what is still unsent after a restart:
// every lead that is not spam and has no 'sent' line for a channel.
import { z } from 'zod';
import { openNdjsonLog, problemText, readNdjson } from '../../storage/ndjson-log';

const deliverySchema = z.object({
  leadId: z.string().min(1),
  channel: z.string().min(1),
  status: z.enum(['sent', 'failed']),
  /** ISO time of the end of the attempt. */
  at: z.string(),
  /** 1 for the first attempt on this channel, counted across restarts. */
  attempt: z.number().int().positive(),
  /** Why it failed: the error's message only, never what the visitor typed. */
  error: z.string().optional(),
});

export type Delivery = z.infer<typeof deliverySchema>;

/** What the record says of one lead on one channel. */
export interface ChannelDelivery {
  sent: boolean;
  attempts: number;
  /** Time of the last attempt. */
  at: string;
  /** The error of the last failed attempt, when no attempt succeeded. */
  error?: string;
}

/** Lead id → channel → its deliveries. */
export type DeliveryIndex = Map<string, Record<string, ChannelDelivery>>;

const parseDelivery = (value: unknown): Delivery => {
  const result = deliverySchema.safeParse(value);
  if (!result.success)
    throw new Error(`not a delivery: ${result.error.issues[0]!.path.join('.') || '(record)'}: ${result.error.issues[0]!.message}`);
  return result.data;
};

/** Reads a delivery record (a missing file is an empty one); a line that is no delivery goes to `onProblem` as `file:line: why`. */
export async function readDeliveries(file: string, onProblem: (message: string) => void = () => {}): Promise<DeliveryIndex> {
  const { records, problems } = await readNdjson(file, parseDelivery);
  for (const problem of problems) onProblem(problemText(problem));
  const index: DeliveryIndex = new Map();
  for (const { value } of records) {
    const channels = index.get(value.leadId) ?? {};
    const previous = channels[value.channel] ?? { sent: false, attempts: 0, at: '' };
    const sent = previous.sent || value.status === 'sent';
    channels[value.channel] = {
      sent,
      attempts: previous.attempts + 1,
      at: value.at,
      ...(!sent && value.error !== undefined && { error: value.error }),
    };
    index.set(value.leadId, channels);
  }
  return index;
}

export interface DeliveryRecord {
  readonly file: string;
  /** Resolves once the line is on disk; after close() it writes nothing. */
  append(delivery: Delivery): Promise<void>;
  close(): Promise<void>;
}

/** An append-only, fsynced record; the folder and file are created on the first line. */
export function openDeliveryRecord(file: string, onWarning?: (message: string) => void): DeliveryRecord {
  const log = openNdjsonLog(file, onWarning);
  let closed = false;
  return {
    file,
    async append(delivery) {
      if (!closed) await log.append(delivery);
    },
    async close() {
      closed = true;
      await log.close();
    },
  };
}
