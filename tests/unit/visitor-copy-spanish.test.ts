// The visitor's copy of a request sent from a Spanish page: all in Spanish but
// the names that are the same in both languages (the business, its license as
// the city issues it, the phone number, the reference), and, as in English,
// nothing the visitor typed. The English copy is checked in visitor-copy.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEAD_RECORD_VERSION, type LeadRecord } from '../../server/leads/lead-record';
import type { LeadLabels } from '../../server/leads/notifications/lead-email';
import { visitorCopyEmail, type VisitorCopyEmail } from '../../server/leads/notifications/visitor-copy-email';
import { VISITOR_COPY_TEXT } from '../../server/leads/notifications/visitor-copy-text';
import { ACCESS_NEEDS, WORK_KINDS } from '../../shared/estimate-fields';
import { siteVisitWindows } from '../../shared/site-visit-windows';

const LICENSE = 'NYC DCWP Home Improvement Contractor License #2091234';
const business = {
  phone: { display: '(718) 555-0142', tel: 'tel:+17185550142' },
  email: 'estimates@fiveboroughterrazzo.example',
  siteUrl: 'https://www.fiveboroughterrazzo.example',
  license: LICENSE,
};
/** The opening hours of data/business.json, and a day pair to show how several days read. */
const hours = [
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:00', closes: '17:00' },
  { days: ['Sa'], opens: '08:00', closes: '16:00' },
  { days: ['Tu', 'Th'], opens: '18:00', closes: '21:30' },
];
const windows = new Map(siteVisitWindows(hours).map(({ value, label }) => [value, label]));

const servicesIn = (file: string) =>
  new Map((JSON.parse(readFileSync(file, 'utf8')) as { services: { slug: string; name: string }[] }).services.map((s) => [s.slug, s.name]));
const names = { en: servicesIn('data/services.json'), es: servicesIn('data/es/services.json') };

/** The labels of the content in `language`: its services' names; the rest is the same in both. */
const labels = (language: 'en' | 'es'): LeadLabels => ({
  businessName: 'Five Borough Terrazzo',
  serviceName: (slug) => names[language].get(slug) ?? slug,
  windowLabel: (value) => windows.get(value),
  business,
});

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
  project: { areaSqFt: 1200, work: 'restoration' },
  visit: { windows: ['weekday-morning', 'saturday-afternoon'], access: ['super', 'board', 'landmark'] },
  photos: [1, 2, 3].map((n) => ({ id: `p${n}`.padEnd(22, 'x'), width: 1920, height: 2560, bytes: 1 })),
  ...overrides,
});

const both = (record: LeadRecord) => ({
  en: visitorCopyEmail(record, labels('en'))!,
  es: visitorCopyEmail(record, labels('es'), 'es')!,
});

/** What is the same in both languages: names and figures, not sentences. */
const SHARED = ['Five Borough Terrazzo', LICENSE, business.phone.display, '6C1E-0F3A'];

/** The English copy's sentences and labels, without what is the same in both languages. */
function englishParts(email: VisitorCopyEmail): string[] {
  return [email.subject, ...email.text.split('\n')]
    .flatMap((line) => line.split(/(?<=[.:?])\s+|;\s*|\s{2,}/))
    .map((part) => SHARED.reduce((rest, shared) => rest.replace(shared, ''), part).trim())
    .filter((part) => /[a-z]{3}/i.test(part));
}

describe('the Spanish copy', () => {
  it('says in Spanish what was sent, what happens next and the number to call, with the license line as issued', () => {
    const { es } = both(lead());
    expect(es.subject).toBe('Five Borough Terrazzo: recibimos su solicitud de estimado (referencia 6C1E-0F3A)');
    expect(es.text).toContain(
      [
        'Gracias por pedirle un estimado a Five Borough Terrazzo. Su solicitud nos llegó; esto es lo que usted envió:',
        '',
        'Servicio:           Restauración de terrazo',
        'Área:               1,200 pies cuadrados',
        'Tipo de trabajo:    Restaurar un piso existente',
        'Horarios de visita: Lunes a viernes en la mañana, 7\u00a0a.m.–12\u00a0p.m.; Sábado en la tarde, 12\u00a0p.m.–4\u00a0p.m.',
        'Acceso:             Nos abre el súper o el portero; Reglas de la junta de la cooperativa o del condominio; Reglas de edificio con protección patrimonial',
        'Fotos:              3 fotos',
        'Referencia:         6C1E-0F3A',
        '',
        'Próximos pasos',
        'Le llamaremos dentro de las próximas 24 horas para confirmar el día y la hora de la visita, en uno de los horarios que usted escogió. Tenga a mano su número de referencia.',
        '',
        '¿Tiene alguna pregunta antes de esa llamada? Llámenos al (718) 555-0142 o responda a este correo.',
      ].join('\n'),
    );
    expect(es.text).toMatch(/\nFive Borough Terrazzo\nNYC DCWP Home Improvement Contractor License #2091234\n$/);
    expect(es.html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(es.html).toContain('<h1 style="font-size:20px;margin:0 0 12px">Recibimos su solicitud de estimado</h1>');
    expect(es.html).toContain('Llámenos al <a href="tel:+17185550142" style="color:#0b5cad">(718) 555-0142</a> o responda a este correo.');
    expect(es.html).toContain(`<span lang="en">${LICENSE}</span>`);
  });

  it('has no English sentence or label of the English copy', () => {
    for (const record of [lead(), lead({ visit: undefined, photos: [lead().photos![0]!], project: { areaSqFt: 50, work: 'not-sure' } })]) {
      const { en, es } = both(record);
      const parts = englishParts(en);
      expect(parts.length).toBeGreaterThan(12);
      for (const part of parts) {
        expect(es.subject, part).not.toContain(part);
        expect(es.text, part).not.toContain(part);
        expect(es.html, part).not.toContain(part);
      }
      expect(es.text).not.toMatch(/\b(sq ft|photos?|AM|PM|Weekday|Saturday)\b/);
    }
  });

  it('words every kind of work and access need the form offers, each its own way', () => {
    const es = VISITOR_COPY_TEXT.es;
    for (const { value, label } of [...WORK_KINDS, ...ACCESS_NEEDS]) {
      const spanish = (es.work as Record<string, string>)[value] ?? (es.access as Record<string, string>)[value];
      expect(spanish, value).toBeTruthy();
      expect(spanish).not.toBe(label);
    }
  });

  it('reads every visit window the opening hours make', () => {
    const es = VISITOR_COPY_TEXT.es;
    expect([...windows].map(([value, label]) => es.visitWindow(value, label))).toEqual([
      'Lunes a viernes en la mañana, 7\u00a0a.m.–12\u00a0p.m.',
      'Lunes a viernes en la tarde, 12\u00a0p.m.–5\u00a0p.m.',
      'Sábado en la mañana, 8\u00a0a.m.–12\u00a0p.m.',
      'Sábado en la tarde, 12\u00a0p.m.–4\u00a0p.m.',
      'Martes y jueves en la tarde, 6\u00a0p.m.–9:30\u00a0p.m.',
    ]);
  });

  it('shows nothing the visitor typed and no value that is not one of our options', () => {
    const es = visitorCopyEmail(
      lead({
        project: { work: 'constructor', areaSqFt: 600 },
        visit: { windows: ['http://evil.example'], access: ['__proto__', 'toString'] },
      }),
      labels('es'),
      'es',
    )!;
    for (const value of [...Object.values(typed), 'evil', 'Click here', 'pills', 'function', 'constructor', 'proto'])
      for (const part of [es.subject, es.text, es.html]) expect(part).not.toContain(value);
    expect(es.text).not.toMatch(/Tipo de trabajo|Horarios de visita|Acceso/);
    expect([...es.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual(['tel:+17185550142']);
  });

  it('thanks without a name when the content has none', () => {
    const es = visitorCopyEmail(lead({ visit: undefined }), { ...labels('es'), businessName: '' }, 'es')!;
    expect(es.subject).toBe('Recibimos su solicitud de estimado (referencia 6C1E-0F3A)');
    expect(es.text).toContain('Gracias por pedirnos un estimado.');
    expect(es.text).toContain('para confirmar el día y la hora de la visita. Tenga a mano');
  });

  it('leaves the English copy as it was: English unless the request was Spanish', () => {
    const record = lead();
    expect(visitorCopyEmail(record, labels('en'), 'en')).toEqual(visitorCopyEmail(record, labels('en')));
    expect(visitorCopyEmail(record, labels('en'))!.html).toMatch(/^<!doctype html>\n<html lang="en">/);
  });
});
