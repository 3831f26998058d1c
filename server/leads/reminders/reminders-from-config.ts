// The reminders as the configuration asks for them, for the one process that
// sends them (index.ts): their channels, their log and its notifier.
import type { ClusterStore } from '../../cluster-store';
import type { NotifyConfig } from '../../config';
import type { Logger } from '../../logger';
import { openNdjsonLog } from '../../storage/ndjson-log';
import type { OpeningHours } from '../business-clock';
import type { LeadPageLinks } from '../lead-links';
import { remindersLogFile } from '../lead-logs';
import type { LeadLabels } from '../notifications/lead-email';
import { createNotifier } from '../notifications/notifier';
import { startLeadReminders, type LeadReminders } from './lead-reminders';
import { reminderChannels } from './reminder-channels';

/** Undefined when no one is to be reminded (no alert phones, no backup address). */
export function remindersFromConfig(
  notify: Pick<NotifyConfig, 'reminders' | 'maxPerHour'>,
  {
    leadsFile,
    labels,
    leadPages,
    hours,
    store,
    logger,
  }: {
    leadsFile: string;
    labels: () => LeadLabels;
    leadPages: LeadPageLinks;
    hours: () => readonly OpeningHours[];
    store: ClusterStore;
    logger: Logger;
  },
): LeadReminders | undefined {
  if (!notify.reminders) return undefined;
  const file = remindersLogFile(leadsFile);
  const notifier = createNotifier({
    channels: reminderChannels(notify.reminders, labels, leadPages),
    leadsFile: file,
    logger,
    maxPerHour: notify.maxPerHour,
    store,
  });
  return startLeadReminders({
    leadsFile,
    log: openNdjsonLog(file, (message) => logger.warn(message)),
    notifier,
    ackMs: notify.reminders.ackMs,
    hours,
    logger,
  });
}
