// The notification channels the configuration asks for (e-mail, a webhook,
// a text to each alert phone), the visitor's copy that comes with e-mail,
// and the one line start-up says about them.
import type { Language } from '../../../shared/language';
import type { NotifyConfig } from '../../config';
import type { Logger } from '../../logger';
import type { OpeningHours } from '../business-clock';
import type { LeadPageLinks } from '../lead-links';
import type { LeadLabels } from './lead-email';
import { createMailChannel } from './mail-channel';
import type { LeadPhotoAccess } from './mail-photos';
import { createNotifier, type NotificationChannel, type Notifier, type NotifierOptions } from './notifier';
import { createSmsChannels, smsChannelName } from './sms-channel';
import { createVisitorCopies } from './visitor-copy';
import { createVisitorTexts } from './visitor-text';
import type { VisitorMessages } from './visitor-messages';
import { createWebhookChannel } from './webhook-channel';

/**
 * `photos`: the e-mail attaches a request's photos and both channels link to
 * them; omitted, they only name them. `leadPages`: the texts and the e-mail
 * link to each lead's private page; omitted, they do not.
 */
export function channelsFromConfig(
  notify: Pick<NotifyConfig, 'email' | 'webhook' | 'sms'>,
  labels: () => LeadLabels,
  photos?: LeadPhotoAccess,
  leadPages?: LeadPageLinks,
): NotificationChannel[] {
  return [
    ...(notify.email ? [createMailChannel(notify.email, labels, photos, leadPages)] : []),
    ...(notify.webhook ? [createWebhookChannel(notify.webhook, labels, { ...(photos && { links: photos.links }) })] : []),
    ...(notify.sms ? createSmsChannels(notify.sms, labels, { ...(leadPages && { links: leadPages }) }) : []),
  ];
}

/** The names of the channels the configuration asks for, as the delivery record keeps them. */
export const channelNamesOf = (notify: Pick<NotifyConfig, 'email' | 'webhook' | 'sms'>): string[] => [
  ...(notify.email ? ['email'] : []),
  ...(notify.webhook ? ['webhook'] : []),
  ...(notify.sms ? notify.sms.to.map((phone) => smsChannelName(phone)) : []),
];

/**
 * The notifier of one process (its own lead log), or undefined when no
 * channel is configured. Each request it is handed may also bring the
 * visitor a message of their own, apart from the business's channels (not in
 * the delivery record, not replayed, not resent): with e-mail, their copy
 * (visitor-copy.ts); with texts, the confirmation they ticked the box for
 * (visitor-text.ts).
 */
export function notifierFromConfig(
  notify: NotifyConfig,
  {
    labels,
    photos,
    leadPages,
    visitPages,
    hours,
    visitorCopyRetrySchedule,
    ...options
  }: Omit<NotifierOptions, 'channels' | 'maxPerHour'> & {
    /** The names beside stored values, from the content of the moment: the business's in English, a visitor's copy in its request's language. */
    labels: (language?: Language) => LeadLabels;
    photos?: LeadPhotoAccess;
    leadPages?: LeadPageLinks;
    /** The links to a visitor's page of their site visit, in their copy; omitted, the copy has none. */
    visitPages?: LeadPageLinks;
    /** The opening hours of the content of the moment (when a visitor's text says to expect a call). */
    hours: () => readonly OpeningHours[];
    /** Tests shorten it. */
    visitorCopyRetrySchedule?: readonly number[];
  },
): Notifier | undefined {
  const channels = channelsFromConfig(notify, () => labels(), photos, leadPages);
  if (channels.length === 0) return undefined;
  const notifier = createNotifier({ ...options, channels, maxPerHour: notify.maxPerHour });
  const shared = {
    labels,
    logger: options.logger,
    store: options.store,
    maxPerHour: notify.maxPerHour,
    ...(options.now && { now: options.now }),
  };
  const visitors = [
    ...(notify.email ?
      [
        createVisitorCopies({
          ...shared,
          mail: notify.email,
          ...(visitPages && { visitPages }),
          ...(visitorCopyRetrySchedule && { retrySchedule: visitorCopyRetrySchedule }),
        }),
      ]
    : []),
    ...(notify.sms ? [createVisitorTexts({ ...shared, twilio: notify.sms, hours })] : []),
  ];
  return visitors.length > 0 ? withVisitorMessages(notifier, visitors) : notifier;
}

/** `notifier`, which also hands every request it is given to each of `visitors` (which screen it themselves). */
function withVisitorMessages(notifier: Notifier, visitors: VisitorMessages[]): Notifier {
  return {
    ...notifier,
    enqueue(lead) {
      notifier.enqueue(lead);
      for (const messages of visitors) messages.enqueue(lead, lead.language);
    },
    async settled() {
      await Promise.all([notifier.settled(), ...visitors.map((messages) => messages.settled())]);
    },
    async stop() {
      await Promise.all([notifier.stop(), ...visitors.map((messages) => messages.stop())]);
    },
  };
}

/** Says once at start-up whether and where the business is told of new requests (no secrets: hosts only). */
export function logNotificationSetup(notify: NotifyConfig, logger: Logger): void {
  if (!notify.email && !notify.webhook && !notify.sms) {
    logger.info(
      'lead notifications are off: nothing is sent when a lead arrives (set SMTP_URL with LEADS_MAIL_FROM and LEADS_NOTIFY_TO, LEADS_WEBHOOK_URL, and/or LEAD_ALERT_PHONES with the TWILIO_ settings)',
    );
    return;
  }
  logger.info(
    {
      ...(notify.email && {
        email: { to: notify.email.to, from: notify.email.from, smtpHost: new URL(notify.email.smtpUrl).host, visitorCopies: true },
      }),
      ...(notify.webhook && { webhook: { host: new URL(notify.webhook.url).host, signed: Boolean(notify.webhook.secret) } }),
      ...(notify.sms && {
        sms: { to: notify.sms.to, from: notify.sms.from, apiHost: new URL(notify.sms.apiUrl).host, visitorTextsWhenAsked: true },
      }),
      ...(notify.reminders && {
        reminders: {
          afterBusinessMinutes: notify.reminders.ackMs / 60_000,
          ...(notify.reminders.sms && { phones: notify.reminders.sms.to }),
          ...(notify.reminders.email && { email: notify.reminders.email.to }),
        },
      }),
      ...(notify.reviews && { reviews: { url: notify.reviews.url, afterDays: notify.reviews.delayMs / 86_400_000 } }),
      maxPerHour: notify.maxPerHour,
    },
    'lead notifications on',
  );
}
