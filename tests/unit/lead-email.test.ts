import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '../../server/leads/lead-record';
import { LEAD_RECORD_VERSION } from '../../server/leads/lead-record';
import { digestEmail, formatLeadTime, leadEmail, mailtoUri, telUri, type LeadLabels } from '../../server/leads/notifications/lead-email';
import { MAIL_ATTACHMENT_BUDGET, planAttachments, type MailPhoto } from '../../server/leads/notifications/mail-photos';
import { boroughReader } from '../../shared/location-borough';
import { siteVisitWindows } from '../../shared/site-visit-windows';

const labels = (businessName: string): LeadLabels => ({
  businessName,
  serviceName: (slug) => ({ restoration: 'Terrazzo Restoration' })[slug] ?? slug,
});

const WINDOWS = siteVisitWindows([
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:00', closes: '17:00' },
  { days: ['Sa'], opens: '08:00', closes: '16:00' },
]);

/** Labels as the content gives them: the borough of a location and the windows' labels too. */
const contentLabels = (): LeadLabels => ({
  ...labels('Five Borough Terrazzo'),
  boroughOf: boroughReader([
    { name: 'Park Slope', borough: 'Brooklyn' },
    { name: 'Astoria', borough: 'Queens' },
  ]),
  windowLabel: (value) => WINDOWS.find((window) => window.value === value)?.label,
});

/** A request with the estimate's fields: 600 sq ft of restoration in Park Slope, two windows, a super to let us in. */
const estimate = (overrides: Partial<LeadRecord> = {}) =>
  lead({
    project: { areaSqFt: 600, work: 'restoration', range: { price: 'restoration', low: 3000, high: 7200, setOn: '2026-11-01' } },
    visit: { windows: ['weekday-morning', 'saturday-afternoon'], access: ['super', 'board'] },
    photos: [1, 2, 3].map((n) => ({ id: `photo${n}`.padEnd(22, 'x'), width: 1920, height: 2560, bytes: 900_000 })),
    ...overrides,
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
  describe('the subject', () => {
    it('says what a contractor triages from a lock screen: service, area, borough and range', () => {
      expect(leadEmail(estimate(), contentLabels()).subject).toBe(
        'New estimate request: Terrazzo Restoration · 600 sq ft · Brooklyn · $3,000–$7,200',
      );
      expect(leadEmail(estimate({ location: 'Astoria', project: { areaSqFt: 1250 } }), contentLabels()).subject).toBe(
        'New estimate request: Terrazzo Restoration · 1,250 sq ft · Queens',
      );
      expect(leadEmail(estimate({ location: 'Astoria', project: { areaSqFt: 60 } }), contentLabels()).subject).toBe(
        'New estimate request: Terrazzo Restoration · 60 sq ft · Queens — Ada Lovelace',
      );
    });

    it("adds the visitor's name only while the subject stays within 78 characters", () => {
      expect(leadEmail(lead(), contentLabels()).subject).toBe('New estimate request: Terrazzo Restoration · Brooklyn — Ada Lovelace');
      expect(leadEmail(lead({ name: 'Augusta Ada King, Countess of Lovelace' }), contentLabels()).subject).toBe(
        'New estimate request: Terrazzo Restoration · Brooklyn',
      );
    });

    it('leaves out what is not known, and names the visitor when nothing else is', () => {
      expect(leadEmail(lead(), labels('Five Borough Terrazzo')).subject).toBe('New estimate request: Terrazzo Restoration — Ada Lovelace');
      expect(leadEmail(lead({ service: '', location: 'somewhere' }), contentLabels()).subject).toBe('New estimate request: Ada Lovelace');
    });

    it('keeps the subject on one line whatever the name holds', () => {
      expect(leadEmail(lead({ name: 'Ada\r\nBcc: victim@example.com' }), labels('X')).subject).toBe(
        'New estimate request: Terrazzo Restoration — Ada Bcc: victim@example.com',
      );
      expect(leadEmail(lead({ service: '', name: 'Ada\r\nBcc: victim@example.com' }), labels('X')).subject).toBe(
        'New estimate request: Ada Bcc: victim@example.com',
      );
    });
  });

  describe("the estimate's rows", () => {
    it('in the text: the borough after the location, then area, kind of work, range with its date, windows and access as labels, photos and reference', () => {
      const { text } = leadEmail(estimate(), contentLabels());
      expect(text).toContain(
        [
          'Location:      Park Slope',
          'Borough:       Brooklyn',
          'Area:          600 sq ft',
          'Kind of work:  Restoring an existing floor',
          'Range:         $3,000–$7,200 (prices of 2026-11-01)',
          'Visit windows: Weekday morning, 7 AM–12 PM; Saturday afternoon, 12 PM–4 PM',
          'Access:        A super or doorman lets us in; Co-op or condo board rules',
          'Photos:        3',
          'Reference:     6C1E-0F3A',
        ].join('\n'),
      );
    });

    it('in the HTML, as rows of the same table, and a call link', () => {
      const { html } = leadEmail(estimate(), contentLabels());
      for (const [label, value] of <[string, string][]>[
        ['Borough', 'Brooklyn'],
        ['Area', '600 sq ft'],
        ['Kind of work', 'Restoring an existing floor'],
        ['Range', '$3,000–$7,200 (prices of 2026-11-01)'],
        ['Visit windows', 'Weekday morning, 7 AM–12 PM; Saturday afternoon, 12 PM–4 PM'],
        ['Access', 'A super or doorman lets us in; Co-op or condo board rules'],
        ['Photos', '3'],
        ['Reference', '6C1E-0F3A'],
      ])
        expect(html).toMatch(new RegExp(`>${label}</th><td[^>]*><bdi>${value.replace(/[$()]/g, '\\$&')}</bdi></td>`));
      expect(html).toContain('href="tel:+17185550100"');
    });

    it('shows only the reference for a request without the estimate, and no borough it cannot tell', () => {
      const { text } = leadEmail(lead({ location: 'Sunnyside' }), contentLabels());
      expect(text).toContain('Location:  Sunnyside\nReference: 6C1E-0F3A\n');
      for (const label of ['Borough', 'Area', 'Kind of work', 'Range', 'Access', 'Photos']) expect(text).not.toContain(`${label}:`);
    });

    it('never makes what the visitor typed a link or markup', () => {
      const { html } = leadEmail(
        estimate({
          name: 'Visit http://evil.example',
          location: '<a href="http://evil.example">Park Slope</a>',
          message: 'www.evil.example',
        }),
        contentLabels(),
      );
      expect(html).not.toMatch(/href="[^"]*evil/);
      expect(html).not.toContain('<a href="http://evil');
      expect(html).toContain('Visit http://evil.example');
    });
  });

  describe('the photos', () => {
    const photo = (n: number, bytes = 900_000, overrides: Partial<MailPhoto> = {}): MailPhoto => ({
      id: `photo${n}`.padEnd(22, 'x'),
      width: 1920,
      height: 2560,
      thumb: { path: `/photos/photo${n}.thumb.jpg`, bytes: 40_000 },
      photo: { path: `/photos/photo${n}.jpg`, bytes },
      url: `https://www.fiveboroughterrazzo.example/lead-photos/photo${n}.jpg?expires=1&signature=s`,
      thumbnailUrl: `https://www.fiveboroughterrazzo.example/lead-photos/photo${n}.thumb.jpg?expires=1&signature=s`,
      ...overrides,
    });
    const linksUntil = new Date('2026-12-27T15:00:00Z');

    it('shows each thumbnail inline by its cid, linked to the photo, and attaches every photo that fits', () => {
      const email = leadEmail(estimate(), contentLabels(), { photos: [photo(1), photo(2), photo(3)], linksUntil });
      expect(email.attachments).toEqual(
        [1, 2, 3].flatMap((n) => [
          {
            filename: `6C1E-0F3A-photo-${n}-thumbnail.jpg`,
            path: `/photos/photo${n}.thumb.jpg`,
            contentType: 'image/jpeg',
            cid: `photo-${n}-thumb@6C1E-0F3A`,
            contentDisposition: 'inline',
          },
          {
            filename: `6C1E-0F3A-photo-${n}.jpg`,
            path: `/photos/photo${n}.jpg`,
            contentType: 'image/jpeg',
            contentDisposition: 'attachment',
          },
        ]),
      );
      for (const n of [1, 2, 3]) {
        expect(email.html).toMatch(
          new RegExp(
            `<a href="https://www.fiveboroughterrazzo.example/lead-photos/photo${n}.jpg\\?expires=1&amp;signature=s"><img src="cid:photo-${n}-thumb@6C1E-0F3A" alt="Photo ${n} of 3" width="120" height="160"`,
          ),
        );
      }
      expect(email.html).toContain('Photos (3)');
      expect(email.html).toContain('The links work until December 27, 2026');
      expect(email.text).toContain(
        'Photos (3; the links work until December 27, 2026):\n  1. 1920 × 2560, attached as 6C1E-0F3A-photo-1.jpg\n',
      );
    });

    it('links the photos past the attachment budget instead of attaching them, and says which are gone', () => {
      const big = MAIL_ATTACHMENT_BUDGET / 2.5;
      const photos = [photo(1, big), photo(2, big), photo(3, big), photo(4, 100_000, { photo: undefined, thumb: undefined })];
      const email = leadEmail(estimate(), contentLabels(), { photos, linksUntil });
      expect(email.attachments.filter((a) => a.contentDisposition === 'attachment').map((a) => a.filename)).toEqual([
        '6C1E-0F3A-photo-1.jpg',
        '6C1E-0F3A-photo-2.jpg',
      ]);
      expect(email.attachments.filter((a) => a.cid)).toHaveLength(3);
      const total = photos.slice(0, 3).reduce((sum, p) => sum + p.thumb!.bytes, 0) + 2 * big;
      expect(total).toBeLessThanOrEqual(MAIL_ATTACHMENT_BUDGET);
      expect(email.text).toContain(
        '  3. 1920 × 2560, too large to attach with the others: open it by its link\n     https://www.fiveboroughterrazzo.example/lead-photos/photo3.jpg?expires=1&signature=s\n',
      );
      expect(email.text).toContain('  4. 1920 × 2560, no longer kept on the server\n');
      expect(email.html).toContain('too large to attach with the others: open it by its link');
    });

    it('without photo files or links (a resend without them), only counts the photos', () => {
      const email = leadEmail(estimate(), contentLabels());
      expect(email.attachments).toEqual([]);
      expect(email.html).not.toContain('cid:');
      expect(email.text).toContain('Photos:        3\n');
    });
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
      'New estimate request: Terrazzo Restoration — Ada Lovelace [flagged: many requests from one address within minutes]',
    );
    expect(leadEmail(estimate({ flagged: ['rate'] }), contentLabels()).subject).toBe(
      'New estimate request: Terrazzo Restoration · 600 sq ft · Brooklyn · $3,000–$7,200 [flagged: many requests from one address within minutes]',
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
    expect(first).toContain('\n  Source:    Facebook\n');
    expect(second).toContain('\n  Source:    Not known\n');
    expect(text).not.toMatch(/Pages viewed|\/gallery/);
    expect(html).toMatch(/>Source<\/th><td[^>]*><bdi>Facebook<\/bdi><\/td>/);
    expect(html).not.toMatch(/Pages viewed|\/gallery/);
  });
});

describe('digestEmail with estimates', () => {
  it("lists each request's photo count and estimate rows, and attaches nothing", () => {
    const leads = [estimate({ id: 'a1b2c3d4-0000' }), lead({ id: 'b1b2c3d4-0000', location: 'Astoria' })];
    const { text, html, attachments } = digestEmail(leads, contentLabels());
    const [first, second] = text.split('\n— ').slice(1);
    for (const line of ['  Borough:       Brooklyn', '  Area:          600 sq ft', '  Photos:        3', '  Reference:     A1B2-C3D4'])
      expect(first).toContain(`${line}\n`);
    expect(second).toContain('  Borough:   Queens\n');
    expect(second).toContain('  Reference: B1B2-C3D4\n');
    expect(second).not.toContain('Photos');
    expect(html).toMatch(/>Photos<\/th><td[^>]*><bdi>3<\/bdi>/);
    expect(html).toMatch(/>Range<\/th><td[^>]*><bdi>\$3,000–\$7,200 \(prices of 2026-11-01\)<\/bdi>/);
    expect(attachments).toEqual([]);
  });
});

describe('planAttachments', () => {
  const files = (thumb: number, photo: number) => ({ thumb: { path: 't', bytes: thumb }, photo: { path: 'p', bytes: photo } });

  it('takes every thumbnail, then the photos in order while the total stays within the budget', () => {
    expect(planAttachments([files(10, 50), files(10, 50), files(10, 50)], 150)).toEqual([
      { inline: true, attached: true },
      { inline: true, attached: true },
      { inline: true, attached: false },
    ]);
  });

  it('lets a later, smaller photo go when a larger one does not fit', () => {
    expect(planAttachments([files(1, 200), files(1, 40)], 100)).toEqual([
      { inline: true, attached: false },
      { inline: true, attached: true },
    ]);
  });

  it('attaches nothing of a photo whose files are gone', () => {
    expect(planAttachments([{}, files(1, 1)], 100)).toEqual([
      { inline: false, attached: false },
      { inline: true, attached: true },
    ]);
  });

  it('holds six phone photos of 1.5 MB within the default budget, not seven MB more', () => {
    const plan = planAttachments(Array.from({ length: 6 }, () => files(60_000, 1_500_000)));
    expect(plan.filter((p) => p.attached)).toHaveLength(4);
    expect(MAIL_ATTACHMENT_BUDGET).toBe(7 * 1024 * 1024);
  });
});
