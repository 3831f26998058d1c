// The text a visitor asked for ("Text me about this request"): one text
// confirming receipt, with the reference and when to expect a call, in the
// request's language, sent as a message to the visitor (visitor-messages.ts:
// never for a flagged request, one per number a day). Sent only to a number
// a text can reach: US numbers as people type them, or + and a country code.
import { createHash } from 'node:crypto';
import { spanishClock, twelveHour } from '../../../shared/business-hours';
import type { Language } from '../../../shared/language';
import { referenceOf } from '../../../shared/lead-reference';
import { BUSINESS_TIME_ZONE, businessDay, nextDay } from '../../../shared/new-york-time';
import { nextOpening, type OpeningHours } from '../business-clock';
import type { LeadLabels } from './lead-email';
import { createTwilioClient, type TwilioSettings } from './twilio-client';
import { createVisitorMessages, type VisitorMessageOptions, type VisitorMessages } from './visitor-messages';

/** Waits before the 2nd and 3rd attempts; then the text is given up (it is worth sending only now). */
const RETRY_SCHEDULE_MS: readonly number[] = [30_000, 120_000];

/** A US number: area code and exchange never start with 0 or 1. */
const NANP = /^\+1[2-9]\d{2}[2-9]\d{6}$/;
const E164 = /^\+[1-9]\d{7,14}$/;

/** The number a text reaches, as E.164, from what the visitor typed; undefined when it is none. */
export function textableNumber(typed: string): string | undefined {
  const number = typed.replace(/\s*(?:x|ext\.?)\s*\d+\s*$/i, '').trim();
  const digits = number.replace(/\D/g, '');
  if (number.startsWith('+'))
    return E164.test(`+${digits}`) && (!digits.startsWith('1') || NANP.test(`+${digits}`)) ? `+${digits}` : undefined;
  const us = digits.length === 11 && digits.startsWith('1') ? `+${digits}` : `+1${digits}`;
  return NANP.test(us) ? us : undefined;
}

/** When a call can come, in the words of each language: within the hour while open, else the next opening. */
type CallTime = { kind: 'open' } | { kind: 'today' | 'tomorrow'; time: string } | { kind: 'day'; day: string; time: string };

const WORDS: Record<
  Language,
  { body(business: string, reference: string, when: string, phone: string): string; when(call: CallTime): string }
> = {
  en: {
    body: (business, reference, when, phone) =>
      `${business}: we have your estimate request, reference ${reference}. We will call you ${when}. Questions? ${phone}. Reply STOP to stop these texts.`,
    when: (call) =>
      call.kind === 'open' ? 'within the hour'
      : call.kind === 'day' ? `on ${call.day} from ${call.time}`
      : `${call.kind} from ${call.time}`,
  },
  es: {
    body: (business, reference, when, phone) =>
      // "a las 7 a.m." ends the sentence with its own period.
      `${business}: recibimos su solicitud de estimado, referencia ${reference}. Le llamaremos ${when}${when.endsWith('.') ? '' : '.'} ¿Preguntas? ${phone}. Responda STOP para no recibir más mensajes.`,
    when: (call) =>
      call.kind === 'open' ? 'dentro de la próxima hora'
      : call.kind === 'day' ? `el ${call.day} a partir de las ${spanishClock(call.time)}`
      : `${call.kind === 'today' ? 'hoy' : 'mañana'} a partir de las ${spanishClock(call.time)}`,
  },
};

const CLOCK = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const WEEKDAY: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, weekday: 'long' }),
  es: new Intl.DateTimeFormat('es-US', { timeZone: BUSINESS_TIME_ZONE, weekday: 'long' }),
};

/** When the business can call, seen at `now`; undefined when the hours name no day. */
export function callTime(now: number, hours: readonly OpeningHours[], language: Language): CallTime | undefined {
  const opening = nextOpening(now, hours);
  if (opening === undefined) return undefined;
  if (opening === now) return { kind: 'open' };
  const time = twelveHour(CLOCK.format(opening));
  const today = businessDay(now);
  const day = businessDay(opening);
  if (day === today) return { kind: 'today', time };
  if (day === nextDay(today)) return { kind: 'tomorrow', time };
  return { kind: 'day', day: WEEKDAY[language].format(opening), time };
}

/** The confirmation text, from the content in its language (undefined without the business's details or hours). */
export function visitorTextBody(
  lead: { id: string },
  labels: LeadLabels,
  language: Language,
  hours: readonly OpeningHours[],
  now: number,
): string | undefined {
  const call = callTime(now, hours, language);
  if (!labels.business || !call) return undefined;
  const words = WORDS[language];
  return words.body(labels.businessName, referenceOf(lead.id), words.when(call), labels.business.phone.display);
}

export interface VisitorTextOptions extends VisitorMessageOptions {
  twilio: TwilioSettings;
  labels: (language: Language) => LeadLabels;
  /** The opening hours of the content of the moment. */
  hours: () => readonly OpeningHours[];
  /** Tests shorten it. */
  retrySchedule?: readonly number[];
}

export function createVisitorTexts({
  twilio,
  labels,
  hours,
  retrySchedule = RETRY_SCHEDULE_MS,
  ...options
}: VisitorTextOptions): VisitorMessages {
  const client = createTwilioClient(twilio);
  const now = options.now ?? Date.now;
  return createVisitorMessages(
    {
      what: 'text about the request',
      key: 'visitor-text',
      recipient(lead) {
        if (!lead.textMe) return { skip: 'not-asked' };
        const number = textableNumber(lead.phone);
        return number ? { key: createHash('sha256').update(number).digest('base64url') } : { skip: 'no-textable-number' };
      },
      compose(lead, language) {
        const body = visitorTextBody(lead, labels(language), language, hours(), now());
        const to = textableNumber(lead.phone);
        return body && to ? { to, body } : undefined;
      },
      deliver: ({ to, body }) => client.send(to, body),
      close: () => client.close(),
      retrySchedule,
    },
    options,
  );
}
