// The visitor's copy of their request (visitor-copy-email.tsx), sent in the
// background through the business's SMTP server: From the site's address,
// Reply-To the business, so a reply reaches a person.
//
// A form anyone can fill in must not become a way to mail strangers, so a
// copy goes only to a request that passed screening (not spam, not flagged
// at all), at most one per recipient address within a day and no more than
// the hourly number of notifications over the whole site, both counted in
// the store every worker shares. The address is counted by a hash of it,
// lowercased, without a +tag (and, at Gmail, without dots), so the variants
// that reach one inbox count as one.
//
// A copy is tried again a little (RETRY_SCHEDULE_MS) and then given up; a
// copy that never went does not use up its address's day. It is logged, not
// written to the delivery record: that record is the business's outbox,
// replayed at start-up and listed by `npm run leads -- --undelivered`, and a
// confirmation is worth sending only now (a restart must not send one days
// late; a withheld copy is no undelivered lead).
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import { memoryStore, type ClusterStore } from '../../cluster-store';
import type { Language } from '../../../shared/language';
import type { Logger } from '../../logger';
import type { LeadRecord } from '../lead-record';
import type { LeadLabels } from './lead-email';
import { SMTP_TIMEOUTS, type MailSettings } from './mail-channel';
import { visitorCopyEmail } from './visitor-copy-email';

/** Waits before the 2nd and 3rd attempts; then the copy is given up. */
const RETRY_SCHEDULE_MS: readonly number[] = [60_000, 600_000];
/** One copy per address within this. */
const PER_ADDRESS_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** On stop, how long a send under way may take to finish. */
const STOP_GRACE_MS = 3_000;

/** Mail providers that ignore dots in the part before the @. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** What the per-address count is kept under: a hash of the address as its inbox sees it. */
export function addressKey(email: string): string {
  const at = email.lastIndexOf('@');
  let local = email.slice(0, at).toLowerCase().split('+')[0]!;
  let domain = email.slice(at + 1).toLowerCase();
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return createHash('sha256').update(`${local}@${domain}`).digest('base64url');
}

/** Why a request gets no copy at all; undefined when it may get one. */
function screenedOut(lead: LeadRecord): string | undefined {
  if (lead.spam) return 'spam';
  if (lead.flagged && lead.flagged.length > 0) return 'flagged';
  return undefined;
}

export interface VisitorCopies {
  /** Sends the copy of a stored request in the background, if it may have one, in its language; returns at once, never throws. */
  enqueue(lead: LeadRecord, language?: Language): void;
  /** Resolves when no copy is being sent or waiting for a retry. */
  settled(): Promise<void>;
  /** Stops retrying, lets a send under way finish (briefly) and closes the connection. */
  stop(): Promise<void>;
}

export interface VisitorCopyOptions {
  /** The business's SMTP server and the site's From address (LEADS_MAIL_FROM). */
  mail: Pick<MailSettings, 'smtpUrl' | 'from'>;
  /** The names a copy shows, from the content in the copy's language. */
  labels: (language: Language) => LeadLabels;
  logger: Logger;
  /** Where the per-address and hourly counts are kept (shared by the workers); a store of this process's own when omitted. */
  store?: ClusterStore;
  /** Copies per hour over the whole site; past it, none until the hour ends. */
  maxPerHour?: number;
  /** Tests shorten it. */
  retrySchedule?: readonly number[];
  now?: () => number;
}

export function createVisitorCopies({
  mail,
  labels,
  logger,
  now = Date.now,
  store = memoryStore(now),
  maxPerHour,
  retrySchedule = RETRY_SCHEDULE_MS,
}: VisitorCopyOptions): VisitorCopies {
  const transport = nodemailer.createTransport({ url: mail.smtpUrl, ...SMTP_TIMEOUTS });
  const stopping = new AbortController();
  const underWay = new Set<Promise<void>>();
  let waiters: (() => void)[] = [];

  const skip = (leadId: string, reason: string) => logger.info({ leadId, reason }, 'no copy of the request for the visitor');

  async function send(lead: LeadRecord, language: Language): Promise<void> {
    const reason = screenedOut(lead);
    if (reason) return skip(lead.id, reason);
    const current = labels(language);
    const email = visitorCopyEmail(lead, current, language);
    if (!email || !current.business) return skip(lead.id, 'no-content');
    // Counted before sending, so two requests at once never both send; a store that cannot be asked sends nothing.
    const key = `visitor-copy:${addressKey(lead.email)}`;
    if (!(await store.setIfAbsent(key, 1, PER_ADDRESS_MS).catch(() => false))) return skip(lead.id, 'address-today');
    const release = () => store.delete(key).catch(() => {});
    if (maxPerHour !== undefined) {
      const { count } = await store.hit('visitor-copy:hour', HOUR_MS).catch(() => ({ count: Infinity }));
      if (count > maxPerHour) {
        await release();
        return skip(lead.id, 'hourly-number');
      }
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await transport.sendMail({
          from: mail.from,
          // The address alone: the name the visitor typed is never in a header of ours.
          to: { name: '', address: lead.email },
          replyTo: current.business.email,
          subject: email.subject,
          text: email.text,
          html: email.html,
          // RFC 3834: an automatic message, which auto-responders do not answer.
          headers: { 'Auto-Submitted': 'auto-generated', 'X-Lead-Id': lead.id },
        });
        logger.info({ leadId: lead.id, attempt }, 'copy of the request sent to the visitor');
        return;
      } catch (caught) {
        const error = caught instanceof Error ? caught.message : String(caught);
        if (stopping.signal.aborted || attempt > retrySchedule.length) {
          logger.warn({ leadId: lead.id, attempts: attempt, error }, 'the copy of the request for the visitor could not be sent; given up');
          await release();
          return;
        }
        const retryInMs = retrySchedule[attempt - 1]!;
        logger.warn({ leadId: lead.id, attempt, retryInMs, error }, 'the copy of the request for the visitor failed; trying again later');
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
        logger.error({ leadId: lead.id, error: error instanceof Error ? error.message : String(error) }, 'the copy for the visitor failed'),
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
      transport.close();
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
