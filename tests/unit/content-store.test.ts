import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../../server/content/content-error';
import { loadContent } from '../../server/content/content-store';
import { checkHtml, NEIGHBORHOOD_HTML } from '../../server/content/html-allowlist';
import { writeDataDir } from '../helpers/test-content';

async function problemsOf(dataDir: string): Promise<string[]> {
  try {
    await loadContent(dataDir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('the content loaded without problems');
}

describe('loadContent', () => {
  it('loads valid content with slug indexes and a version', async () => {
    const content = await loadContent(await writeDataDir());
    expect(content.services.bySlug.get('restoration')?.name).toBe('Terrazzo Restoration');
    expect(content.neighborhoods.bySlug.get('soho-manhattan-ny')?.borough).toBe('Manhattan');
    expect(content.business.boroughCounts).toMatchObject({ Brooklyn: 2, Manhattan: 1, Queens: 0 });
    expect(content.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('the version changes when any file changes, and only then', async () => {
    const a = await loadContent(await writeDataDir());
    const b = await loadContent(await writeDataDir());
    const c = await loadContent(await writeDataDir((f) => (f['services.json'].services[0]!.name = 'Renamed')));
    expect(a.version).toBe(b.version);
    expect(c.version).not.toBe(a.version);
  });

  it('SITE_URL overrides the origin of the business file', async () => {
    const content = await loadContent(await writeDataDir(), { siteUrl: 'https://staging.example' });
    expect(content.business.siteUrl).toBe('https://staging.example');
  });

  it('names the file, the item slug and the field of a wrong value', async () => {
    const dir = await writeDataDir((files) => {
      (files['services.json'].services[0]!.features as unknown[])[2] = 42;
    });
    expect(await problemsOf(dir)).toEqual(
      ['data/services.json → restoration: features[2]: Invalid input: expected string, received number'].map((line) =>
        line.replace('data/', `${path.basename(dir)}/`),
      ),
    );
  });

  it('reports every problem at once, across files', async () => {
    const dir = await writeDataDir((files) => {
      (files['blog.json'].posts[0] as Record<string, unknown>).category = 'Gardening';
      (files['neighborhoods/brooklyn.json'].neighborhoods[1] as Record<string, unknown>).slug = 'Park Slope';
      files['service-locations.json'].pages[0]!.service = 'marble-carving';
    });
    const problems = await problemsOf(dir);
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/blog\.json → terrazzo-installation-guide-costs-process: category: /);
    expect(problems.join('\n')).toMatch(/neighborhoods\/brooklyn\.json → Park Slope: slug: use lowercase words/);
    expect(problems.join('\n')).toMatch(
      /service-locations\.json → restoration-brooklyn: service: no service with the slug "marble-carving"/,
    );
    expect(problems.join('\n')).toMatch(/service-locations\.json → restoration-brooklyn: slug: must be "marble-carving-brooklyn"/);
  });

  it('a service-location page is named after its service and area', async () => {
    const dir = await writeDataDir((files) => {
      files['service-locations.json'].pages[0]!.slug = 'brooklyn-restoration';
    });
    expect(await problemsOf(dir)).toEqual([
      `${path.basename(dir)}/service-locations.json → brooklyn-restoration: slug: must be "restoration-brooklyn": the service's slug, then the area's`,
    ]);
  });

  it('names a file that is not valid JSON', async () => {
    const dir = await writeDataDir();
    await writeFile(path.join(dir, 'gallery.json'), '{ "version": 1, "items": [ }');
    expect((await problemsOf(dir))[0]).toMatch(/gallery\.json: is not valid JSON/);
  });

  it('names a missing file', async () => {
    const dir = await writeDataDir();
    await rm(path.join(dir, 'services.json'));
    expect(await problemsOf(dir)).toContainEqual(expect.stringMatching(/services\.json: the file is missing/));
  });

  it('rejects a duplicate slug', async () => {
    const dir = await writeDataDir((files) => {
      files['services.json'].services[1]!.slug = 'restoration';
    });
    expect(await problemsOf(dir)).toContainEqual(expect.stringMatching(/services\.json → restoration: slug: used twice/));
  });

  it('rejects a wrong format version', async () => {
    const dir = await writeDataDir((files) => {
      (files['gallery.json'] as { version: number }).version = 2;
    });
    expect(await problemsOf(dir)).toContainEqual(expect.stringMatching(/gallery\.json → version: set "version": 1/));
  });

  it('rejects a reading time that does not match the words', async () => {
    const dir = await writeDataDir((files) => {
      files['blog.json'].posts[0]!.readingTime = 9;
    });
    expect(await problemsOf(dir)).toContainEqual(expect.stringMatching(/readingTime: is 9, but the content's \d+ words read in 1/));
  });

  it('rejects a gallery photo that has no file', async () => {
    const dir = await writeDataDir();
    await rm(path.join(dir, 'photos/kitchen-floor.jpg'));
    expect(await problemsOf(dir)).toContainEqual(expect.stringMatching(/kitchen-floor: sample: no file at/));
  });

  it('rejects neighborhood HTML outside the allowed tags', async () => {
    const dir = await writeDataDir((files) => {
      files['neighborhoods/manhattan.json'].neighborhoods[0]!.content = '<p>Hi</p><script>alert(1)</script>';
    });
    expect(await problemsOf(dir)).toContainEqual(expect.stringMatching(/soho-manhattan-ny: content: tag <script> is not allowed/));
  });
});

describe('checkAllowedHtml', () => {
  it('accepts the allowed tags and internal links', () => {
    expect(
      checkHtml(
        '<h2>A</h2><p>B <strong>c</strong> <em>d</em> <a href="/contact">e</a></p><ul><li>f</li></ul><h3>g</h3>',
        NEIGHBORHOOD_HTML,
      ),
    ).toEqual([]);
  });

  it.each([
    ['<img src="x">', /tag <img>/],
    ['<p style="color:red">x</p>', /may not have the attribute style/],
    ['<a href="https://evil.example">x</a>', /must be a site path/],
    ['<a href="//evil.example">x</a>', /must be a site path/],
    ['<a href="javascript:alert(1)">x</a>', /must be a site path/],
    ['<p onclick="x()">x</p>', /may not have the attribute onclick/],
    ['1 < 2', /a "<" that is not part of a tag/],
  ])('rejects %s', (html, problem) => {
    expect(checkHtml(html, NEIGHBORHOOD_HTML).join('\n')).toMatch(problem);
  });
});
