// Tells the business of each new lead on every configured channel (e-mail,
// webhook), in the background: a stored request is handed over with
// enqueue() and the visitor's answer never waits for it. A failed send is
// retried on RETRY_SCHEDULE_MS; every attempt is written to the delivery
// record, so a restart sends what is still unsent (replay()). Each process
// handles the leads of its own log only. Logs name the lead id, the channel
// and the error, never what the visitor typed.
import { stat } from 'node:fs/promises';
import type { Logger } from '../../logger';
import { readLeads } from '../read-leads';
import type { StoredLead } from '../submit-contact';
import { deliveryRecordFile, openDeliveryRecord, readDeliveries, type Delivery } from './delivery-record';

/** Waits before the 2nd, 3rd, … attempt; after the last one fails, the send is given up until a restart or --resend. */
const RETRY_SCHEDULE_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000, 3_600_000];

/**
 * Leads older than this are not sent again by a restart: switching
 * notifications on for a log of years must not e-mail the business every old
 * request. They are listed by `npm run leads -- --undelivered`.
 */
export const REPLAY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Sends at once; the rest wait their turn (a replay of many leads must not open as many connections). */
const MAX_CONCURRENT_SENDS = 4;
/** On stop, how long sends under way may take to finish (and be recorded) before they are cut off. */
const STOP_GRACE_MS = 3_000;
const ERROR_TEXT_MAX = 300;

export interface NotificationChannel {
  /** `email` or `webhook`: the channel's name in the delivery record and the logs. */
  readonly name: string;
  /** Resolves once the channel has accepted the lead; rejects otherwise. */
  send(lead: StoredLead): Promise<void>;
  /** Cuts off sends under way and frees connections. */
  close?(): void;
}

interface NotificationStatus {
  channels: string[];
  /** Sends queued, under way or waiting for a retry. */
  pending: number;
  /** Sends given up after every retry failed (until a restart or --resend). */
  failed: number;
}

interface SendResult {
  channel: string;
  ok: boolean;
  error?: string;
}

export interface Notifier {
  readonly channels: string[];
  /** Queues a stored, non-spam lead on every channel; returns at once, never throws. */
  enqueue(lead: StoredLead): void;
  /** Queues every lead of the log without a 'sent' delivery per channel (start-up); resolves with the number of sends queued. */
  replay(): Promise<number>;
  /** Sends one lead again now on every channel, outside the queue, recording each attempt. */
  resend(lead: StoredLead): Promise<SendResult[]>;
  status(): Promise<NotificationStatus>;
  /** Resolves when nothing is queued, under way or waiting for a retry. */
  settled(): Promise<void>;
  /** Stops retrying, lets sends under way finish (briefly), closes the channels and the record. */
  stop(): Promise<void>;
}

export interface NotifierOptions {
  channels: NotificationChannel[];
  /** This process's lead log: what replay() reads, and where the delivery record lives beside it. */
  leadsFile: string;
  logger: Logger;
  /** Tests shorten it. */
  retrySchedule?: readonly number[];
  replayMaxAgeMs?: number;
  now?: () => number;
}

interface Job {
  key: string;
  lead: StoredLead;
  channel: NotificationChannel;
  /** Attempts before this process took the job (from the delivery record). */
  earlier: number;
  /** Attempts by this process. */
  tries: number;
  state: 'queued' | 'sending' | 'waiting' | 'failed';
  timer?: NodeJS.Timeout;
}

export function createNotifier({
  channels,
  leadsFile,
  logger,
  retrySchedule = RETRY_SCHEDULE_MS,
  replayMaxAgeMs = REPLAY_MAX_AGE_MS,
  now = Date.now,
}: NotifierOptions): Notifier {
  const recordFile = deliveryRecordFile(leadsFile);
  const record = openDeliveryRecord(recordFile, (message) => logger.warn(message));
  const jobs = new Map<string, Job>();
  /** Sent by this process: a second enqueue of the same lead sends nothing. */
  const sent = new Set<string>();
  const ready: Job[] = [];
  const underWay = new Set<Promise<void>>();
  let waiters: (() => void)[] = [];
  let stopped = false;
  /** The record as last read by status(), to notice sends recorded by `npm run leads -- --resend`. */
  let recordSeen = '';

  const keyOf = (leadId: string, channel: string) => `${leadId}\u0000${channel}`;

  function add(lead: StoredLead, channel: NotificationChannel, earlier: number) {
    const key = keyOf(lead.id, channel.name);
    if (jobs.has(key) || sent.has(key)) return false;
    const job: Job = { key, lead, channel, earlier, tries: 0, state: 'queued' };
    jobs.set(key, job);
    ready.push(job);
    return true;
  }

  function pump() {
    while (!stopped && underWay.size < MAX_CONCURRENT_SENDS && ready.length > 0) attempt(ready.shift()!);
    if (isSettled()) {
      for (const resolve of waiters) resolve();
      waiters = [];
    }
  }

  const isSettled = () => underWay.size === 0 && [...jobs.values()].every((job) => job.state === 'failed');

  function attempt(job: Job) {
    job.state = 'sending';
    job.tries++;
    const number = job.earlier + job.tries;
    const leadId = job.lead.id;
    const channel = job.channel.name;
    const run = (async () => {
      let error: string | undefined;
      try {
        await job.channel.send(job.lead);
      } catch (caught) {
        error = errorText(caught);
      }
      await write({
        leadId,
        channel,
        status: error ? 'failed' : 'sent',
        at: new Date(now()).toISOString(),
        attempt: number,
        ...(error && { error }),
      });
      if (!error) {
        jobs.delete(job.key);
        sent.add(job.key);
        logger.info({ leadId, channel, attempt: number }, 'lead notification sent');
      } else if (stopped) {
        jobs.delete(job.key);
      } else if (job.tries <= retrySchedule.length) {
        const retryInMs = retrySchedule[job.tries - 1]!;
        job.state = 'waiting';
        job.timer = setTimeout(() => {
          job.timer = undefined;
          job.state = 'queued';
          ready.push(job);
          pump();
        }, retryInMs);
        job.timer.unref();
        logger.warn({ leadId, channel, attempt: number, retryInMs, error }, 'lead notification failed; trying again later');
      } else {
        job.state = 'failed';
        logger.error(
          { leadId, channel, attempts: number, error },
          'lead notification failed after every retry; npm run leads -- --resend sends it again',
        );
      }
    })();
    underWay.add(run);
    void run.finally(() => {
      underWay.delete(run);
      pump();
    });
  }

  async function write(delivery: Delivery) {
    try {
      await record.append(delivery);
    } catch (error) {
      // The send happened (or not) all the same; a restart may send it once more.
      logger.error({ leadId: delivery.leadId, channel: delivery.channel, error: errorText(error) }, 'could not write the delivery record');
    }
  }

  return {
    channels: channels.map((channel) => channel.name),

    enqueue(lead) {
      try {
        if (stopped || lead.spam) return;
        let added = false;
        for (const channel of channels) added = add(lead, channel, 0) || added;
        // Next turn of the event loop: whatever called enqueue finishes first.
        if (added) setImmediate(pump);
      } catch (error) {
        logger.error({ leadId: lead.id, error: errorText(error) }, 'could not queue a lead notification');
      }
    },

    async replay() {
      const warn = (message: string) => logger.warn(message);
      const [records, deliveries] = await Promise.all([readLeads(leadsFile, warn), readDeliveries(recordFile, warn)]);
      let queued = 0;
      let tooOld = 0;
      for (const record of records) {
        const lead = asLead(record);
        if (!lead || lead.spam) continue;
        const done = deliveries.get(lead.id) ?? {};
        const unsent = channels.filter((channel) => !done[channel.name]?.sent);
        if (unsent.length === 0) continue;
        if (now() - Date.parse(lead.receivedAt) > replayMaxAgeMs) {
          tooOld++;
          continue;
        }
        for (const channel of unsent) if (add(lead, channel, done[channel.name]?.attempts ?? 0)) queued++;
      }
      if (queued > 0) logger.info({ sends: queued }, 'lead notifications left unsent before the restart: sending them now');
      if (tooOld > 0) {
        logger.warn(
          { leads: tooOld, olderThanDays: Math.round(replayMaxAgeMs / 86_400_000) },
          'older leads were never notified and are not sent automatically; npm run leads -- --undelivered lists them, --resend ID sends one',
        );
      }
      setImmediate(pump);
      return queued;
    },

    async resend(lead) {
      if (lead.spam) throw new Error(`request ${lead.id} was screened as spam; spam is never sent`);
      const done = (await readDeliveries(recordFile)).get(lead.id) ?? {};
      return Promise.all(
        channels.map(async (channel): Promise<SendResult> => {
          let error: string | undefined;
          try {
            await channel.send(lead);
          } catch (caught) {
            error = errorText(caught);
          }
          const attempt = (done[channel.name]?.attempts ?? 0) + 1;
          await write({
            leadId: lead.id,
            channel: channel.name,
            status: error ? 'failed' : 'sent',
            at: new Date(now()).toISOString(),
            attempt,
            ...(error && { error }),
          });
          if (error) logger.error({ leadId: lead.id, channel: channel.name, attempt, error }, 'lead notification sent again failed');
          else logger.info({ leadId: lead.id, channel: channel.name, attempt }, 'lead notification sent again');
          return { channel: channel.name, ok: !error, ...(error && { error }) };
        }),
      );
    },

    async status() {
      const given = [...jobs.values()].filter((job) => job.state === 'failed');
      if (given.length > 0) await forgetResent(given);
      const failed = [...jobs.values()].filter((job) => job.state === 'failed').length;
      return { channels: channels.map((c) => c.name), pending: jobs.size - failed, failed };
    },

    settled() {
      if (isSettled()) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      ready.length = 0;
      for (const job of jobs.values()) clearTimeout(job.timer);
      // Unsent leads stay unsent in the record: the next start sends them.
      await Promise.race([Promise.allSettled(underWay), delay(STOP_GRACE_MS)]);
      for (const channel of channels) channel.close?.();
      await Promise.race([Promise.allSettled(underWay), delay(1_000)]);
      await record.close();
      for (const resolve of waiters) resolve();
      waiters = [];
    },
  };

  /** Given-up sends that `npm run leads -- --resend` has since delivered are failures no more. */
  async function forgetResent(given: Job[]) {
    const seen = await stat(recordFile).then(
      (s) => `${s.size}:${s.mtimeMs}`,
      () => '',
    );
    if (seen === recordSeen) return;
    recordSeen = seen;
    // Unreadable just now: the counts stay as they are (readiness must not fail over it).
    const deliveries = await readDeliveries(recordFile).catch(() => undefined);
    if (!deliveries) return;
    for (const job of given) {
      if (deliveries.get(job.lead.id)?.[job.channel.name]?.sent) {
        jobs.delete(job.key);
        sent.add(job.key);
      }
    }
  }
}

/** A lead of the log as the notifier needs it; undefined for a record that is not one. */
export function asLead(record: Record<string, unknown>): StoredLead | undefined {
  const { id, receivedAt, name, email, phone } = record;
  if (typeof id !== 'string' || typeof receivedAt !== 'string' || Number.isNaN(Date.parse(receivedAt))) return undefined;
  if (typeof name !== 'string' || typeof email !== 'string' || typeof phone !== 'string') return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    ...(record as Partial<StoredLead>),
    id,
    receivedAt,
    name,
    email,
    phone,
    service: text(record.service),
    location: text(record.location),
    message: text(record.message),
  };
}

/** The error's message (and its cause's: fetch says only "fetch failed"), on one bounded line. */
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${message}${cause}`.replace(/\s+/g, ' ').slice(0, ERROR_TEXT_MAX);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
