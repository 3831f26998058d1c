import { describe, expect, it } from 'vitest';
import { leadsToTable } from '../../cli/leads/lead-table';
import { contactStanding, leadEvent } from '../../server/leads/lead-events';
import { createLeadPageLinks } from '../../server/leads/lead-links';
import { leadPageHtml } from '../../server/leads/lead-page/lead-page';
import { LEAD_RECORD_VERSION, type LeadRecord } from '../../server/leads/lead-record';
import type { LeadLabels } from '../../server/leads/notifications/lead-email';
import { leadText } from '../../server/leads/notifications/sms-channel';
import { reminderSubject } from '../../server/leads/reminders/reminder-channels';
import { createPhotoLinks } from '../../server/leads/photos/photo-links';
import { boroughReader } from '../../shared/location-borough';

const labels: LeadLabels = {
  businessName: 'Five Borough Terrazzo',
  serviceName: (slug) => ({ restoration: 'Terrazzo Restoration' })[slug] ?? slug,
  boroughOf: boroughReader([{ name: 'Park Slope', borough: 'Brooklyn' }]),
};

const lead = (overrides: Partial<LeadRecord> = {}): LeadRecord => ({
  v: LEAD_RECORD_VERSION,
  id: '6c1e0f3a-0000-4000-8000-000000000001',
  receivedAt: '2026-11-27T14:15:00.000Z',
  name: 'Ada  Lovelace',
  email: 'ada@example.com',
  phone: '(718) 555-0100',
  service: 'restoration',
  location: 'Park Slope',
  message: 'Cracks by the door.',
  project: { areaSqFt: 600, work: 'restoration', range: { price: 'restoration', low: 3000, high: 7200, setOn: '2026-11-01' } },
  photos: [1, 2, 3].map((n) => ({ id: `photo${n}`.padEnd(22, 'x'), width: 1920, height: 2560, bytes: 900_000 })),
  ...overrides,
});

const link = (l: LeadRecord) => `https://site.example/leads/${l.id}`;

describe('the text of a lead', () => {
  it('is service · area · borough · range · first name · phone · photos · link, and nothing of the message', () => {
    expect(leadText([lead()], labels, link)).toBe(
      'New request: Terrazzo Restoration · 600 sq ft · Brooklyn · $3,000–$7,200 · Ada · (718) 555-0100 · 3 photos · https://site.example/leads/6c1e0f3a-0000-4000-8000-000000000001',
    );
  });

  it('says [ES] first for a Spanish request, and [flagged] for a doubtful one; a name on two lines stays on one', () => {
    const text = leadText([lead({ language: 'es', flagged: ['rate'], name: 'María\nJosé', photos: [] })], labels, () => undefined);
    expect(text).toBe('New request: [ES] [flagged] Terrazzo Restoration · 600 sq ft · Brooklyn · $3,000–$7,200 · María · (718) 555-0100');
  });

  it('names the site visit booked, and says when its slot was full', () => {
    const slot = { id: '2026-12-01T08:00', start: '2026-12-01T08:00:00-05:00', end: '2026-12-01T10:00:00-05:00' };
    const held = leadText(
      [lead({ photos: [], visit: { windows: [], access: [], slot: { ...slot, held: true } } })],
      labels,
      () => undefined,
    );
    expect(held).toBe(
      'New request: Terrazzo Restoration · 600 sq ft · Brooklyn · $3,000–$7,200 · Ada · (718) 555-0100 · visit Tue, Dec 1 · 8–10 a.m. (held: confirm it)',
    );
    const taken = leadText(
      [lead({ photos: [], flagged: ['slot-taken'], visit: { windows: [], access: [], slot: { ...slot, held: false } } })],
      labels,
      () => undefined,
    );
    expect(taken).toMatch(/^New request: \[flagged\] .* visit Tue, Dec 1 · 8–10 a\.m\. \(was full when sent: agree another time\)$/);
  });

  it('names five leads of a digest one by one and counts the rest', () => {
    const leads = Array.from({ length: 7 }, (_, i) => lead({ id: `6c1e0f3a-0000-4000-8000-00000000000${i}`, name: `Visitor${i} X` }));
    const lines = leadText(leads, labels, link).split('\n');
    expect(lines[0]).toBe('7 new requests this hour:');
    expect(lines.slice(1, 6).map((line) => line.split(' · ')[1])).toEqual(['Visitor0', 'Visitor1', 'Visitor2', 'Visitor3', 'Visitor4']);
    expect(lines[6]).toBe('and 2 more: see the e-mail or npm run leads');
  });

  it('as a reminder, says no one has answered, and the e-mail subject names the first name and reference', () => {
    expect(leadText([lead()], labels, link, 'reminder')).toMatch(/^Reminder, no one has answered: Terrazzo Restoration · .* · Ada · /);
    expect(leadText([lead(), lead({ id: '6c1e0f3a-0000-4000-8000-000000000002' })], labels, link, 'reminder').split('\n')[0]).toBe(
      'Reminder, 2 requests no one has answered:',
    );
    expect(reminderSubject([lead({ name: 'Ada\nLovelace' })])).toBe("Reminder: no one has answered Ada's request (ref 6C1E-0F3A)");
    expect(reminderSubject([lead(), lead()])).toBe('Reminder: 2 requests no one has answered');
  });
});

describe('the link to a lead page', () => {
  const id = '6c1e0f3a-0000-4000-8000-000000000001';
  const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it('opens its lead for 30 days, and no other lead', () => {
    let now = Date.parse('2026-11-28T12:00:00Z');
    const links = createLeadPageLinks('a-form-secret-of-some-length', { now: () => now });
    const url = links.url('https://site.example', id);
    expect(url).toMatch(/^https:\/\/site\.example\/leads\/6c1e0f3a-0000-4000-8000-000000000001\?expires=\d+&sig=[\w-]{43}$/);
    expect(links.check(id, query(url))).toEqual({ ok: true, id });
    expect(links.check(id.replace(/1$/, '2'), query(url))).toEqual({ ok: false, reason: 'bad-signature' });
    now += 30 * 24 * 60 * 60 * 1000;
    expect(links.check(id, query(url))).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused when its expiry is moved, when signed by another secret, or for what is not a lead id', () => {
    const links = createLeadPageLinks('a-form-secret-of-some-length');
    const { expires, sig } = query(links.url('https://site.example', id));
    expect(links.check(id, { expires: String(Number(expires) + 60), sig })).toEqual({ ok: false, reason: 'bad-signature' });
    const other = query(createLeadPageLinks('another-secret-of-some-length').url('https://site.example', id));
    expect(links.check(id, other)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(links.check('../contacts', { expires, sig })).toEqual({ ok: false, reason: 'unknown' });
  });
});

describe('the lead page', () => {
  it('shows what the visitor typed as text, never as markup or a link of their making', () => {
    const html = leadPageHtml(
      lead({
        name: '<img src=x onerror=alert(1)>',
        message: '<a href="https://evil.example">click</a>',
        location: 'Park Slope" onclick="x',
      }),
      labels,
      createPhotoLinks('a-form-secret-of-some-length'),
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('href="https://evil.example"');
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=Park%20Slope%22%20onclick%3D%22x%2C%20New%20York"');
    expect(html).toContain('href="sms:+17185550100"');
    expect(html.match(/<img src="\/lead-photos\/photo\dx+\.thumb\.jpg\?expires=\d+&amp;signature=[\w-]+"/g)).toHaveLength(3);
  });
});

describe('the time to first contact', () => {
  const received = '2026-11-27T14:15:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('is from the request to the first try to reach the visitor; until then, how long it has waited', () => {
    const noAnswer = leadEvent('no-answer', 'x', at('2026-11-27T14:27:00.000Z'));
    const calling = leadEvent('calling', 'x', at('2026-11-27T15:00:00.000Z'));
    expect(contactStanding(received, [noAnswer, calling], at('2026-11-28T00:00:00.000Z'))).toEqual({ contacted: true, text: '12 min' });
    expect(contactStanding(received, [], at('2026-11-27T17:20:00.000Z'))).toEqual({ contacted: false, text: 'waiting 3 h 5 min' });
    expect(contactStanding(received, [], at('2026-11-30T18:15:00.000Z'))).toEqual({ contacted: false, text: 'waiting 3 d 4 h' });
    expect(contactStanding(received, [leadEvent('not-real', 'x', at('2026-11-27T14:20:00.000Z'))], at('2026-11-28T00:00:00.000Z'))).toEqual(
      {
        contacted: false,
        text: 'not real',
      },
    );
  });

  it('is a column of npm run leads once the business records anything from the lead page', () => {
    const quiet = leadsToTable([lead()], { width: 200, includeSpam: false, undelivered: false, windows: new Map() });
    expect(quiet).not.toMatch(/\bcontact\b/);
    const answered = lead({ events: [leadEvent('calling', 'x', at('2026-11-27T14:57:00.000Z'))] } as Partial<LeadRecord>);
    const table = leadsToTable([answered], { width: 200, includeSpam: false, undelivered: false, windows: new Map() });
    expect(table.split('\n')[0]).toMatch(/\bcontact\b/);
    expect(table).toMatch(/\b42 min\b/);
  });
});
