// Derives every photo of data/ into the cache folder given, and prints how
// long it took and the process's peak memory as JSON (npm run bench -- photos).
import { readContent } from '../../server/content/content-store';

const started = performance.now();
const read = await readContent('data', { photoCache: process.argv[2] });
const ms = performance.now() - started;
if (read.problems.length > 0) throw new Error(read.problems.join('\n'));
const photos = new Set(read.photos.map(({ photo }) => photo.file)).size;
console.log(JSON.stringify({ photos, ms, peakMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
