import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
};

describe('notification settings', () => {
  it('none set: nothing is sent', () => {
    expect(loadConfig({}).notify).toEqual({ maxPerHour: 20 });
  });

  it('e-mail and webhook', () => {
    const { notify } = loadConfig({
      SMTP_URL: 'smtp://site:secret@mail.example.com:587',
      LEADS_MAIL_FROM: 'Website <website@example.com>',
      LEADS_NOTIFY_TO: 'estimates@example.com, owner@example.com',
      LEADS_WEBHOOK_URL: 'https://hooks.example.com/leads',
      LEADS_WEBHOOK_SECRET: '0123456789abcdef',
    });
    expect(notify).toEqual({
      email: {
        smtpUrl: 'smtp://site:secret@mail.example.com:587',
        from: 'Website <website@example.com>',
        to: ['estimates@example.com', 'owner@example.com'],
      },
      webhook: { url: 'https://hooks.example.com/leads', secret: '0123456789abcdef' },
      maxPerHour: 20,
    });
  });

  it('an empty variable counts as unset', () => {
    expect(loadConfig({ SMTP_URL: '', LEADS_WEBHOOK_URL: '' }).notify).toEqual({ maxPerHour: 20 });
  });

  it('names every bad variable at once, and never echoes the SMTP password', () => {
    const found = problems({
      PORT: 'eighty',
      SMTP_URL: 'http://site:hunter2-secret@mail.example.com',
      LEADS_NOTIFY_TO: 'estimates@example.com, not-an-address',
      LEADS_WEBHOOK_URL: 'ftp://hooks.example.com',
      LEADS_WEBHOOK_SECRET: 'short',
    });
    expect(found.map((line) => line.split(':')[0])).toEqual([
      'PORT',
      'SMTP_URL',
      'LEADS_NOTIFY_TO',
      'LEADS_WEBHOOK_URL',
      'LEADS_WEBHOOK_SECRET',
      'LEADS_MAIL_FROM',
    ]);
    expect(found.join('\n')).toContain('not an address: not-an-address');
    expect(found.join('\n')).not.toContain('hunter2');
  });

  it('texts: LEAD_ALERT_PHONES must be E.164 numbers, each bad one named, and needs the Twilio account; the account needs the phones', () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'a-twilio-auth-token-0123456789ab',
      TWILIO_FROM: '+17185550100',
    };
    expect(loadConfig({ ...twilio, LEAD_ALERT_PHONES: '+17185550111, +15165550122' }).notify.sms).toEqual({
      apiUrl: 'https://api.twilio.com',
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: twilio.TWILIO_AUTH_TOKEN,
      from: '+17185550100',
      to: ['+17185550111', '+15165550122'],
    });
    expect(problems({ ...twilio, LEAD_ALERT_PHONES: '+17185550111,718-555-0122' })).toEqual([
      'LEAD_ALERT_PHONES: "718-555-0122" is not an E.164 number: write it as +, the country code and the number, e.g. +17185550100',
    ]);
    expect(problems({ LEAD_ALERT_PHONES: '+17185550111', TWILIO_FROM: '7185550100' }).map((line) => line.split(':')[0])).toEqual([
      'TWILIO_FROM',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
    ]);
    expect(problems(twilio)).toEqual([
      'TWILIO_ACCOUNT_SID: only used with LEAD_ALERT_PHONES: set LEAD_ALERT_PHONES too, or remove it',
      'TWILIO_AUTH_TOKEN: only used with LEAD_ALERT_PHONES: set LEAD_ALERT_PHONES too, or remove it',
      'TWILIO_FROM: only used with LEAD_ALERT_PHONES: set LEAD_ALERT_PHONES too, or remove it',
    ]);
  });

  it('reminders: after LEAD_ACK_MINUTES to the alert and backup phones and the backup address; each backup needs its way to be sent', () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'a-twilio-auth-token-0123456789ab',
      TWILIO_FROM: '+17185550100',
    };
    const mail = { SMTP_URL: 'smtp://mail.example.com', LEADS_MAIL_FROM: 'site@example.com', LEADS_NOTIFY_TO: 'owner@example.com' };
    expect(loadConfig({}).notify.reminders).toBeUndefined();
    expect(loadConfig(mail).notify.reminders).toBeUndefined();
    const reminders = loadConfig({
      ...twilio,
      ...mail,
      LEAD_ALERT_PHONES: '+17185550111',
      LEAD_BACKUP_PHONES: '+15165550122,+17185550111',
      LEAD_BACKUP_EMAIL: 'backup@example.com',
      LEAD_ACK_MINUTES: '20',
    }).notify.reminders;
    expect(reminders?.ackMs).toBe(20 * 60_000);
    expect(reminders?.sms?.to).toEqual(['+17185550111', '+15165550122']);
    expect(reminders?.email).toEqual({ smtpUrl: mail.SMTP_URL, from: mail.LEADS_MAIL_FROM, to: ['backup@example.com'] });
    expect(loadConfig({ ...twilio, LEAD_ALERT_PHONES: '+17185550111' }).notify.reminders?.ackMs).toBe(15 * 60_000);
    expect(problems({ LEAD_BACKUP_PHONES: '+15165550122', LEAD_BACKUP_EMAIL: 'backup@example.com', LEAD_ACK_MINUTES: '0' })).toEqual([
      'LEAD_ACK_MINUTES: Too small: expected number to be >0',
      'LEAD_BACKUP_PHONES: only used with LEAD_ALERT_PHONES: set LEAD_ALERT_PHONES too, or remove it',
      'LEAD_BACKUP_EMAIL: only used with SMTP_URL: the reminder is e-mailed through it; set SMTP_URL too, or remove it',
    ]);
    expect(problems({ ...twilio, LEAD_ALERT_PHONES: '+17185550111', LEAD_BACKUP_PHONES: '5165550122' })[0]).toMatch(
      /^LEAD_BACKUP_PHONES: "5165550122" is not an E.164 number/,
    );
  });

  it('review requests: to REVIEW_URL, REVIEW_REQUEST_DAYS (14 by default) after a win, through the SMTP server', () => {
    const mail = { SMTP_URL: 'smtp://mail.example.com', LEADS_MAIL_FROM: 'site@example.com', LEADS_NOTIFY_TO: 'owner@example.com' };
    const url = 'https://g.page/r/example/review';
    expect(loadConfig(mail).notify.reviews).toBeUndefined();
    expect(loadConfig({ ...mail, REVIEW_URL: url }).notify.reviews).toEqual({
      url,
      delayMs: 14 * 86_400_000,
      mail: { smtpUrl: mail.SMTP_URL, from: mail.LEADS_MAIL_FROM },
    });
    expect(loadConfig({ ...mail, REVIEW_URL: url, REVIEW_REQUEST_DAYS: '0.5' }).notify.reviews?.delayMs).toBe(12 * 3_600_000);
    expect(problems({ ...mail, REVIEW_URL: 'http://g.page/r/example/review', REVIEW_REQUEST_DAYS: '-1' })).toEqual([
      'REVIEW_URL: use an https:// URL, like your Google review link',
      'REVIEW_REQUEST_DAYS: Too small: expected number to be >=0',
    ]);
    expect(problems({ REVIEW_URL: url })).toEqual([
      'REVIEW_URL: only used with SMTP_URL: the review request is e-mailed through it; set SMTP_URL too, or remove it',
    ]);
  });

  it('SMTP_URL needs LEADS_MAIL_FROM and LEADS_NOTIFY_TO; they, and the webhook secret, need their URL', () => {
    expect(problems({ SMTP_URL: 'smtps://mail.example.com' })).toEqual([
      "LEADS_MAIL_FROM: required with SMTP_URL: the site's own address the notification is sent from",
      'LEADS_NOTIFY_TO: required with SMTP_URL: the address(es) the notification goes to',
    ]);
    expect(problems({ LEADS_NOTIFY_TO: 'a@example.com', LEADS_WEBHOOK_SECRET: '0123456789abcdef' })).toEqual([
      'LEADS_NOTIFY_TO: only used with SMTP_URL: set SMTP_URL too, or remove it',
      'LEADS_WEBHOOK_SECRET: only used with LEADS_WEBHOOK_URL: set LEADS_WEBHOOK_URL too, or remove it',
    ]);
  });
});

describe('traffic settings', () => {
  it('defaults: var/traffic, 500 MB, 400 days, 120 events a minute per address', () => {
    const { traffic } = loadConfig({});
    expect(traffic).toEqual({ dir: path.resolve('var/traffic'), maxBytes: 500 * 1024 * 1024, keepDays: 400, ratePerMinute: 120 });
  });

  it('takes a budget in fractions of a megabyte, and refuses nonsense', () => {
    expect(loadConfig({ TRAFFIC_MAX_MB: '0.5', TRAFFIC_DIR: '/srv/traffic' }).traffic).toMatchObject({
      dir: '/srv/traffic',
      maxBytes: 524_288,
    });
    expect(
      problems({ TRAFFIC_MAX_MB: '0', TRAFFIC_KEEP_DAYS: '1.5', TRAFFIC_RATE_LIMIT: 'many' }).map((line) => line.split(':')[0]),
    ).toEqual(['TRAFFIC_MAX_MB', 'TRAFFIC_KEEP_DAYS', 'TRAFFIC_RATE_LIMIT']);
  });
});

describe('a variable under its old name', () => {
  it('still works, and the log is told to rename it', () => {
    const config = loadConfig({ EVENTS_DIR: '/srv/events', CONTACT_RATE_LIMIT: '7' });
    expect(config.traffic.dir).toBe('/srv/events');
    expect(config.leadLimits.softLimit).toBe(7);
    expect(config.deprecations).toEqual([
      'EVENTS_DIR is now called TRAFFIC_DIR: it still works, but rename it',
      'CONTACT_RATE_LIMIT is now called LEADS_RATE_LIMIT: it still works, but rename it',
    ]);
  });

  it('gives way to the new name when both are set', () => {
    const config = loadConfig({ EVENTS_RATE_LIMIT: '5', TRAFFIC_RATE_LIMIT: '9' });
    expect(config.traffic.ratePerMinute).toBe(9);
    expect(config.deprecations).toEqual(['EVENTS_RATE_LIMIT is ignored: TRAFFIC_RATE_LIMIT is set too (remove EVENTS_RATE_LIMIT)']);
  });

  it('is named by its new name when its value is bad', () => {
    expect(problems({ CONTACT_HARD_LIMIT: 'lots' }).map((line) => line.split(':')[0])).toEqual(['LEADS_HARD_LIMIT']);
  });
});

describe('timeouts', () => {
  it('a header deadline longer than the whole request stops the start, named', () => {
    expect(problems({ REQUEST_TIMEOUT_MS: '2000' }).map((line) => line.split(':')[0])).toEqual(['HEADERS_TIMEOUT_MS']);
    expect(problems({ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1000' })).toEqual([]);
  });
});

describe('photo decode budgets', () => {
  it('default to 320 MB a decode and 512 MB a process, and the process budget is never below one decode', () => {
    expect(loadConfig({}).leadPhotos.decode).toEqual({ maxBytes: 320 * 1024 * 1024, processBytes: 512 * 1024 * 1024 });
    expect(loadConfig({ PHOTO_DECODE_MB: '600', PHOTO_DECODES_MB: '400' }).leadPhotos.decode.processBytes).toBe(600 * 1024 * 1024);
  });
});
