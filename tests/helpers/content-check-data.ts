// Content folders for the content:check tests: the sample content of
// test-content.ts in a folder named data/, and one with known problems.
import { mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeDataDir, type SampleFiles } from './test-content';

/** A sample content folder named data/ (so lines read as they do for editors), with its photos. */
export async function checkDataDir(change: (files: SampleFiles) => void = () => {}): Promise<string> {
  const written = await writeDataDir(change);
  const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-check-')), 'data');
  await rename(written, dataDir);
  return dataDir;
}

/** Broken links in a neighborhood and an article, a duplicate slug, two missing photos, British spellings in a gallery project. */
export async function dataDirWithProblems(): Promise<string> {
  const dataDir = await checkDataDir((files) => {
    files['services.json'].services[1]!.slug = 'restoration';
    files['neighborhoods/brooklyn.json'].neighborhoods[0]!.content =
      '<p>See <a href="/services/marble-carving">carving</a>, <a href="/local/nowhere-brooklyn-ny">nowhere</a>, ' +
      '<a href="/queens-neighborhoods">Queens</a>, <a href="/brooklyn-neighborhoods">Brooklyn</a>, ' +
      '<a href="/blog/category/gardening">gardening</a>, <a href="/blog/category/costs">costs</a>, <a href="/about">about</a>, ' +
      '<a href="/contact?from=park-slope#form">contact</a>, <a href="/abuot">typo</a>, ' +
      '<a href="/service-location/restoration-brooklyn">here</a>, <a href="/service-location/restoration-queens">there</a>, ' +
      '<a href="/images/school-corridor-480.webp">photo</a>.</p>';
    files['blog.json'].posts[0]!.content +=
      '\n\nRead [the schedule](/blog/sealing-schedule), [a lost post](/blog/no-such-post), [restoration](services/restoration), ' +
      '[our site](https://www.fiveboroughterrazzo.example/servics) and [another](https://example.com/x).';
    files['gallery.json'].items[0]!.title = 'Grey and white chips in a colour-matched binder, near Rockville Centre';
  });
  await rm(path.join(dataDir, 'photos/kitchen-floor.jpg'));
  await rm(path.join(dataDir, 'photos/lobby-restoration.jpg'));
  return dataDir;
}

export const EXPECTED_PROBLEMS = [
  'data/blog.json: terrazzo-installation-guide-costs-process: content: the link "/blog/no-such-post" goes to no page: no article has the slug "no-such-post"',
  'data/blog.json: terrazzo-installation-guide-costs-process: content: the link "services/restoration" is relative; start a link to a page of the site with "/"',
  'data/blog.json: terrazzo-installation-guide-costs-process: content: the link "https://www.fiveboroughterrazzo.example/servics" goes to no page: no page has this address',
  'data/gallery.json: kitchen-floor: sample: no file at data/photos/kitchen-floor.jpg',
  'data/gallery.json: lobby-restoration: sample: no file at data/photos/lobby-restoration.jpg',
  'data/gallery.json: school-corridor: title: "Grey" is British spelling; write "Gray"',
  'data/gallery.json: school-corridor: title: "colour" is British spelling; write "color"',
  'data/neighborhoods/brooklyn.json: park-slope-brooklyn-ny: content: the link "/services/marble-carving" goes to no page: no service has the slug "marble-carving"',
  'data/neighborhoods/brooklyn.json: park-slope-brooklyn-ny: content: the link "/local/nowhere-brooklyn-ny" goes to no page: no neighborhood page has the slug "nowhere-brooklyn-ny"',
  'data/neighborhoods/brooklyn.json: park-slope-brooklyn-ny: content: the link "/queens-neighborhoods" goes to no page: no neighborhood page is in Queens',
  'data/neighborhoods/brooklyn.json: park-slope-brooklyn-ny: content: the link "/blog/category/gardening" goes to no page: no blog category has the slug "gardening" (use installation, maintenance, design, costs, comparisons)',
  'data/neighborhoods/brooklyn.json: park-slope-brooklyn-ny: content: the link "/abuot" goes to no page: no page has this address',
  'data/neighborhoods/brooklyn.json: park-slope-brooklyn-ny: content: the link "/service-location/restoration-queens" goes to no page: no service-location page has the slug "restoration-queens"',
  'data/services.json: restoration: slug: used twice; every slug must be unique',
];
