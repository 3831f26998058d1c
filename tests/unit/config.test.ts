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

describe('event settings', () => {
  it('defaults: var/events, 500 MB, 400 days, 120 events a minute per address', () => {
    const { events } = loadConfig({});
    expect(events).toEqual({ dir: path.resolve('var/events'), maxBytes: 500 * 1024 * 1024, keepDays: 400, ratePerMinute: 120 });
  });

  it('takes a budget in fractions of a megabyte, and refuses nonsense', () => {
    expect(loadConfig({ EVENTS_MAX_MB: '0.5', EVENTS_DIR: '/srv/events' }).events).toMatchObject({ dir: '/srv/events', maxBytes: 524_288 });
    expect(problems({ EVENTS_MAX_MB: '0', EVENTS_KEEP_DAYS: '1.5', EVENTS_RATE_LIMIT: 'many' }).map((line) => line.split(':')[0])).toEqual([
      'EVENTS_MAX_MB',
      'EVENTS_KEEP_DAYS',
      'EVENTS_RATE_LIMIT',
    ]);
  });
});
