// The confirmation text a visitor asks for, against a stand-in of Twilio's
// Messages API: what it says and when it says a call comes, in each
// language; who never gets one (not asked, flagged, spam, no number a text
// reaches); one per number a day, the number counted however it was typed;
// tried again when the provider fails, and given up without using the day.
import { afterEach, describe, expect, it } from 'vitest';
import { LEAD_RECORD_VERSION, type LeadRecord } from '../../server/leads/lead-record';
import type { LeadLabels } from '../../server/leads/notifications/lead-email';
import { callTime, createVisitorTexts, textableNumber, visitorTextBody } from '../../server/leads/notifications/visitor-text';
import { captureLogger, startTwilioServer, TWILIO_TEST_ACCOUNT } from '../helpers/notify-servers';
import { waitFor } from '../helpers/wait-for';

const HOURS = [
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:00', closes: '17:00' },
  { days: ['Sa'], opens: '08:00', closes: '16:00' },
];
const labels: LeadLabels = {
  businessName: 'Five Borough Terrazzo',
  serviceName: (slug) => slug,
  boroughOf: () => undefined,
  business: { phone: { display: '(718) 555-0142', tel: '+17185550142' }, email: 'hello@example.com', siteUrl: 'https://example.com' },
};
let serial = 0;
const lead = (overrides: Partial<LeadRecord> = {}): LeadRecord => ({
  v: LEAD_RECORD_VERSION,
  id: `6c1e0f3a-0000-4000-8000-${String(++serial).padStart(12, '0')}`,
  receivedAt: new Date().toISOString(),
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(917) 555-0123',
  service: '',
  location: '',
  message: '',
  textMe: true,
  ...overrides,
});

describe('the number a text reaches', () => {
  it('is a US number however it is typed, or + and a country code; anything else is none', () => {
    for (const typed of ['(917) 555-0123', '917.555.0123', '1-917-555-0123', '+1 917 555 0123', '917-555-0123 ext. 12'])
      expect(textableNumber(typed), typed).toBe('+19175550123');
    expect(textableNumber('+44 20 7946 0958')).toBe('+442079460958');
    for (const typed of ['555-0123', '(017) 555-0123', '917 155 0123', '+1 017 555 0123', '12345678901234567'])
      expect(textableNumber(typed), typed).toBeUndefined();
  });
});

describe('what the text says', () => {
  const at = (iso: string) => Date.parse(iso);
  it('promises a call within the hour while open, else at the next opening, in the request language', () => {
    // Tuesday 10:00, Tuesday 18:00, Friday 18:00, Saturday 20:00 (New York, EST).
    expect(callTime(at('2026-11-24T15:00:00Z'), HOURS, 'en')).toEqual({ kind: 'open' });
    expect(callTime(at('2026-11-24T23:00:00Z'), HOURS, 'en')).toEqual({ kind: 'tomorrow', time: '7 AM' });
    expect(callTime(at('2026-11-24T10:00:00Z'), HOURS, 'en')).toEqual({ kind: 'today', time: '7 AM' });
    expect(callTime(at('2026-11-29T01:00:00Z'), HOURS, 'es')).toEqual({ kind: 'day', day: 'lunes', time: '7 AM' });
    const body = (iso: string, language: 'en' | 'es') => visitorTextBody({ id: '6c1e0f3a-0000' }, labels, language, HOURS, at(iso));
    expect(body('2026-11-24T15:00:00Z', 'en')).toBe(
      'Five Borough Terrazzo: we have your estimate request, reference 6C1E-0F3A. We will call you within the hour. Questions? (718) 555-0142. Reply STOP to stop these texts.',
    );
    expect(body('2026-11-28T00:00:00Z', 'en')).toContain('We will call you tomorrow from 8 AM.');
    expect(body('2026-11-29T01:00:00Z', 'en')).toContain('We will call you on Monday from 7 AM.');
    expect(body('2026-11-29T01:00:00Z', 'es')).toBe(
      'Five Borough Terrazzo: recibimos su solicitud de estimado, referencia 6C1E-0F3A. Le llamaremos el lunes a partir de las 7\u00a0a.m. ¿Preguntas? (718) 555-0142. Responda STOP para no recibir más mensajes.',
    );
    expect(body('2026-11-24T23:00:00Z', 'es')).toContain('Le llamaremos mañana a partir de las 7\u00a0a.m.');
    expect(visitorTextBody({ id: 'x' }, labels, 'en', [], 0)).toBeUndefined();
  });
});

describe('the visitor texts', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function setUp(answers: number[] = []) {
    const twilio = await startTwilioServer({ answers });
    const log = captureLogger();
    const texts = createVisitorTexts({
      twilio: { apiUrl: twilio.url, accountSid: TWILIO_TEST_ACCOUNT.sid, authToken: TWILIO_TEST_ACCOUNT.token, from: '+17185550100' },
      labels: () => labels,
      hours: () => HOURS,
      logger: log.logger,
      retrySchedule: [50],
    });
    cleanups.push(twilio.close, () => texts.stop());
    return { twilio, texts, log };
  }

  it('go only to a request that asked, passed screening and has a number a text reaches; one per number a day', async () => {
    const { twilio, texts, log } = await setUp();
    const skipped = () => log.lines.filter((line) => line.msg === 'no text about the request for the visitor').map((line) => line.reason);
    texts.enqueue(lead({ textMe: undefined }));
    texts.enqueue(lead({ flagged: ['rate'] }));
    texts.enqueue(lead({ spam: 'honeypot' }));
    texts.enqueue(lead({ phone: '555-0123' }));
    await texts.settled();
    expect(twilio.messages).toHaveLength(0);
    expect(skipped()).toEqual(['not-asked', 'flagged', 'spam', 'no-textable-number']);

    texts.enqueue(lead());
    await texts.settled();
    texts.enqueue(lead({ phone: '+1 917 555 0123' }));
    texts.enqueue(lead({ phone: '(646) 555-0188' }));
    await texts.settled();
    expect(twilio.sent().map((text) => text.to)).toEqual(['+19175550123', '+16465550188']);
    expect(skipped().at(-1)).toBe('recipient-today');
    expect(twilio.sent()[0]!.from).toBe('+17185550100');
    // The log names the request, never the number (in any of its spellings; its times may hold any digits).
    expect(log.text()).not.toMatch(/555[\s.-]?01(23|88)/);
  });

  it('are tried again when the provider fails; one given up leaves the number its day', async () => {
    const { twilio, texts } = await setUp([500, 500, 500]);
    texts.enqueue(lead({ phone: '(212) 555-0101' }));
    await texts.settled();
    expect(twilio.messages.map((text) => text.status)).toEqual([500, 500]);
    texts.enqueue(lead({ phone: '(212) 555-0101' }));
    await waitFor('the text after a retry', () => twilio.sent().length === 1, 2_000);
    expect(twilio.messages.map((text) => text.status)).toEqual([500, 500, 500, 201]);
  });
});
