import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '../../server/leads/lead-record';
import { LEAD_RECORD_VERSION } from '../../server/leads/lead-record';
import { digestEmail, formatLeadTime, leadEmail, mailtoUri, telUri, type LeadLabels } from '../../server/leads/notifications/lead-email';

const labels = (businessName: string): LeadLabels => ({
  businessName,
  serviceName: (slug) => ({ restoration: 'Terrazzo Restoration' })[slug] ?? slug,
});

const lead = (overrides: Partial<LeadRecord> = {}): LeadRecord => ({
  v: LEAD_RECORD_VERSION,
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

  describe('the visit', () => {
    const journey = (overrides: Partial<NonNullable<LeadRecord['source']>> = {}) =>
      lead({
        source: {
          page: '/contact',
          landingPage: '/services/restoration?utm_source=spring-mailer',
          referrer: 'https://mail.example.net/inbox',
          utm: { utm_source: 'spring-mailer', utm_medium: 'email', utm_campaign: 'april' },
          visit: '0123456789abcdef',
          pages: ['/services/restoration?utm_source=spring-mailer', '/gallery', '/about'],
          ...overrides,
        },
      });

    it('in the text, tells the source, the landing page, the referrer, the campaign, the pages in order, then the page it was sent from', () => {
      const { text } = leadEmail(journey(), labels('X'));
      const section = text.slice(text.indexOf('Visit:'), text.indexOf('Received:'));
      expect(section.split('\n')).toEqual([
        'Visit:',
        '  Source:         spring-mailer / april',
        '  Landing page:   /services/restoration?utm_source=spring-mailer',
        '  Referred by:    https://mail.example.net/inbox',
        '  Campaign:       source: spring-mailer, medium: email, campaign: april',
        '  Pages viewed before the request:',
        '    1. /services/restoration?utm_source=spring-mailer',
        '    2. /gallery',
        '    3. /about',
        '  Sent from page: /contact',
        '',
        '',
      ]);
    });

    it('in the HTML, tells the same in the same order, the pages as a numbered list', () => {
      const { html } = leadEmail(journey(), labels('X'));
      const order = [
        '>Visit</h2>',
        '>Source</th>',
        'spring-mailer / april',
        '>Landing page</th>',
        '>Referred by</th>',
        'https://mail.example.net/inbox',
        'campaign: april',
        'Pages viewed before the request</p><ol',
        '<li',
        '>/services/restoration?utm_source=spring-mailer</bdi></li>',
        '>/gallery</bdi></li>',
        '>/about</bdi></li></ol>',
        '>Sent from page</th>',
        '>/contact</bdi>',
      ].map((part) => html.indexOf(part));
      expect(order).not.toContain(-1);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(html.match(/<li/g)).toHaveLength(3);
    });

    it('names a search engine or a direct visit when no campaign is known', () => {
      const search = leadEmail(journey({ utm: undefined, referrer: 'https://www.google.com/' }), labels('X'));
      expect(search.text).toContain('  Source:         Google search\n');
      expect(search.html).toContain('Google search');
      const direct = leadEmail(journey({ utm: undefined, referrer: undefined }), labels('X'));
      expect(direct.text).toContain('  Source:         Direct\n');
      // Without a visit id or a landing page (the form without JavaScript), where the visit came from was never seen.
      const noScript = leadEmail(lead({ source: { page: '/contact' } }), labels('X'));
      expect(noScript.text).toContain('  Source:         Not known\n');
      expect(noScript.text).not.toContain('Pages viewed');
    });

    it('says the list is the last 30 when it is full', () => {
      const pages = Array.from({ length: 30 }, (_, i) => `/page-${i + 1}`);
      const { text, html } = leadEmail(journey({ pages }), labels('X'));
      expect(text).toContain('  Pages viewed before the request (the last 30):\n    1. /page-1\n');
      expect(text).toContain('    30. /page-30\n  Sent from page: /contact');
      expect(html).toContain('Pages viewed before the request (the last 30)');
      expect(leadEmail(journey({ pages: pages.slice(1) }), labels('X')).text).not.toContain('the last 30');
    });

    it('escapes a hostile page path or utm value in the HTML', () => {
      const { html } = leadEmail(
        journey({
          pages: ['/gallery?q=<script>alert(1)</script>'],
          utm: { utm_source: '<img src=x onerror=alert(1)>', utm_campaign: '"><svg onload=alert(2)>' },
        }),
        labels('X'),
      );
      expect(html).not.toMatch(/<script|<img|<svg/);
      expect(html).toContain('/gallery?q=&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; / &quot;&gt;&lt;svg onload=alert(2)&gt;');
    });

    it('is not told for a request sent without a source', () => {
      const { text, html } = leadEmail(lead(), labels('X'));
      expect(text).toContain('Visit:\n  not known (sent without it)\n');
      for (const part of ['Source:', 'Landing page', 'Pages viewed', 'Sent from page']) expect(text).not.toContain(part);
      for (const part of ['>Source<', 'Landing page', 'Pages viewed', '<ol', 'Sent from page']) expect(html).not.toContain(part);
    });
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

  it("gives each request its visit's source, and only that", () => {
    const leads = [
      lead({ id: 'a', source: { landingPage: '/', referrer: 'https://www.facebook.com/', pages: ['/', '/gallery'] } }),
      lead({ id: 'b' }),
    ];
    const { text, html } = digestEmail(leads, labels('X'));
    const [first, second] = text.split('\n— ').slice(1);
    expect(first).toContain('\n  Source:   Facebook\n');
    expect(second).toContain('\n  Source:   Not known\n');
    expect(text).not.toMatch(/Pages viewed|\/gallery/);
    expect(html).toMatch(/>Source<\/th><td[^>]*><bdi>Facebook<\/bdi><\/td>/);
    expect(html).not.toMatch(/Pages viewed|\/gallery/);
  });
});
