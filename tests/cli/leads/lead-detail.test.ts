import { describe, expect, it } from 'vitest';
import { leadDetail } from '../../../cli/leads/lead-detail';
import { ESTIMATE, lead, WINDOWS } from './sample-lead';

const options = {
  windows: WINDOWS,
  photoFiles: [
    { path: '/srv/site/var/lead-photos/AAAAAAAAAAAAAAAAAAAAAA.jpg' },
    { path: '/srv/site/var/lead-photos/BBBBBBBBBBBBBBBBBBBBBB.jpg', problem: 'missing' },
  ],
  shownPath: (file: string) => file.replace('/srv/site/', ''),
  timeZone: 'UTC',
};

describe('one lead whole (--show)', () => {
  it('shows every field, the message on lines of its own, the estimate in words and the file of each photo', () => {
    const detail = leadDetail(
      {
        lead: lead({
          ...ESTIMATE,
          message: 'Cracks at the door.\nSecond line.',
          source: { page: '/contact', utm: { utm_source: 'google' } },
          flagged: ['rate'],
          delivery: { email: { sent: true, attempts: 1, at: '2024-03-01T14:06:00.000Z' } },
        }),
        file: '/srv/site/var/contacts-worker-1.ndjson',
        line: 12,
        events: [],
      },
      options,
    );
    expect(detail).toBe(
      [
        'lead 6C1E-0F3A (id 6c1e0f3a-5b7d-4e2a-9c1f-3a8b2d4e6f70)',
        'received at   2024-03-01 14:05',
        'name          Ana Ruiz',
        'email         ana@example.com',
        'phone         (718) 555-0100',
        'service       restoration',
        'location      Park Slope, Brooklyn',
        'message       Cracks at the door.',
        '              Second line.',
        'photos        2',
        '              var/lead-photos/AAAAAAAAAAAAAAAAAAAAAA.jpg (2560×1920, 1.1 MB)',
        '              var/lead-photos/BBBBBBBBBBBBBBBBBBBBBB.jpg (missing)',
        'area          1,200 sq ft',
        'kind of work  Restoring an existing floor',
        'range         $11,400–$25,200 (prices of 2026-11-01)',
        'visit         Weekday morning, 7 AM–12 PM',
        '              sunday-evening',
        'access        A super or doorman lets us in',
        '              Co-op or condo board rules',
        'source        page /contact; utm_source google',
        'flagged       rate: many requests from one address within minutes',
        'notified      email: sent',
        'stored in     var/contacts-worker-1.ndjson, line 12',
        '',
      ].join('\n'),
    );
  });

  it('leaves out the parts a lead does not have, and says the time zone when it is New York', () => {
    const detail = leadDetail(
      { lead: lead(), file: '/srv/site/var/contacts.ndjson', line: 1, events: [] },
      { ...options, timeZone: undefined },
    );
    expect(detail).toContain('received at   2024-03-01 09:05 New York time\n');
    expect(detail).not.toMatch(/^(photos|area|kind of work|range|visit|access|source|flagged|spam|notified) /m);
  });

  it('never prints a control character a visitor typed', () => {
    const detail = leadDetail(
      {
        lead: lead({ name: 'Eve\u001b[2J', message: 'hi\u0007\n\u202eevil', location: '\u001b]8;;https://evil.example\u0007x' }),
        file: 'f',
        line: 1,
        events: [],
      },
      options,
    );
    expect(detail.replaceAll('\n', '')).not.toMatch(/[\p{Cc}\u202e]/u);
  });
});
