// The notification channels the configuration asks for, and the one line
// start-up says about them.
import type { NotifyConfig } from '../../config';
import type { Logger } from '../../logger';
import type { LeadLabels } from './lead-email';
import { createMailChannel } from './mail-channel';
import { createNotifier, type NotificationChannel, type Notifier, type NotifierOptions } from './notifier';
import { createWebhookChannel } from './webhook-channel';

export function channelsFromConfig(notify: Pick<NotifyConfig, 'email' | 'webhook'>, labels: () => LeadLabels): NotificationChannel[] {
  return [
    ...(notify.email ? [createMailChannel(notify.email, labels)] : []),
    ...(notify.webhook ? [createWebhookChannel(notify.webhook, labels)] : []),
  ];
}

/** The notifier of one process (its own lead log), or undefined when no channel is configured. */
export function notifierFromConfig(
  notify: NotifyConfig,
  options: Omit<NotifierOptions, 'channels' | 'maxPerHour'> & { labels: () => LeadLabels },
): Notifier | undefined {
  const channels = channelsFromConfig(notify, options.labels);
  return channels.length > 0 ? createNotifier({ ...options, channels, maxPerHour: notify.maxPerHour }) : undefined;
}

/** Says once at start-up whether and where the business is told of new requests (no secrets: hosts only). */
export function logNotificationSetup(notify: NotifyConfig, logger: Logger): void {
  if (!notify.email && !notify.webhook) {
    logger.info(
      'lead notifications are off: nothing is sent when a lead arrives (set SMTP_URL with LEADS_MAIL_FROM and LEADS_NOTIFY_TO, and/or LEADS_WEBHOOK_URL)',
    );
    return;
  }
  logger.info(
    {
      ...(notify.email && { email: { to: notify.email.to, from: notify.email.from, smtpHost: new URL(notify.email.smtpUrl).host } }),
      ...(notify.webhook && { webhook: { host: new URL(notify.webhook.url).host, signed: Boolean(notify.webhook.secret) } }),
      maxPerHour: notify.maxPerHour,
    },
    'lead notifications on',
  );
}
