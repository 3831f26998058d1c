import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '../../server/leads/lead-record';
import { digestEmail, formatLeadTime, leadEmail, mailtoUri, telUri, type LeadLabels } from '../../server/leads/notifications/lead-email';

const labels = (businessName: string): LeadLabels => ({
  businessName,
  serviceName: (slug) => ({ restoration: 'Terrazzo Restoration' })[slug] ?? slug,
});

const lead = (overrides: Partial<LeadRecord> = {}): LeadRecord => ({
  v: 2,
  id: '6c1e0f3a-0000-4000-8000-000000000001',
  receivedAt: '2024-03-01T14:15:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(718) 555-0100',
  service: 'restoration',
  location: 'Park Slope',
  message: 'Cracks.',
  ...overrides,
});

describe('telUri', () => {
  it.each([
    ['(718) 555-0100', 'tel:+17185550100'],
    ['1-718-555-0100', 'tel:+17185550100'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['718.555.0100 ext. 12', 'tel:+17185550100;ext=12'],
    ['718 555 0100 x7', 'tel:+17185550100;ext=7'],
    ['555-0100', 'tel:5550100'],
  ])('%s → %s', (phone, uri) => {
    expect(telUri(phone)).toBe(uri);
  });
});

describe('leadEmail', () => {
  it('names the visitor and the service (its label) in the subject', () => {
    expect(leadEmail(lead(), labels('Five Borough Terrazzo')).subject).toBe('New estimate request: Ada Lovelace — Terrazzo Restoration');
    expect(leadEmail(lead({ service: '' }), labels('Five Borough Terrazzo')).subject).toBe('New estimate request: Ada Lovelace');
  });

  it('keeps the subject on one line whatever the name holds', () => {
    expect(leadEmail(lead({ name: 'Ada\r\nBcc: victim@example.com' }), labels('X')).subject).toBe(
      'New estimate request: Ada Bcc: victim@example.com — Terrazzo Restoration',
    );
  });

  it('escapes everything the visitor typed in the HTML body, links included', () => {
    const { html } = leadEmail(
      lead({
        name: '<script>alert(1)</script>',
        location: '"><img src=x onerror=alert(1)>',
        message: "it's <b>bold</b>",
        source: { page: '/contact?a=<x>' },
      }),
      labels('X'),
    );
    expect(html).not.toMatch(/<script>|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('it&#x27;s &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('/contact?a=&lt;x&gt;');
  });

  it('says when the source is not known, and shows the time in New York', () => {
    const { text, html } = leadEmail(lead(), labels('Five Borough Terrazzo'));
    expect(text).toContain('not known');
    expect(html).toContain('Not known');
    expect(text).toContain('Received: Friday, March 1, 2024 at 9:15 AM EST');
    expect(formatLeadTime('2024-07-04T16:00:00.000Z')).toBe('Thursday, July 4, 2024 at 12:00 PM EDT');
  });

  it('links the e-mail address with mailto:', () => {
    expect(mailtoUri("o'neil+quote@example.com")).toBe("mailto:o'neil%2Bquote@example.com");
  });

  it('names a flagged request in the subject and the body', () => {
    const { subject, text, html } = leadEmail(lead({ flagged: ['rate'] }), labels('X'));
    expect(subject).toBe(
      'New estimate request: Ada Lovelace — Terrazzo Restoration [flagged: many requests from one address within minutes]',
    );
    expect(text).toContain('Flagged: many requests from one address within minutes.');
    expect(html).toContain('Flagged: many requests from one address within minutes.');
  });
});

describe('digestEmail', () => {
  it('lists every request of the digest, each with its call link, escaped', () => {
    const leads = [lead({ id: 'a', name: '<i>Ada</i>' }), lead({ id: 'b', name: 'Bo', phone: '212 555 0101', flagged: ['rate'] })];
    const { subject, text, html } = digestEmail(leads, labels('Five Borough Terrazzo'));
    expect(subject).toBe('2 new estimate requests (Five Borough Terrazzo website, gathered in one e-mail)');
    expect(text).toContain('request a');
    expect(text).toContain('request b');
    expect(text).toContain('Flagged: many requests from one address within minutes');
    expect(html).toContain('href="tel:+17185550100"');
    expect(html).toContain('href="tel:+12125550101"');
    expect(html).toContain('&lt;i&gt;Ada&lt;/i&gt;');
    expect(html).not.toContain('<i>Ada');
  });
});
