import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent, okSummary, toCheckLine } from '../../cli/check-content';
import { EXPECTED_PROBLEMS, checkDataDir, dataDirWithProblems } from '../helpers/content-check-data';

describe('checkContent', () => {
  it('passes a sample folder with nothing wrong, counting what it checked', async () => {
    const dataDir = await checkDataDir();
    const result = await checkContent(dataDir);
    expect(result.problems).toEqual([]);
    expect(result.counts).toEqual({
      collections: { services: 2, neighborhoods: 3, serviceLocations: 1, posts: 4, gallery: 3, reviews: 0, prices: 1 },
      links: 3,
      photos: 3,
    });
    expect(okSummary(dataDir, result)).toBe(
      'data/ is OK: 2 services, 3 neighborhood pages, 1 service-location pages, 4 articles, 3 gallery projects, 0 reviews, 1 prices; 3 internal links and 3 photos checked.',
    );
  });

  it('reports broken links, a duplicate slug and missing images, one line each, grouped by file', async () => {
    expect((await checkContent(await dataDirWithProblems())).problems).toEqual(EXPECTED_PROBLEMS);
  });

  it('reports a duplicate slug and a schema problem of the same file at once', async () => {
    const dataDir = await checkDataDir((files) => {
      (files['services.json'].services[0]!.features as unknown[])[2] = 42;
      files['services.json'].services[1]!.slug = 'restoration';
    });
    expect((await checkContent(dataDir)).problems).toEqual([
      'data/services.json: restoration: features[2]: Invalid input: expected string, received number',
      'data/services.json: restoration: slug: used twice; every slug must be unique',
    ]);
  });

  it('checks links and service references even when the file they point into fails validation', async () => {
    const dataDir = await checkDataDir((files) => {
      files['services.json'].services[0]!.description = '';
      files['service-locations.json'].pages[0]!.service = 'marble-carving';
    });
    expect((await checkContent(dataDir)).problems).toEqual([
      'data/service-locations.json: restoration-brooklyn: service: no service with the slug "marble-carving" in services.json',
      `data/service-locations.json: restoration-brooklyn: slug: must be "marble-carving-brooklyn": the service's slug, then the area's`,
      'data/services.json: restoration: description: must not be empty',
    ]);
  });

  it('reports British spellings in the text of every item and the business profile, one line per word and field', async () => {
    const dataDir = await checkDataDir((files) => {
      const [restoration] = files['services.json'].services;
      restoration!.features[2] = 'Sealing programme';
      restoration!.steps = { preparation: 'We lift old coatings; the slab is levelled, then levelled again.' };
      files['neighborhoods/brooklyn.json'].neighborhoods[0]!.content =
        '<p>Near the Kings Theatre, a neighbourhood <a href="/contact?from=grey-colour">theatre</a>.</p>';
      files['blog.json'].posts[1]!.tags = ['colour', 'terrazzo'];
      files['service-locations.json'].pages[0]!.content += '\n\nTwo-storey houses.';
      files['business.json'].business.slogan = 'Artisan Colour';
    });
    expect((await checkContent(dataDir)).problems).toEqual([
      'data/blog.json: terrazzo-maintenance-cleaning-guide: tags[0]: "colour" is British spelling; write "color"',
      'data/business.json: slogan: "Colour" is British spelling; write "Color"',
      'data/neighborhoods/brooklyn.json: park-slope-brooklyn-ny: content: "neighbourhood" is British spelling; write "neighborhood"',
      'data/neighborhoods/brooklyn.json: park-slope-brooklyn-ny: content: "theatre" is British spelling; write "theater"',
      'data/service-locations.json: restoration-brooklyn: content: "storey" is British spelling; write "story"',
      'data/services.json: restoration: features[2]: "programme" is British spelling; write "program"',
      'data/services.json: restoration: steps.preparation: "levelled" is British spelling; write "leveled"',
    ]);
  });

  it('does not read slugs, references or addresses as text', async () => {
    const dataDir = await checkDataDir((files) => {
      files['services.json'].services[1]!.slug = 'grey-precast';
      files['service-locations.json'].pages.push({
        slug: 'grey-precast-brooklyn',
        service: 'grey-precast',
        area: 'brooklyn',
        title: 'Precast Terrazzo in Brooklyn',
        content: 'Stair treads cast in Brooklyn.',
      });
      files['neighborhoods/manhattan.json'].neighborhoods[0]!.slug = 'centre-street-manhattan-ny';
      Object.assign(files['business.json'].business, {
        siteUrl: 'https://www.colour.example',
        email: 'grey@colour.example',
        popularAreas: ['centre-street-manhattan-ny'],
      });
    });
    expect((await checkContent(dataDir)).problems).toEqual([]);
  });

  it('reports a file that is not JSON together with the problems of the others', async () => {
    const dataDir = await checkDataDir((files) => {
      files['neighborhoods/manhattan.json'].neighborhoods[0]!.content = '<p><a href="/services/x">x</a></p>';
    });
    await writeFile(path.join(dataDir, 'gallery.json'), '{ "version": 1, "items": [ }');
    const problems = (await checkContent(dataDir)).problems;
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^data\/gallery\.json: is not valid JSON: /);
    expect(problems[1]).toBe(
      'data/neighborhoods/manhattan.json: soho-manhattan-ny: content: the link "/services/x" goes to no page: no service has the slug "x"',
    );
  });

  it('names what is wrong with the site-visit schedule: a window that ends before it starts or overlaps another, no crew, a date twice or not in the calendar', async () => {
    const dataDir = await checkDataDir((files) => {
      const { visits } = files['visits.json'];
      visits.windows = [
        { days: ['Mo', 'Tu'], start: '08:00', end: '10:00' },
        { days: ['Tu'], start: '09:00', end: '11:00' },
        { days: ['Sa'], start: '11:00', end: '09:00' },
      ];
      visits.crews = 0;
      visits.closed = [
        { date: '2026-12-25', name: 'Christmas Day' },
        { date: '2026-12-25', name: 'Christmas' },
        { date: '2027-02-30', name: 'No such day' },
      ];
    });
    expect((await checkContent(dataDir)).problems).toEqual([
      'data/visits.json: visits.windows[2].end: must end after it starts',
      'data/visits.json: visits.crews: at least 1 crew',
      'data/visits.json: visits.closed[1].date: 2026-12-25 is listed twice',
      'data/visits.json: visits.closed[2].date: 2027-02-30 is not a date of the calendar',
      'data/visits.json: visits.windows[1].start: overlaps the 08:00–10:00 window on Tu',
    ]);
  });

  it("holds the site's price claims to data/prices.json", async () => {
    const dataDir = await checkDataDir((files) => {
      files['business.json'].business.claims.startingPrice = '$15 per sq ft';
      files['services.json'].services[1]!.price = '$12';
    });
    expect((await checkContent(dataDir)).problems).toEqual([
      'data/business.json: claims.startingPrice: says "$15 per sq ft", but the lowest price of a new floor in prices.json is $19 per sq ft',
      'data/services.json: precast-fabrication: price: says "$12", below the lowest price of a new floor in prices.json ($19 per sq ft)',
    ]);
  });
});

describe('toCheckLine', () => {
  it('writes a content-store line as file: item: field: problem', () => {
    expect(toCheckLine('data/services.json → restoration: features[2]: expected text')).toBe(
      'data/services.json: restoration: features[2]: expected text',
    );
    expect(toCheckLine('data/services.json: the file is missing or unreadable')).toBe(
      'data/services.json: the file is missing or unreadable',
    );
  });
});
