// Tells the business of each new lead on every configured channel (e-mail,
// webhook), in the background: a stored request is handed over with
// enqueue() and the visitor's answer never waits for it. A failed send is
// retried on RETRY_SCHEDULE_MS; every attempt is written to the delivery
// record, so a restart sends what is still unsent (replay()). Each process
// handles the leads of its own log only. Logs name the lead id, the channel
// and the error, never what the visitor typed.
//
// A flood cannot become a flood of the owner's inbox: past `maxPerHour`
// notifications in an hour (counted in the store every worker shares), the
// hour's further leads are held and sent together as one digest when the
// hour ends. Every lead is in the log whatever happens to its notification.
import { stat } from 'node:fs/promises';
import type { Logger } from '../../logger';
import { problemText } from '../../storage/ndjson-log';
import { memoryStore, type ClusterStore } from '../../cluster-store';
import { deliveryRecordFile, readLeadLogs } from '../lead-logs';
import type { LeadRecord } from '../lead-record';
import { openDeliveryRecord, readDeliveries, type Delivery } from './delivery-record';

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
/** Notifications are counted in windows of an hour. */
const HOUR_MS = 3_600_000;
/** On stop, how long sends under way may take to finish (and be recorded) before they are cut off. */
const STOP_GRACE_MS = 3_000;
const ERROR_TEXT_MAX = 300;

export interface NotificationChannel {
  /** `email` or `webhook`: the channel's name in the delivery record and the logs. */
  readonly name: string;
  /** Resolves once the channel has accepted the leads (one, or several as one digest); rejects otherwise. */
  send(leads: readonly LeadRecord[]): Promise<void>;
  /** Cuts off sends under way and frees connections. */
  close?(): void;
}

interface NotificationStatus {
  channels: string[];
  /** Sends (per lead and channel) queued, under way, waiting for a retry or held for the digest. */
  pending: number;
  /** Sends (per lead and channel) given up after every retry failed (until a restart or --resend). */
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
  enqueue(lead: LeadRecord): void;
  /**
   * Queues every lead of the log (or of `leads`) without a 'sent' delivery
   * per channel (start-up; the reminders); resolves with the number of sends queued.
   */
  replay(leads?: readonly LeadRecord[]): Promise<number>;
  /** Sends one lead again now on every channel, outside the queue, recording each attempt. */
  resend(lead: LeadRecord): Promise<SendResult[]>;
  status(): Promise<NotificationStatus>;
  /** Resolves when nothing is queued, under way, waiting for a retry or held for the digest. */
  settled(): Promise<void>;
  /** Stops retrying, lets sends under way finish (briefly), closes the channels and the record. */
  stop(): Promise<void>;
}

export interface NotifierOptions {
  channels: NotificationChannel[];
  /** This process's lead log: what replay() reads, and where the delivery record lives beside it. */
  leadsFile: string;
  logger: Logger;
  /** Notifications sent one by one per hour; undefined, no limit (resending from the command line). */
  maxPerHour?: number;
  /** Where the hour's notifications are counted (shared by the workers); a store of this process's own when omitted. */
  store?: ClusterStore;
  /** Tests shorten it. */
  retrySchedule?: readonly number[];
  replayMaxAgeMs?: number;
  /** Tests shorten the hour. */
  hourMs?: number;
  now?: () => number;
}

interface Job {
  key: string;
  /** One lead, or the several of a digest. */
  leads: LeadRecord[];
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
  maxPerHour,
  store,
  retrySchedule = RETRY_SCHEDULE_MS,
  replayMaxAgeMs = REPLAY_MAX_AGE_MS,
  hourMs = HOUR_MS,
  now = Date.now,
}: NotifierOptions): Notifier {
  const recordFile = deliveryRecordFile(leadsFile);
  const record = openDeliveryRecord(recordFile, (message) => logger.warn(message));
  const jobs = new Map<string, Job>();
  /** Lead and channel of every job queued (or sent) by this process: a second enqueue of the same lead sends nothing. */
  const taken = new Set<string>();
  const ready: Job[] = [];
  const underWay = new Set<Promise<void>>();
  /** Leads past the hour's number, each with the attempts its channels had before, until the digest goes. */
  const held: { lead: LeadRecord; earlier: Record<string, number> }[] = [];
  let digestTimer: NodeJS.Timeout | undefined;
  /** Leads being counted against the hour (an ask to the cluster store). */
  let admitting = 0;
  let waiters: (() => void)[] = [];
  let stopped = false;
  /** The record as last read by status(), to notice sends recorded by `npm run leads -- --resend`. */
  let recordSeen = '';

  const keyOf = (leadId: string, channel: string) => `${leadId}\u0000${channel}`;

  /** Queues `leads` (one, or a digest) on `channel`, leaving out what this process already queued. */
  function add(leads: LeadRecord[], channel: NotificationChannel, earlier: number) {
    const fresh = leads.filter((lead) => !taken.has(keyOf(lead.id, channel.name)));
    if (fresh.length === 0) return false;
    for (const lead of fresh) taken.add(keyOf(lead.id, channel.name));
    const key = keyOf(fresh.map((lead) => lead.id).join(','), channel.name);
    const job: Job = { key, leads: fresh, channel, earlier, tries: 0, state: 'queued' };
    jobs.set(key, job);
    ready.push(job);
    return true;
  }

  const hourCounter = store ?? (maxPerHour === undefined ? undefined : memoryStore(now));

  /**
   * Queues `lead` on `unsent` channels now while the hour's number allows,
   * else holds it for the hour's digest. Never throws: a store that cannot
   * be asked sends at once (better an e-mail too many than one too few).
   */
  async function admit(lead: LeadRecord, unsent: { channel: NotificationChannel; earlier: number }[]) {
    admitting++;
    try {
      if (maxPerHour !== undefined && hourCounter) {
        const { count, resetAt } = await hourCounter.hit('notify:hour', hourMs).catch(() => ({ count: 0, resetAt: 0 }));
        if (count > maxPerHour && !stopped) {
          held.push({ lead, earlier: Object.fromEntries(unsent.map(({ channel, earlier }) => [channel.name, earlier])) });
          digestTimer ??= setTimeout(sendDigest, Math.max(0, resetAt - now()));
          digestTimer.unref();
          return;
        }
      }
      for (const { channel, earlier } of unsent) add([lead], channel, earlier);
    } finally {
      admitting--;
      // Next turn of the event loop: whatever called enqueue finishes first.
      setImmediate(pump);
    }
  }

  /** The hour is over: everything held goes as one notification per channel. */
  function sendDigest() {
    digestTimer = undefined;
    const leads = held.splice(0);
    if (stopped || leads.length === 0) return pump();
    logger.info({ leads: leads.length }, 'more lead notifications than the hourly number: sending the rest of the hour as one digest');
    for (const channel of channels) {
      const unsent = leads.filter(({ earlier }) => channel.name in earlier);
      const earlier = Math.max(0, ...unsent.map((entry) => entry.earlier[channel.name]!));
      add(
        unsent.map(({ lead }) => lead),
        channel,
        earlier,
      );
    }
    pump();
  }

  function pump() {
    while (!stopped && underWay.size < MAX_CONCURRENT_SENDS && ready.length > 0) attempt(ready.shift()!);
    if (isSettled()) {
      for (const resolve of waiters) resolve();
      waiters = [];
    }
  }

  const isSettled = () =>
    admitting === 0 && held.length === 0 && underWay.size === 0 && [...jobs.values()].every((job) => job.state === 'failed');

  function attempt(job: Job) {
    job.state = 'sending';
    job.tries++;
    const number = job.earlier + job.tries;
    // Logged as one id, or the ids of a digest.
    const leadId = job.leads.length === 1 ? job.leads[0]!.id : job.leads.map((lead) => lead.id);
    const channel = job.channel.name;
    const run = (async () => {
      let error: string | undefined;
      try {
        await job.channel.send(job.leads);
      } catch (caught) {
        error = errorText(caught);
      }
      const at = new Date(now()).toISOString();
      for (const lead of job.leads) {
        await write({ leadId: lead.id, channel, status: error ? 'failed' : 'sent', at, attempt: number, ...(error && { error }) });
      }
      if (!error) {
        jobs.delete(job.key);
        logger.info({ leadId, channel, attempt: number }, 'lead notification sent');
      } else if (stopped) {
        jobs.delete(job.key);
        for (const lead of job.leads) taken.delete(keyOf(lead.id, channel));
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
      if (stopped || lead.spam) return;
      void admit(
        lead,
        channels.map((channel) => ({ channel, earlier: 0 })),
      );
    },

    async replay(given) {
      const warn = (message: string) => logger.warn(message);
      const [leads, deliveries] = await Promise.all([given ?? readLogLeads(warn), readDeliveries(recordFile, warn)]);
      let queued = 0;
      let tooOld = 0;
      for (const lead of leads) {
        if (lead.spam) continue;
        const done = deliveries.get(lead.id) ?? {};
        const unsent = channels.filter((channel) => !done[channel.name]?.sent && !taken.has(keyOf(lead.id, channel.name)));
        if (unsent.length === 0) continue;
        if (now() - Date.parse(lead.receivedAt) > replayMaxAgeMs) {
          tooOld++;
          continue;
        }
        queued += unsent.length;
        await admit(
          lead,
          unsent.map((channel) => ({ channel, earlier: done[channel.name]?.attempts ?? 0 })),
        );
      }
      if (queued > 0 && !given) logger.info({ sends: queued }, 'lead notifications left unsent before the restart: sending them now');
      if (tooOld > 0 && !given) {
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
            await channel.send([lead]);
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
      // Counted per lead and channel (a digest's send counts each of its leads).
      const sends = (state: (job: Job) => boolean) => [...jobs.values()].filter(state).reduce((count, job) => count + job.leads.length, 0);
      const heldSends = held.reduce((count, { earlier }) => count + Object.keys(earlier).length, 0);
      return {
        channels: channels.map((c) => c.name),
        pending: sends((job) => job.state !== 'failed') + heldSends,
        failed: sends((job) => job.state === 'failed'),
      };
    },

    settled() {
      if (isSettled()) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      ready.length = 0;
      held.length = 0;
      clearTimeout(digestTimer);
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

  async function readLogLeads(warn: (message: string) => void): Promise<LeadRecord[]> {
    const logs = await readLeadLogs([leadsFile]);
    for (const problem of logs.problems) warn(problemText(problem));
    return logs.leads.map(({ lead }) => lead);
  }

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
      if (job.leads.every((lead) => deliveries.get(lead.id)?.[job.channel.name]?.sent)) jobs.delete(job.key);
    }
  }
}

/** The error's message (and its cause's: fetch says only "fetch failed"), on one bounded line. */
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${message}${cause}`.replace(/\s+/g, ' ').slice(0, ERROR_TEXT_MAX);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
