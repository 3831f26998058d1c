// Every endpoint of the specification, against the specification's data
// model, as docs/api.md writes both down: each list answers every field of
// its entity but `content` (and never `content`), each item every field, and
// the lead endpoint takes exactly the lead's fields. Run on the real content.
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../server/content/content-store';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The rows of the Markdown table under `heading` in docs/api.md, as arrays of cell texts. */
function tableRows(heading: string): string[][] {
  const doc = readFileSync('docs/api.md', 'utf8');
  const section = doc.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`docs/api.md has no section "${heading}"`);
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  );
}

interface Entity {
  required: string[];
  optional: string[];
}

const entities = new Map<string, Entity>(
  tableRows('Data model').map(([name, fields]) => {
    const all = fields!.split(',').map((field) => field.trim());
    return [
      name!,
      {
        required: all.filter((field) => !field.endsWith('(optional)')),
        optional: all.filter((field) => field.endsWith('(optional)')).map((field) => field.replace(' (optional)', '')),
      },
    ];
  }),
);
const endpoints = tableRows('Endpoints of the specification').map(([method, path, entity]) => ({
  method: method!,
  path: path!,
  entity: entity!,
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.content.current = await loadContent('data');
});

/** The path with its placeholders filled from the content: a real slug of the entity, a real category. */
async function realPath(path: string, entity: string): Promise<string> {
  if (!path.includes('{')) return path;
  const list = endpoints.find((endpoint) => endpoint.entity === entity && endpoint.method === 'GET' && !endpoint.path.includes('{'));
  const listPath = list?.path ?? path.slice(0, path.indexOf('/{'));
  const items = (await request(t.app).get(listPath.replace(/\?.*/, '')).expect(200)).body as { slug: string; category?: string }[];
  return path.replace('{slug}', items[0]!.slug).replace('{category}', items[0]!.category ?? '');
}

describe('the data model of docs/api.md', () => {
  it('names every entity the endpoints answer, and the endpoints cover the specification', () => {
    for (const { entity } of endpoints) expect(entities.has(entity), entity).toBe(true);
    expect(endpoints.filter((endpoint) => endpoint.method === 'GET')).toHaveLength(11);
  });
});

describe.each(endpoints.filter((endpoint) => endpoint.method === 'GET'))('GET $path', ({ path, entity }) => {
  it(`answers ${entity} with every field of the specification`, async () => {
    const { required, optional } = entities.get(entity)!;
    const url = await realPath(path, entity);
    const body = (await request(t.app).get(url).expect(200).expect('Content-Type', /json/)).body as
      Record<string, unknown> | Record<string, unknown>[];
    if (Array.isArray(body)) {
      expect(body.length, url).toBeGreaterThan(0);
      for (const item of body) {
        for (const field of required.filter((name) => name !== 'content')) expect(item, `${url}: ${field}`).toHaveProperty(field);
        expect(item, url).not.toHaveProperty('content');
      }
      for (const field of optional)
        expect(
          body.some((item) => field in item),
          `${url}: some item has ${field}`,
        ).toBe(true);
    } else {
      for (const field of required) expect(body, `${url}: ${field}`).toHaveProperty(field);
    }
  });
});

describe.each(endpoints.filter((endpoint) => endpoint.method === 'POST'))('POST $path', ({ path, entity }) => {
  it(`takes a ${entity} of exactly the specification's fields and answers a receipt`, async () => {
    const values: Record<string, string> = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '(718) 555-0100',
      service: 'restoration',
      location: 'Park Slope',
      message: 'A cracked lobby floor.',
    };
    const body = Object.fromEntries(entities.get(entity)!.required.map((field) => [field, values[field] ?? 'text']));
    const res = await request(t.app).post(path).send(body).expect(201);
    expect(Object.keys(res.body).sort()).toEqual(['id', 'receivedAt']);
  });
});
