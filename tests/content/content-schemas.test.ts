// The JSON Schemas in data/schemas/ that editors (VS Code) check content
// with: generated from the zod schemas, never stale, referenced by every data
// file, and agreeing with the zod schemas on the real content.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTENT_FILE_KINDS, contentDataFiles, planSchemaFiles, schemaRefOf, withSchemaRef } from '../../cli/json-schemas';
import { matchesFiles } from '../../server/content/content-files';

const schemaFileOf = (kind: { name: string }) => `schemas/${kind.name}.schema.json`;
const kindOf = (file: string) => CONTENT_FILE_KINDS.find((kind) => matchesFiles(kind.files, file));

const DATA_DIR = path.resolve('data');
const readJson = async (file: string) => JSON.parse(await readFile(path.join(DATA_DIR, file), 'utf8')) as Record<string, unknown>;

describe('committed JSON Schemas', () => {
  it('are what npm run content:schema generates now (run it after changing a schema or the content registry)', async () => {
    const stale = (await planSchemaFiles(DATA_DIR))
      .filter((planned) => planned.problem || planned.text !== planned.current)
      .map((p) => p.file);
    expect(stale, 'out of date: run npm run content:schema').toEqual([]);
  });

  it('exist for every kind of data file, and every data file has one', async () => {
    expect(CONTENT_FILE_KINDS.map(schemaFileOf)).toEqual([
      'schemas/business.schema.json',
      'schemas/visits.schema.json',
      'schemas/services.schema.json',
      'schemas/neighborhoods.schema.json',
      'schemas/service-locations.schema.json',
      'schemas/blog.schema.json',
      'schemas/gallery.schema.json',
      'schemas/reviews.schema.json',
      'schemas/prices.schema.json',
      'schemas/es-business.schema.json',
      'schemas/es-services.schema.json',
      'schemas/es-service-locations.schema.json',
      'schemas/es-gallery.schema.json',
      'schemas/es-prices.schema.json',
    ]);
    const files = await contentDataFiles(DATA_DIR);
    expect(files).toHaveLength(19);
    for (const file of files) expect(kindOf(file), file).toBeDefined();
  });

  it('are named by each data file in a first "$schema" key, the Spanish ones too', async () => {
    for (const file of await contentDataFiles(DATA_DIR)) {
      const data = await readJson(file);
      expect(Object.keys(data)[0], file).toBe('$schema');
      expect(data.$schema, file).toBe(
        file.includes('/') ? `../schemas/${kindOf(file)!.name}.schema.json` : `./schemas/${kindOf(file)!.name}.schema.json`,
      );
      await expect(readFile(path.join(DATA_DIR, path.dirname(file), data.$schema as string), 'utf8'), file).resolves.toBeTruthy();
    }
  });

  it('accept every data file as it is (the "$schema" key included) and refuse a wrong value', async () => {
    for (const file of await contentDataFiles(DATA_DIR)) {
      const schema = z.fromJSONSchema(await readJson(schemaFileOf(kindOf(file)!)));
      const data = await readJson(file);
      expect(schema.safeParse(data).error?.issues ?? [], file).toEqual([]);
    }
    const services = await readJson('services.json');
    (services.services as { slug: string }[])[0]!.slug = 'Not A Slug';
    const schema = z.fromJSONSchema(await readJson('schemas/services.schema.json'));
    expect(schema.safeParse(services).success).toBe(false);
  });

  it('describe what may be written, and carry the plain-words messages of patterns', async () => {
    const services = await readJson('schemas/services.schema.json');
    const item = (services.properties as { services: { items: Record<string, unknown> } }).services.items;
    // Optional fields are not required; objects are open, as zod ignores unknown keys.
    expect(item.required).toEqual(['id', 'slug', 'name', 'shortName', 'description', 'features']);
    expect(item.additionalProperties).toBeUndefined();
    expect((item.properties as Record<string, Record<string, unknown>>).slug!.patternErrorMessage).toBe(
      'use lowercase words joined by hyphens, e.g. "park-slope-brooklyn-ny"',
    );
    expect(services.properties).toHaveProperty('$schema', { type: 'string' });
  });
});

describe('schemaRefOf', () => {
  it('is the schema path relative to the data file', () => {
    expect(schemaRefOf('services.json')).toBe('./schemas/services.schema.json');
    expect(schemaRefOf('service-locations.json')).toBe('./schemas/service-locations.schema.json');
    expect(schemaRefOf('neighborhoods/staten-island.json')).toBe('../schemas/neighborhoods.schema.json');
    expect(schemaRefOf('notes.json')).toBeUndefined();
  });
});

describe('withSchemaRef', () => {
  const file = '{\n  "version": 1,\n  "items": [\n    { "a": 1 }\n  ]\n}\n';

  it('adds "$schema" as the first key and changes nothing else', () => {
    expect(withSchemaRef(file, './schemas/x.schema.json')).toBe(
      '{\n  "$schema": "./schemas/x.schema.json",\n  "version": 1,\n  "items": [\n    { "a": 1 }\n  ]\n}\n',
    );
  });

  it('replaces a first "$schema" that points elsewhere, and leaves a right one as it is', () => {
    const withRef = withSchemaRef(file, './old.json')!;
    expect(withSchemaRef(withRef, './schemas/x.schema.json')).toBe(withSchemaRef(file, './schemas/x.schema.json'));
    expect(withSchemaRef(withRef, './old.json')).toBe(withRef);
  });

  it('keeps CRLF line ends and other indents', () => {
    expect(withSchemaRef('{\r\n\t"version": 1\r\n}\r\n', 'x')).toBe('{\r\n\t"$schema": "x",\r\n\t"version": 1\r\n}\r\n');
  });

  it('handles a file on one line', () => {
    expect(withSchemaRef('{"version":1}', 'x')).toBe('{ "$schema": "x", "version":1}');
  });

  it('refuses a file whose "$schema" is not first, or that is no object', () => {
    expect(withSchemaRef('{\n  "version": 1,\n  "$schema": "x"\n}\n', 'x')).toBeUndefined();
    expect(withSchemaRef('[]\n', 'x')).toBeUndefined();
  });
});
