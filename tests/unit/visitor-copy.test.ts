import { describe, expect, it } from 'vitest';
import { LEAD_RECORD_VERSION, type LeadRecord } from '../../server/leads/lead-record';
import type { LeadLabels } from '../../server/leads/notifications/lead-email';
import { addressKey } from '../../server/leads/notifications/visitor-copy';
import { visitorCopyEmail } from '../../server/leads/notifications/visitor-copy-email';
import { isReferenceOf } from '../../shared/lead-reference';

const business = {
  phone: { display: '(718) 555-0142', tel: 'tel:+17185550142' },
  email: 'estimates@fiveboroughterrazzo.example',
  siteUrl: 'https://www.fiveboroughterrazzo.example',
};
const LICENSE = 'NYC DCWP Home Improvement Contractor License #2091234';

const labels = (overrides: Partial<LeadLabels> = {}): LeadLabels => ({
  businessName: 'Five Borough Terrazzo',
  serviceName: (slug) => ({ restoration: 'Terrazzo Restoration' })[slug] ?? slug,
  windowLabel: (value) => ({ 'weekday-morning': 'Weekday morning, 7 AM–12 PM' })[value],
  business: { ...business, license: LICENSE },
  ...overrides,
});

/** What a stranger might type into the form to make the site mail their words. */
const typed = {
  name: 'Visit http://evil.example',
  email: 'victim@example.com',
  phone: '(718) 555-0100',
  location: '<a href="http://evil.example">Click here</a>',
  message: 'Cheap pills at www.evil.example',
};

const lead = (overrides: Partial<LeadRecord> = {}): LeadRecord => ({
  v: LEAD_RECORD_VERSION,
  id: '6c1e0f3a-0000-4000-8000-000000000001',
  receivedAt: '2026-11-02T14:15:00.000Z',
  service: 'restoration',
  ...typed,
  project: { areaSqFt: 1200, work: 'restoration', range: { price: 'restoration', low: 5000, high: 12_000, setOn: '2026-11-01' } },
  visit: { windows: ['weekday-morning'], access: ['super', 'landmark'] },
  photos: [1, 2, 3].map((n) => ({ id: `p${n}`.padEnd(22, 'x'), width: 1920, height: 2560, bytes: 1 })),
  ...overrides,
});

describe('visitorCopyEmail', () => {
  it('tells what was sent in our own words, what happens next, the number to call as a tel: link, and the license line', () => {
    const email = visitorCopyEmail(lead(), labels())!;
    expect(email.subject).toBe('Five Borough Terrazzo: we have your estimate request (reference 6C1E-0F3A)');
    expect(email.text).toContain(
      [
        'Service:       Terrazzo Restoration',
        'Area:          1,200 sq ft',
        'Kind of work:  Restoring an existing floor',
        'Visit windows: Weekday morning, 7 AM–12 PM',
      ].join('\n'),
    );
    for (const part of [
      'Access:        A super or doorman lets us in; Landmark building rules',
      'Photos:        3 photos',
      'Reference:     6C1E-0F3A',
      'We will call you within 24 hours to confirm a time to visit, in one of the windows you chose.',
      'Call us at (718) 555-0142',
      LICENSE,
    ])
      expect(email.text).toContain(part);
    expect(email.html).toContain('<a href="tel:+17185550142" style="color:#0b5cad">(718) 555-0142</a>');
    expect(email.html).toContain(LICENSE);
    expect(email.html).toMatch(/>Reference<\/th><td[^>]*><bdi>6C1E-0F3A<\/bdi>/);
  });

  it('has no license line when the business has none', () => {
    const email = visitorCopyEmail(lead(), labels({ business }))!;
    expect(email.text).not.toContain('License');
    expect(email.html).not.toContain('License');
  });

  it('shows nothing the visitor typed: no name, location, message, e-mail address or phone, and no link but ours', () => {
    const email = visitorCopyEmail(lead(), labels())!;
    for (const value of [...Object.values(typed), 'evil', 'Click here', 'pills']) {
      expect(email.subject).not.toContain(value);
      expect(email.text).not.toContain(value);
      expect(email.html).not.toContain(value);
    }
    expect([...email.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual(['tel:+17185550142']);
  });

  it('leaves out a value that is not one of our options, rather than echo it', () => {
    const email = visitorCopyEmail(
      lead({
        service: '',
        project: { work: 'http://evil.example' },
        visit: { windows: ['http://evil.example', 'weekday-morning'], access: ['<b>x</b>'] },
        photos: [],
      }),
      labels(),
    )!;
    expect(email.text).not.toMatch(/evil|<b>|Service|Kind of work|Access|Photos|Area/);
    expect(email.text).toContain('Visit windows: Weekday morning, 7 AM–12 PM');
  });

  it('promises a call without windows when none were chosen', () => {
    const email = visitorCopyEmail(lead({ visit: undefined }), labels())!;
    expect(email.text).toContain('We will call you within 24 hours to confirm a time to visit. Please have your reference at hand.');
  });

  it('names a reference the leads command finds the request by', () => {
    const reference = /reference ([0-9A-F]{4}-[0-9A-F]{4})/.exec(visitorCopyEmail(lead(), labels())!.subject)![1]!;
    expect(isReferenceOf(reference, lead().id)).toBe(true);
    expect(isReferenceOf(reference.toLowerCase().replace('-', ''), lead().id)).toBe(true);
    expect(isReferenceOf(reference, '7d2f0000-0000-4000-8000-000000000001')).toBe(false);
  });

  it('is not made without the business details (no content to read them from)', () => {
    expect(visitorCopyEmail(lead(), labels({ business: undefined }))).toBeUndefined();
  });
});

describe('addressKey', () => {
  it('counts the spellings that reach one inbox as one address', () => {
    const key = addressKey('ada.lovelace@gmail.com');
    for (const same of [
      'Ada.Lovelace@Gmail.com',
      'adalovelace@gmail.com',
      'ada.lovelace+estimate@gmail.com',
      'a.d.a.lovelace@googlemail.com',
    ])
      expect(addressKey(same)).toBe(key);
    expect(addressKey('ADA@Example.com')).toBe(addressKey('ada+1@example.com'));
  });

  it('tells other addresses apart, and keeps dots where they matter', () => {
    expect(addressKey('ada.lovelace@example.com')).not.toBe(addressKey('adalovelace@example.com'));
    expect(addressKey('ada@example.com')).not.toBe(addressKey('ada@example.org'));
  });

  it('is a hash: the address cannot be read back from it', () => {
    expect(addressKey('ada@example.com')).toMatch(/^[\w-]{43}$/);
  });
});
