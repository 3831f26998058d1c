// The contact form, its estimate fields and its confirmation on Spanish
// pages: every word the visitor reads is Spanish (the server's English
// refusals included, said again from their kind), and the request says its
// language; English pages stay as they were.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import ContactConfirmation from '../../client/components/contact-confirmation';
import { ContactForm } from '../../client/components/contact-form';
import { ContactFormFrame } from '../../client/components/contact-form-frame';
import EstimateFields from '../../client/components/estimate/estimate-fields';
import { CurrentRouteContext } from '../../client/current-route';
import { createQueryClient } from '../../client/data/api-client';
import { listQuery, readQuery } from '../../client/data/queries';
import { registerSpanish } from '../../client/messages';
import { matchRoute } from '../../client/routes';
import { ServerFormContext, type ServerForm } from '../../client/server-form';
import type { BusinessProfile, Price } from '../../shared/api-types';
import { UPLOAD_TOKEN_HEADER } from '../../shared/estimate-fields';
import type { FieldCode } from '../../shared/form-problems';
import type { PhotoCode } from '../../shared/photo-problems';
import type { Language } from '../../shared/language';
import { spanish } from '../../shared/messages/es';
import { siteVisitWindows } from '../../shared/site-visit-windows';
import { visibleText } from '../helpers/html';
import { createTestApp, humanFormToken, type TestApp } from '../helpers/test-app';
import { executable, floorPhoto, oversizedPhoto, pngClaiming, truncated } from '../helpers/upload-photos';

let t: TestApp;
let business: BusinessProfile;
let prices: Price[];
beforeAll(async () => {
  registerSpanish(spanish);
  t = await createTestApp();
  business = (await request(t.app).get('/api/business').expect(200)).body as BusinessProfile;
  prices = t.content.current.prices.items;
});

/** Our English words that must not show on a Spanish page (the prices' labels come from the content). */
const ENGLISH = [
  'Project details',
  'Name',
  'Phone',
  'Service type',
  'Select a service',
  'SEND REQUEST',
  'Required',
  'Optional',
  'Photos of the floor',
  'Add photos',
  'Approximate area',
  'What do you need',
  'Usual prices',
  'per sq ft',
  'minimum job',
  'A range, not a quote',
  'When could we visit',
  'Weekday',
  ' AM',
  ' PM',
  'Anything we should arrange',
  'Please',
];

const frame = (language?: Language) =>
  renderToStaticMarkup(
    <ContactFormFrame
      business={business}
      prices={prices}
      stylesheet="/app.css"
      token="TOKEN"
      page={language === 'es' ? '/es/contacto' : '/contact'}
    />,
  );

/** The form as a page of the language renders it, with the server's verdict on a form sent without JavaScript. */
function form(language: Language, serverForm: ServerForm = {}) {
  const client = createQueryClient({ server: true });
  client.setQueryData(readQuery('business', language).queryKey, business);
  client.setQueryData(listQuery('prices', undefined, language).queryKey, prices);
  const path = language === 'es' ? '/es/contacto' : '/contact';
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ServerFormContext.Provider value={serverForm}>
        <StaticRouter location={path}>
          <CurrentRouteContext.Provider
            value={{ Page: () => null, head: { title: '' }, params: {}, language, otherLanguage: { language, path } }}
          >
            <ContactForm estimateFields={EstimateFields} />
          </CurrentRouteContext.Provider>
        </StaticRouter>
      </ServerFormContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the contact page in Spanish', () => {
  it('says its own words in Spanish, and frames the Spanish form for visitors without JavaScript', async () => {
    const { route } = matchRoute('/contact');
    await route.page.preload();
    const Page = route.page.Component;
    const client = createQueryClient({ server: true });
    client.setQueryData(readQuery('business', 'es').queryKey, business);
    client.setQueryData(listQuery('prices', undefined, 'es').queryKey, prices);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <StaticRouter location="/es/contacto">
          <CurrentRouteContext.Provider
            value={{ Page, head: { title: '' }, params: {}, language: 'es', otherLanguage: { language: 'en', path: '/contact' } }}
          >
            <Page />
          </CurrentRouteContext.Provider>
        </StaticRouter>
      </QueryClientProvider>,
    );
    const text = visibleText(html);
    for (const words of ['Estimados gratis', 'Pida su estimado gratis', '¿Prefiere hablar con nosotros?', 'Dónde trabajamos'])
      expect(text).toContain(words);
    expect(html).toContain('<iframe src="/es/contacto/form" title="Formulario para pedir un estimado"');
  });
});

describe('the form without JavaScript', () => {
  it('in Spanish: the page’s language, its words, a hidden language field, and it posts to /es/contacto', () => {
    const html = frame('es');
    expect(html).toMatch(/^<html lang="es">/);
    expect(html).toContain('<title>Formulario para pedir un estimado</title>');
    expect(html).toMatch(/<form[^>]*action="\/es\/contacto"/);
    expect(html).toContain('<input type="hidden" name="language" value="es"/>');
    expect(html).toContain('<input type="hidden" name="sourcePage" value="/es/contacto"/>');
    const text = visibleText(html);
    for (const words of ['Detalles del proyecto', 'ENVIAR SOLICITUD', 'Agregar fotos', 'Lunes a viernes en la mañana', '7 a.m.–12 p.m.'])
      expect(text).toContain(words);
    expect(text).toContain('$19–$42 por pie cuadrado trabajo mínimo de $9,500');
    for (const words of ENGLISH) expect(text, words).not.toContain(words);
    // The choices post the values the server reads, whatever the words.
    const values = [...html.matchAll(/name="visitWindows" value="([^"]+)"/g)].map((match) => match[1]);
    expect(values).toEqual(siteVisitWindows(business.hours).map((window) => window.value));
  });

  it('in English, as it was: no language field, and it posts to /contact', () => {
    const html = frame();
    expect(html).toMatch(/^<html lang="en-US">/);
    expect(html).toMatch(/<form[^>]*action="\/contact"/);
    expect(html).not.toContain('name="language"');
    expect(html).toContain('<span>Weekday morning<span class="choice-comma">,</span><span class="choice-detail">7 AM–12 PM</span></span>');
  });
});

describe('the server’s word on a form sent without JavaScript, on a Spanish page', () => {
  it('says the banner and each field’s error in Spanish, the area’s too', () => {
    const html = form('es', {
      token: 'TOKEN',
      result: {
        outcome: 'invalid',
        values: { name: 'Ana', phone: '12' },
        errors: { email: 'required', phone: 'too-short', areaSqFt: 'area-out-of-range' },
        photosChosen: 2,
      },
    });
    const errors = [...html.matchAll(/class="field-error">([^<]*)</g)].map((match) => match[1]);
    expect(errors).toEqual([
      'Escriba su correo electrónico.',
      'Escriba un teléfono de al menos 7 dígitos.',
      'Escriba el área como un número de pies cuadrados entre 1 y 500,000, por ejemplo 600.',
    ]);
    expect(visibleText(html)).toContain(
      'Revise los campos marcados Su mensaje todavía no se ha enviado. Corrija los campos de abajo y vuelva a enviarlo. Sus fotos no se guardaron: vuelva a elegirlas.',
    );
  });

  it('on an English page, in English from the same codes', () => {
    const html = form('en', { result: { outcome: 'invalid', values: {}, errors: { email: 'required', phone: 'too-short' } } });
    expect([...html.matchAll(/class="field-error">([^<]*)</g)].map((match) => match[1])).toEqual([
      'Please enter your email address.',
      'Please enter a phone number with at least 7 digits.',
    ]);
  });
});

describe('the server’s refusals, codes said in Spanish by the catalog', () => {
  const { fieldError } = spanish.contactForm;
  const { photoProblem } = spanish.estimate;

  it('each field code the API answers has its own Spanish sentence', async () => {
    const answer = async (body: object) => {
      const res = await request(t.app)
        .post('/api/contacts')
        .send({ formToken: humanFormToken(), ...body })
        .expect(400);
      expect(res.type).toBe('application/problem+json');
      return res.body.errors as Record<string, FieldCode>;
    };
    const codes = {
      ...(await answer({ name: '', email: 'ana@', phone: 'call me', service: 'no-such-service' })),
      ...(await answer({ name: 'Ana', email: 'ana@example.com', phone: '555', location: 'x'.repeat(201) })),
    };
    expect(codes).toEqual({ name: 'required', email: 'not-an-email', phone: 'too-short', location: 'too-long' });
    const spanishOf = (field: string) => fieldError({ code: codes[field]! }, field);
    expect(spanishOf('name')).toBe('Escriba su nombre.');
    expect(spanishOf('email')).toBe('Escriba un correo electrónico válido, como nombre@ejemplo.com.');
    expect(spanishOf('phone')).toBe('Escriba un teléfono de al menos 7 dígitos.');
    expect(spanishOf('location')).toBe('Escriba como máximo 200 caracteres.');
    expect((await answer({ name: 'Ana', email: 'ana@example.com', phone: 'call me' })).phone).toBe('phone-characters');
    expect(fieldError({ code: 'phone-characters' }, 'phone')).toBe('Escriba el teléfono solo con números, espacios y ( ) + - o .');
    const service = await answer({ name: 'Ana', email: 'ana@example.com', phone: '718 555 0100', service: 'no-such-service' });
    expect(fieldError({ code: service.service! }, 'service')).toBe('Elija uno de los servicios de la lista.');
  });

  it('each refused upload has its own Spanish sentence, with the phone or e-mail where the English has them', async () => {
    const token = humanFormToken();
    const refusal = async (bytes: Buffer, type = 'image/jpeg', app = t) => {
      const res = await request(app.app).post('/api/uploads').set(UPLOAD_TOKEN_HEADER, token).set('Content-Type', type).send(bytes);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.type).toBe('application/problem+json');
      expect(res.body).toMatchObject({ type: '/api/problems/photo-not-kept', status: res.status, detail: expect.any(String) });
      return photoProblem(
        { code: res.body.errors.photo, megapixels: res.body.megapixels },
        { phone: business.phone.display, email: business.email },
      );
    };
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
    expect(await refusal(await oversizedPhoto())).toBe('Esta foto pesa más de 15 MB. Elija una más liviana.');
    expect(await refusal(pngClaiming(30_000, 30_000), 'image/png')).toBe(
      'Esta imagen tiene 900 megapíxeles, demasiado grande para abrirla en este formato. Envíe una copia más pequeña, o un JPEG.',
    );
    expect(await refusal(executable())).toBe('Este archivo no es una foto que podamos abrir. Elija una foto JPEG, PNG o WebP.');
    expect(await refusal(heic, 'image/heic')).toMatch(/^Esta foto está en formato HEIC/);
    expect(await refusal(truncated(await floorPhoto()))).toBe('Esta foto no llegó completa o está dañada. Vuelva a elegirla.');
    expect(await refusal(Buffer.alloc(0))).toBe('Este archivo está vacío. Vuelva a elegir la foto.');
    const photo = await floorPhoto();
    const limited = await createTestApp({ leadPhotos: { softBytesPerHour: photo.length, hardBytesPerHour: photo.length } });
    await request(limited.app).post('/api/uploads').set(UPLOAD_TOKEN_HEADER, token).set('Content-Type', 'image/jpeg').send(photo);
    expect(await refusal(photo, 'image/jpeg', limited)).toBe(
      `Son muchas fotos en una hora. Envíe su solicitud con las fotos que ya subió, o llámenos al ${business.phone.display}.`,
    );
    const full = await createTestApp({ leadPhotos: { maxBytes: 0 } });
    expect(await refusal(photo, 'image/jpeg', full)).toBe(
      `Ahora mismo no podemos recibir más fotos. Envíe su solicitud sin ellas y mándenos las fotos por correo a ${business.email}, o llámenos al ${business.phone.display}.`,
    );
  });

  it('a photo the request named but the server no longer has, or one too many, and one that never got an answer', async () => {
    const reach = { phone: business.phone.display, email: business.email };
    const sent = await request(t.app)
      .post('/api/contacts')
      .send({ name: 'Ana', email: 'ana@example.com', phone: '718 555 0100', formToken: humanFormToken(), photos: ['A'.repeat(22)] })
      .expect(201);
    const [missing] = sent.body.photos.notKept as { code: PhotoCode; message: string }[];
    expect(missing).toMatchObject({ code: 'missing', message: expect.stringMatching(/^This photo is not on our server/) });
    expect(photoProblem({ code: missing!.code }, reach)).toMatch(/^Esta foto ya no está en nuestro servidor/);
    expect(photoProblem({ code: 'over-count' }, reach)).toBe('Con una solicitud se pueden enviar hasta 6 fotos; esta no se guardó.');
    expect(photoProblem({ code: 'dropped' }, reach)).toMatch(/^Esta foto no se subió: se cortó la conexión/);
  });
});

describe('the usual range and the visit windows in Spanish', () => {
  it('says the range, its basis with the month in Spanish, and the windows by their values', () => {
    const { range, visitWindow } = spanish.estimate;
    const epoxy = prices.find((price) => price.slug === 'epoxy-poured')!;
    expect(range.sentence({ ...epoxy, label: 'Terrazo epóxico vaciado en sitio' }, 1200, { low: 22_800, high: 50_400 }).text).toBe(
      'Terrazo epóxico vaciado en sitio, unos 1,200 pies cuadrados: por lo general $22,800–$50,400 en la ciudad de Nueva York, con mano de obra y materiales incluidos.',
    );
    expect(range.sentence(epoxy, 50, { low: 9500, high: 9500 }).text).toContain(': el trabajo mínimo, $9,500, en la ciudad');
    expect(range.basis(epoxy)).toBe('$19–$42 por pie cuadrado · trabajo mínimo de $9,500 · precios a noviembre de 2026');
    expect(siteVisitWindows(business.hours).map((window) => visitWindow(window))).toEqual([
      { when: 'Lunes a viernes en la mañana', hours: '7\u00a0a.m.–12\u00a0p.m.' },
      { when: 'Lunes a viernes en la tarde', hours: '12\u00a0p.m.–5\u00a0p.m.' },
      { when: 'Sábado en la mañana', hours: '8\u00a0a.m.–12\u00a0p.m.' },
      { when: 'Sábado en la tarde', hours: '12\u00a0p.m.–4\u00a0p.m.' },
    ]);
    expect(visitWindow({ value: 'tuesday-and-thursday-afternoon', label: 'Tuesday and Thursday afternoon, 12 PM–6 PM' })).toEqual({
      when: 'Martes y jueves en la tarde',
      hours: '12\u00a0p.m.–6\u00a0p.m.',
    });
  });
});

describe('the confirmation on a Spanish page', () => {
  it('thanks by name, gives the reference, and recaps what was sent in Spanish', () => {
    const client = createQueryClient({ server: true });
    client.setQueryData(readQuery('business', 'es').queryKey, business);
    client.setQueryData(listQuery('prices', undefined, 'es').queryKey, prices);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <CurrentRouteContext.Provider
          value={{ Page: () => null, head: { title: '' }, params: {}, language: 'es', otherLanguage: { language: 'en', path: '/contact' } }}
        >
          <ContactConfirmation
            request={{
              id: '6c1e0f3a-0000-4000-8000-000000000001',
              fields: { name: 'Ana', email: 'ana@example.com', phone: '718 555 0100', service: '', location: 'Corona', message: '' },
              estimate: { areaSqFt: '600', work: 'new-floor', visitWindows: ['saturday-morning'], access: ['super', 'board'] },
              photos: [],
              photosNotKept: [{ name: 'piso.heic', problem: { code: 'heic' } }],
            }}
            onWriteAgain={() => {}}
          />
        </CurrentRouteContext.Provider>
      </QueryClientProvider>,
    );
    const text = visibleText(html);
    for (const words of [
      'Gracias, Ana.',
      'Su referencia 6C1E-0F3A',
      'Lugar Corona',
      'unos 600 pies cuadrados: por lo general $11,400–$25,200 en la ciudad de Nueva York',
      'Trabajo Un piso nuevo vaciado en sitio',
      'Horarios para la visita Sábado en la mañana, 8 a.m.–12 p.m.',
      'Acceso que hay que coordinar Nos abre el súper o el portero; Reglas de la junta de la cooperativa o del condominio',
      'Una foto no se envió con su solicitud: piso.heic : Esta foto está en formato HEIC',
      'con su referencia 6C1E-0F3A.',
      'Le llamamos al 718 555 0100 para repasarlo y acordar un día para la visita, en uno de los horarios que eligió.',
    ])
      expect(text).toContain(words);
  });
});
