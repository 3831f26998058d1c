// The delivery record: one NDJSON line per attempt to notify the business of
// a lead, beside the lead log it belongs to (contacts.ndjson →
// contacts.deliveries.ndjson; each worker's log has its own). Together with
// the log it tells what is still unsent after a restart: every lead that is
// not spam and has no 'sent' line for a channel.
import path from 'node:path';
import { openLeadLog } from '../lead-log';
import { readLeads } from '../read-leads';

export interface Delivery {
  leadId: string;
  channel: string;
  status: 'sent' | 'failed';
  /** ISO time of the end of the attempt. */
  at: string;
  /** 1 for the first attempt on this channel, counted across restarts. */
  attempt: number;
  /** Why it failed: the error's message only, never what the visitor typed. */
  error?: string;
}

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

export const DELIVERIES_SUFFIX = '.deliveries.ndjson';

/** `var/contacts.ndjson` → `var/contacts.deliveries.ndjson`; `var/leads.log` → `var/leads.log.deliveries.ndjson`. */
export function deliveryRecordFile(leadsFile: string): string {
  const dir = path.dirname(leadsFile);
  const base = path.basename(leadsFile);
  const stem = base.endsWith('.ndjson') ? base.slice(0, -'.ndjson'.length) : base;
  return path.join(dir, `${stem}${DELIVERIES_SUFFIX}`);
}

/** Reads a delivery record (a missing file is an empty one; a torn line is skipped with a warning). */
export async function readDeliveries(file: string, onWarning?: (message: string) => void): Promise<DeliveryIndex> {
  const index: DeliveryIndex = new Map();
  for (const record of await readLeads(file, onWarning)) {
    const { leadId, channel, status, at, error } = record;
    if (typeof leadId !== 'string' || typeof channel !== 'string' || (status !== 'sent' && status !== 'failed')) continue;
    const channels = index.get(leadId) ?? {};
    const previous = channels[channel] ?? { sent: false, attempts: 0, at: '' };
    const sent = previous.sent || status === 'sent';
    channels[channel] = {
      sent,
      attempts: previous.attempts + 1,
      at: typeof at === 'string' ? at : previous.at,
      ...(!sent && typeof error === 'string' && { error }),
    };
    index.set(leadId, channels);
  }
  return index;
}

export interface DeliveryRecord {
  readonly file: string;
  /** Resolves once the line is on disk; after close() it writes nothing. */
  append(delivery: Delivery): Promise<void>;
  close(): Promise<void>;
}

/** An append-only, fsynced record (the lead log's writer); the folder and file are created on the first line. */
export function openDeliveryRecord(file: string, onWarning?: (message: string) => void): DeliveryRecord {
  const log = openLeadLog(file, onWarning);
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
