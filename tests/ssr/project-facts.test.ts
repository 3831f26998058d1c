// A project's facts: each shown on its page only where the content states it,
// in the page's language, and the Spanish words of the ones written in words.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { galleryWords, type SampleFiles } from '../helpers/test-content';

type Item = Record<string, unknown> & { slug: string };

function withFacts(files: SampleFiles) {
  const items = files['gallery.json'].items as Item[];
  Object.assign(
    items.find((item) => item.slug === 'school-corridor')!,
    {
      system: 'epoxy',
      areaSqFt: 4200,
      year: 2023,
      durationDays: 12,
      aggregate: 'White, gray and black marble',
      baseColor: 'Charcoal',
      dividerStrips: ['brass', 'zinc'],
      clientType: 'education',
      credits: [
        { role: 'architect', name: 'Example Architects' },
        { role: 'general-contractor', name: 'Sample Builders' },
      ],
    },
  );
}

/** The facts box as term → value, tags stripped. */
async function factsOf(app: TestApp['app'], path: string): Promise<Record<string, string>> {
  const html = (await request(app).get(path).expect(200)).text;
  const box = /<aside class="project-facts"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
  const text = (part: string) => part.replace(/<[^>]+>/g, '').trim();
  return Object.fromEntries(
    [...box.matchAll(/<dt>([\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd>/g)].map(([, term, value]) => [text(term!), text(value!)]),
  );
}

describe('project facts', () => {
  it('shows each fact the content states, and the kinds and lists in words', async () => {
    const { app } = await createTestApp({ data: withFacts });
    expect(await factsOf(app, '/gallery/school-corridor')).toMatchObject({
      System: 'Epoxy terrazzo',
      Size: '4,200 sq ft',
      Completed: '2023',
      'Time on site': '12 working days',
      Aggregate: 'White, gray and black marble',
      'Binder color': 'Charcoal',
      'Divider strips': 'Brass and zinc',
      Client: 'A school or university',
      Architect: 'Example Architects',
      'General contractor': 'Sample Builders',
    });
  });

  it('shows none it does not state', async () => {
    const { app } = await createTestApp({ data: withFacts });
    const facts = await factsOf(app, '/gallery/kitchen-floor');
    expect(Object.keys(facts).length).toBeGreaterThan(0);
    for (const term of [
      'System',
      'Size',
      'Completed',
      'Time on site',
      'Aggregate',
      'Binder color',
      'Divider strips',
      'Client',
      'Architect',
    ])
      expect(facts).not.toHaveProperty(term);
  });

  it('says them in Spanish on the Spanish page', async () => {
    const { app } = await createTestApp({
      data: (files) => {
        withFacts(files);
        files['es/gallery.json'].items = (files['gallery.json'].items as Item[]).map((item) =>
          item.slug === 'school-corridor' ?
            { ...galleryWords(item), aggregate: 'Mármol blanco, gris y negro', baseColor: 'Carbón' }
          : galleryWords(item),
        );
      },
    });
    expect(await factsOf(app, '/es/galeria/school-corridor')).toMatchObject({
      Sistema: 'Terrazo epóxico',
      'Tiempo en la obra': '12 días hábiles',
      Agregado: 'Mármol blanco, gris y negro',
      'Color del aglutinante': 'Carbón',
      'Tiras divisorias': 'Latón y zinc',
      Cliente: 'Una escuela o universidad',
      Arquitecto: 'Example Architects',
    });
  });
});
