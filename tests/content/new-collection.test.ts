// A new collection is one declaration in the registry, its endpoints in the
// contract, its schema and its data: the loader, the API's read functions,
// content:check and content:schema pick it up with no change of theirs.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Collection } from '../../server/content/collections';
import { checkDataDir } from '../helpers/content-check-data';

// Declared before the modules that walk the registry load, as one more entry
// of collections.ts and of the contract's COLLECTION_API would be.
const contract = await import('../../shared/api-contract');
(contract.COLLECTION_API as Record<string, unknown>).testimonials = contract.collectionEndpoints<{ slug: string }>()({
  list: '/api/testimonials',
  item: '/api/testimonials/:slug',
});
const registry = await import('../../server/content/collections');
(registry.COLLECTIONS as Record<string, Collection>).testimonials = registry.defineCollection({
  files: 'testimonials/*.json',
  list: 'testimonials',
  schema: z.object({ slug: z.string(), quote: z.string().trim().min(1, 'must not be empty'), service: z.string() }),
  title: 'Testimonials',
  noun: 'testimonial',
  plural: 'testimonials',
  references: { service: 'services' },
});
const { loadContent, readContent } = await import('../../server/content/content-store');
const { resolveRead } = await import('../../server/reads/read-routes');
const { checkContent } = await import('../../cli/check-content');
const { planSchemaFiles } = await import('../../cli/json-schemas');

async function dataDirWithTestimonials(testimonials: object[]): Promise<string> {
  const dataDir = await checkDataDir();
  await mkdir(path.join(dataDir, 'testimonials'));
  await writeFile(path.join(dataDir, 'testimonials/2024.json'), JSON.stringify({ version: 1, testimonials }));
  return dataDir;
}

describe('a collection added to the registry', () => {
  it('is loaded, indexed and served by the API', async () => {
    const content = await loadContent(await dataDirWithTestimonials([{ slug: 'lobby', quote: 'Like new.', service: 'restoration' }]));
    expect(resolveRead(content, '/api/testimonials')).toEqual({
      status: 200,
      body: [{ slug: 'lobby', quote: 'Like new.', service: 'restoration' }],
    });
    expect(resolveRead(content, '/api/testimonials/lobby')?.status).toBe(200);
    expect(resolveRead(content, '/api/testimonials/none')).toMatchObject({
      status: 404,
      body: { message: 'No testimonial has the slug "none".' },
    });
  });

  it('is checked by content:check, its references included', async () => {
    const dataDir = await dataDirWithTestimonials([
      { slug: 'lobby', quote: '', service: 'restoration' },
      { slug: 'kitchen', quote: 'Great.', service: 'marble-carving' },
    ]);
    expect((await checkContent(dataDir)).problems).toEqual([
      `data/testimonials/2024.json: lobby: quote: must not be empty`,
      `data/testimonials/2024.json: kitchen: service: no service with the slug "marble-carving" in services.json`,
    ]);
    const { content } = await readContent(dataDir);
    expect((content as unknown as Record<string, { items: { slug: string }[] }>).testimonials!.items.map((item) => item.slug)).toEqual([
      'kitchen',
    ]);
  });

  it('gets a JSON Schema from content:schema, named by its folder', async () => {
    const planned = await planSchemaFiles(await dataDirWithTestimonials([]));
    const schema = planned.find((file) => file.file === 'schemas/testimonials.schema.json');
    expect(JSON.parse(schema!.text!)).toMatchObject({
      title: 'Testimonials (data/testimonials/*.json)',
      required: ['version', 'testimonials'],
    });
    expect(planned.find((file) => file.file === 'testimonials/2024.json')?.text).toContain(
      '"$schema": "../schemas/testimonials.schema.json"',
    );
  });
});
