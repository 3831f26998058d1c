// Proof the owner adds as content (reviews as posted elsewhere, license,
// insurance, memberships) shows under the home page's hero and on project
// pages, only where it exists, and never as review markup in structured data.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../cli/check-content';
import { checkDataDir } from '../helpers/content-check-data';
import { createTestApp } from '../helpers/test-app';
import type { SampleFiles } from '../helpers/test-content';

function withProof(files: SampleFiles) {
  files['business.json'].business = {
    ...files['business.json'].business,
    license: 'NYC DCWP Home Improvement Contractor License #2099999',
    memberships: ['Member, National Terrazzo & Mosaic Association'],
  } as (typeof files)['business.json']['business'];
  files['reviews.json'].reviews = [
    {
      slug: 'google-lobby',
      text: 'They brought our 1950s lobby back without closing the building.',
      author: 'M. R.',
      neighborhood: 'park-slope-brooklyn-ny',
      project: 'lobby-restoration',
      source: { name: 'Google', url: 'https://maps.google.com/?cid=1' },
      postedAt: '2024-05-14',
    },
    {
      slug: 'houzz-kitchen',
      text: 'Clean crew, clear schedule, a floor we love.',
      author: 'Dana',
      source: { name: 'Houzz', url: 'https://www.houzz.com/review/2' },
      postedAt: '2024-07-02',
    },
  ];
}

const strip = (html: string) => /<section class="proof-strip"[\s\S]*?<\/section>/.exec(html)?.[0];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');

describe('the proof strip', () => {
  it('shows each review with its author, place, project and where and when it was posted, and the credentials', async () => {
    const { app } = await createTestApp({ data: withProof });
    const home = strip((await request(app).get('/').expect(200)).text)!;
    expect(home).toBeDefined();
    // Newest first.
    expect(home.indexOf('Clean crew')).toBeLessThan(home.indexOf('1950s lobby'));
    expect(home).toContain('M. R.');
    expect(home).toContain('<a href="/local/park-slope-brooklyn-ny">Park Slope</a>');
    expect(home).toContain('href="/gallery/lobby-restoration"');
    expect(home).toContain('<a href="https://maps.google.com/?cid=1" class="proof-source">Posted on Google, May 2024</a>');
    expect(home).toContain('<li>NYC DCWP Home Improvement Contractor License #2099999</li>');
    expect(home).toContain('<li>Member, National Terrazzo &amp; Mosaic Association</li>');
  });

  it("leads with a project's own reviews on its page", async () => {
    const { app } = await createTestApp({ data: withProof });
    const page = strip((await request(app).get('/gallery/lobby-restoration').expect(200)).text)!;
    expect(page.indexOf('1950s lobby')).toBeLessThan(page.indexOf('Clean crew'));
  });

  it('is not there when the content has no review and no credential', async () => {
    const { app } = await createTestApp();
    for (const path of ['/', '/gallery/lobby-restoration'])
      expect(strip((await request(app).get(path).expect(200)).text), path).toBeUndefined();
  });

  it('never becomes review markup in structured data', async () => {
    const { app } = await createTestApp({ data: withProof });
    for (const path of ['/', '/gallery/lobby-restoration', '/about']) {
      const ld = jsonLd((await request(app).get(path).expect(200)).text);
      expect(ld, path).not.toMatch(/"(Review|AggregateRating|reviewRating|aggregateRating|review)"/);
    }
  });

  it('is checked: a review names a project and a neighborhood that exist, and a link', async () => {
    const dataDir = await checkDataDir((files) => {
      files['reviews.json'].reviews = [
        {
          slug: 'lost',
          text: 'Great.',
          author: 'A.',
          project: 'no-such-project',
          neighborhood: 'atlantis-ny',
          source: { name: 'Google', url: 'https://maps.google.com/?cid=3' },
          postedAt: '2024-01-01',
        },
        { slug: 'unlinked', text: 'Good.', author: 'B.', source: { name: 'Yelp', url: 'yelp, somewhere' }, postedAt: '2024-01-02' },
      ];
    });
    expect((await checkContent(dataDir)).problems).toEqual([
      'data/reviews.json: unlinked: source.url: Invalid URL',
      'data/reviews.json: lost: neighborhood: no neighborhood page with the slug "atlantis-ny" in neighborhoods/*.json',
      'data/reviews.json: lost: project: no gallery project with the slug "no-such-project" in gallery.json',
    ]);
  });
});
