// The review requests as the configuration asks for them, for the one process
// that sends them (index.ts): their channel, their log and its notifier.
import type { ClusterStore } from '../../cluster-store';
import type { NotifyConfig } from '../../config';
import type { Logger } from '../../logger';
import { openNdjsonLog } from '../../storage/ndjson-log';
import type { Language } from '../../../shared/language';
import { createLeadPageLinks } from '../lead-links';
import { reviewsLogFile } from '../lead-logs';
import type { LeadLabels } from '../notifications/lead-email';
import { createNotifier } from '../notifications/notifier';
import type { LeadLogFollower } from '../follow-lead-logs';
import { reviewChannel } from './review-channel';
import { startReviewRequests } from './review-requests';

/** A stop link keeps working long after the e-mail: a visitor may read it months later. */
const STOP_LINK_DAYS = 365;

/** Undefined when no review is to be asked for (no REVIEW_URL). */
export function reviewsFromConfig(
  notify: Pick<NotifyConfig, 'reviews'>,
  {
    leadsFile,
    labels,
    formSecret,
    store,
    logger,
  }: { leadsFile: string; labels: (language: Language) => LeadLabels; formSecret: string; store: ClusterStore; logger: Logger },
): LeadLogFollower | undefined {
  if (!notify.reviews) return undefined;
  const file = reviewsLogFile(leadsFile);
  const notifier = createNotifier({
    channels: [reviewChannel(notify.reviews, labels, createLeadPageLinks(formSecret, { page: 'no-more-email', days: STOP_LINK_DAYS }))],
    leadsFile: file,
    logger,
    store,
    // A job is won weeks after its request: the request's age says nothing here.
    replayMaxAgeMs: Infinity,
  });
  return startReviewRequests({
    leadsFile,
    log: openNdjsonLog(file, (message) => logger.warn(message)),
    notifier,
    delayMs: notify.reviews.delayMs,
    logger,
  });
}
