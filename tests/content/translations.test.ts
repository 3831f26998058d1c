// The Spanish of the content (data/es/): validated like the rest, applied to
// the English items by slug, and named by the content check where missing.
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readContent } from '../../server/content/content-store';
import { createTestApp } from '../helpers/test-app';
import { writeDataDir, type SampleFiles } from '../helpers/test-content';

const read = async (change: (files: SampleFiles) => void = () => {}) => readContent(await writeDataDir(change));

describe('the Spanish content', () => {
  it('is the English item with its translated fields; everything else is the English', async () => {
    const { problems, untranslated, content } = await read();
    expect(problems).toEqual([]);
    expect(untranslated).toEqual([]);
    const spanish = content!.spanish.services.bySlug.get('precast-fabrication')!;
    expect(spanish).toMatchObject({ name: 'Terrazo prefabricado', price: '$19', inContactForm: true, id: 2 });
    expect(content!.services.bySlug.get('precast-fabrication')?.name).toBe('Precast Terrazzo Fabrication');
    expect(content!.spanish.business).toMatchObject({ slogan: 'Trabajo artesanal', name: 'Five Borough Terrazzo' });
    expect(content!.spanish.business.navigation.services.map((service) => service.shortName)).toEqual(['Restauración', 'Prefabricados']);
    // Collections with no Spanish are the English ones.
    expect(content!.spanish.neighborhoods).toBe(content!.neighborhoods);
  });

  it('an item with no Spanish is named, the site still loads, and it has no Spanish page', async () => {
    const dataDir = await writeDataDir((files) => {
      files['es/services.json'].services = files['es/services.json'].services.filter((service) => service.slug !== 'restoration');
    });
    const { problems, untranslated } = await readContent(dataDir);
    expect(problems).toEqual([]);
    expect(untranslated).toEqual([`${path.basename(dataDir)}/es/services.json → restoration: no Spanish translation`]);
    const t = await createTestApp({ dataDir });
    await request(t.app).get('/es/servicios/restoration').expect(404);
    const english = await request(t.app).get('/services/restoration').expect(200);
    expect(english.text).not.toContain('<link rel="alternate"');
    const other = await request(t.app).get('/services/precast-fabrication').expect(200);
    expect(other.text).toContain(
      '<link rel="alternate" hrefLang="es" href="https://www.fiveboroughterrazzo.example/es/servicios/precast-fabrication"/>',
    );
  });

  it('a translation that does not match its English item is a problem of its field', async () => {
    const { problems } = await read((files) => {
      files['es/services.json'].services[1]!.features.push('Una de más');
      files['es/prices.json'].prices[0]!.factors.push('Uno de más');
      files['es/service-locations.json'].pages.push({ slug: 'restoration-queens', title: 'x', content: 'y' });
    });
    expect(problems).toEqual([
      expect.stringMatching(/es\/services\.json → precast-fabrication: features: has 4 entries, the English has 3$/),
      expect.stringMatching(
        /es\/service-locations\.json → restoration-queens: slug: no service-location page with this slug in service-locations\.json$/,
      ),
      expect.stringMatching(/es\/prices\.json → epoxy-poured: factors: has 2 entries, the English has 1$/),
    ]);
  });

  it('a photo named in an English project needs no other change: its Spanish page shows it with the English text until there is a Spanish one', async () => {
    const dataDir = await writeDataDir((files) => {
      const project = files['gallery.json'].items[0]! as { slug: string; photos?: unknown[]; sample?: { file: string } };
      project.photos = [{ file: project.sample!.file, alt: 'The finished corridor floor' }];
      // The Spanish stays as it was (a change of its own keeps it from following the English).
      files['es/gallery.json'].items[0]!.title = 'Proyecto del pasillo';
    });
    const { problems, content } = await readContent(dataDir);
    expect(problems).toEqual([]);
    const spanish = content!.spanish.gallery.items[0]!;
    expect([spanish.title, spanish.sample, spanish.photos[0]?.alt]).toEqual(['Proyecto del pasillo', false, 'The finished corridor floor']);
    // More texts than photos is a mistake of the translation.
    const { problems: more } = await read((files) => {
      files['es/gallery.json'].items[0]!.photoAlts = ['Una', 'Dos'];
    });
    expect(more).toEqual([
      expect.stringMatching(/es\/gallery\.json → school-corridor: photoAlts: has 2 entries, the English photos are 0$/),
    ]);
  });

  it('a translation missing a field the English item has, or with an empty one, is refused by its schema', async () => {
    const { problems } = await read((files) => {
      (files['es/services.json'].services[0] as { steps?: unknown }).steps = undefined;
      files['es/services.json'].services[1]!.name = '';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/es\/services\.json → restoration: steps\.preparation: is missing: the English service has it$/),
        expect.stringMatching(/es\/services\.json → precast-fabrication: name: /),
      ]),
    );
  });

  it("a project's fact in words the Spanish does not have is named, with the field", async () => {
    const { problems } = await read((files) => {
      Object.assign(files['gallery.json'].items[0]!, { aggregate: 'White and gray marble', baseColor: 'Charcoal' });
      files['es/gallery.json'].items[0]!.baseColor = 'Carbón';
    });
    expect(problems).toEqual([
      expect.stringMatching(/es\/gallery\.json → school-corridor: aggregate: is missing: the English project has one$/),
    ]);
  });
});
