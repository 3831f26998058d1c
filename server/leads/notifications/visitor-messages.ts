// A message to the visitor about their own request (the e-mail copy, the
// confirmation text), sent in the background. A form anyone can fill in
// must not become a way to message strangers, so one goes only to a request
// that passed screening (not spam, not flagged at all), at most one per
// recipient within a day and no more than the hourly number over the whole
// site, both counted in the store every worker shares.
//
// A message is tried again a little (its kind's retry schedule) and then
// given up; one that never went does not use up its recipient's day. It is
// logged, not written to the delivery record: that record is the business's
// outbox, replayed at start-up and listed by `npm run leads -- --undelivered`,
// and a confirmation is worth sending only now (a restart must not send one
// days late; a withheld one is no undelivered lead).
import { memoryStore, type ClusterStore } from '../../cluster-store';
import type { Language } from '../../../shared/language';
import type { Logger } from '../../logger';
import type { LeadRecord } from '../lead-record';

/** One message per recipient within this. */
const PER_RECIPIENT_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** On stop, how long a send under way may take to finish. */
const STOP_GRACE_MS = 3_000;

/** What a kind of message to visitors is, how it is counted, written and delivered. */
export interface VisitorMessageKind<Message> {
  /** The message in the logs: `copy of the request`. */
  what: string;
  /** The store's keys start with it: `visitor-copy`. */
  key: string;
  /** Who gets it, as the per-recipient count keeps it (a hash); undefined, with why, when the request cannot have one. */
  recipient(lead: LeadRecord): { key: string } | { skip: string };
  /** The message in `language`; undefined when the content lacks what it needs. */
  compose(lead: LeadRecord, language: Language): Message | undefined;
  /** Resolves once the provider has taken it. */
  deliver(message: Message, lead: LeadRecord): Promise<void>;
  /** Frees connections; sends under way end. */
  close(): void;
  retrySchedule: readonly number[];
}

export interface VisitorMessages {
  /** Sends the message of a stored request in the background, if it may have one, in its language; returns at once, never throws. */
  enqueue(lead: LeadRecord, language?: Language): void;
  /** Resolves when no message is being sent or waiting for a retry. */
  settled(): Promise<void>;
  /** Stops retrying, lets a send under way finish (briefly) and closes the connection. */
  stop(): Promise<void>;
}

export interface VisitorMessageOptions {
  logger: Logger;
  /** Where the per-recipient and hourly counts are kept (shared by the workers); a store of this process's own when omitted. */
  store?: ClusterStore;
  /** Messages of this kind per hour over the whole site; past it, none until the hour ends. */
  maxPerHour?: number;
  now?: () => number;
}

/** Why a request gets no message at all; undefined when it may get one. */
function screenedOut(lead: LeadRecord): string | undefined {
  if (lead.spam) return 'spam';
  if (lead.flagged && lead.flagged.length > 0) return 'flagged';
  return undefined;
}

export function createVisitorMessages<Message>(
  kind: VisitorMessageKind<Message>,
  { logger, now = Date.now, store = memoryStore(now), maxPerHour }: VisitorMessageOptions,
): VisitorMessages {
  const stopping = new AbortController();
  const underWay = new Set<Promise<void>>();
  let waiters: (() => void)[] = [];

  const skip = (leadId: string, reason: string) => logger.info({ leadId, reason }, `no ${kind.what} for the visitor`);

  async function send(lead: LeadRecord, language: Language): Promise<void> {
    const reason = screenedOut(lead);
    if (reason) return skip(lead.id, reason);
    const recipient = kind.recipient(lead);
    if ('skip' in recipient) return skip(lead.id, recipient.skip);
    const message = kind.compose(lead, language);
    if (!message) return skip(lead.id, 'no-content');
    // Counted before sending, so two requests at once never both send; a store that cannot be asked sends nothing.
    const key = `${kind.key}:${recipient.key}`;
    if (!(await store.setIfAbsent(key, 1, PER_RECIPIENT_MS).catch(() => false))) return skip(lead.id, 'recipient-today');
    const release = () => store.delete(key).catch(() => {});
    if (maxPerHour !== undefined) {
      const { count } = await store.hit(`${kind.key}:hour`, HOUR_MS).catch(() => ({ count: Infinity }));
      if (count > maxPerHour) {
        await release();
        return skip(lead.id, 'hourly-number');
      }
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await kind.deliver(message, lead);
        logger.info({ leadId: lead.id, attempt }, `${kind.what} sent to the visitor`);
        return;
      } catch (caught) {
        const error = caught instanceof Error ? caught.message : String(caught);
        if (stopping.signal.aborted || attempt > kind.retrySchedule.length) {
          logger.warn({ leadId: lead.id, attempts: attempt, error }, `the ${kind.what} for the visitor could not be sent; given up`);
          await release();
          return;
        }
        const retryInMs = kind.retrySchedule[attempt - 1]!;
        logger.warn({ leadId: lead.id, attempt, retryInMs, error }, `the ${kind.what} for the visitor failed; trying again later`);
        await pause(retryInMs, stopping.signal);
        if (stopping.signal.aborted) {
          await release();
          return;
        }
      }
    }
  }

  function settle() {
    if (underWay.size > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  }

  return {
    enqueue(lead, language = 'en') {
      if (stopping.signal.aborted) return;
      const run = send(lead, language).catch((error: unknown) =>
        logger.error(
          { leadId: lead.id, error: error instanceof Error ? error.message : String(error) },
          `the ${kind.what} for the visitor failed`,
        ),
      );
      underWay.add(run);
      void run.finally(() => {
        underWay.delete(run);
        settle();
      });
    },
    settled() {
      if (underWay.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    async stop() {
      stopping.abort();
      await Promise.race([Promise.allSettled(underWay), pause(STOP_GRACE_MS)]);
      kind.close();
    },
  };
}

/** Resolves after `ms`, or at once when `signal` aborts; never keeps the process alive. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    timer.unref();
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
