// Surveys every photo of data/ and makes all their files into the cache
// folder given, and prints how long each pass took and the process's peak
// memory as JSON (npm run bench -- photos).
import { readContent } from '../../server/content/content-store';

const started = performance.now();
const read = await readContent('data', { photoCache: process.argv[2] });
const surveyMs = performance.now() - started;
if (read.problems.length > 0 || !read.content) throw new Error(read.problems.join('\n'));
await read.content.images.deriveAll();
const ms = performance.now() - started;
const photos = new Set(read.photos.map(({ photo }) => photo.file)).size;
console.log(JSON.stringify({ photos, surveyMs, ms, peakMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
