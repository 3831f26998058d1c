// The site's app with a chosen lead log, for `npm run bench`: "durable" is the
// real log (group-committed fdatasync), "naive" appends each request with
// fs.appendFile and never syncs. Same app, same process setup: only the log differs.
import { appendFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app';
import { loadContent } from '../../server/content/content-store';
import { openNdjsonLog, type NdjsonLog } from '../../server/storage/ndjson-log';
import { createLogger } from '../../server/logger';
import { readAssetManifest } from '../../server/pages/asset-manifest';

const mode = process.argv[2] === 'naive' ? 'naive' : 'durable';
const file = path.join(await mkdtemp(path.join(os.tmpdir(), `fbt-${mode}-`)), 'contacts.ndjson');

const naiveLog: NdjsonLog = {
  file,
  async open() {},
  append: (record) => appendFile(file, `${JSON.stringify(record)}\n`),
  writable: () => Promise.resolve(true),
  async close() {},
};

const app = createApp({
  content: { current: await loadContent('data') },
  leads: mode === 'naive' ? naiveLog : openNdjsonLog(file),
  logger: createLogger('info'),
  assets: readAssetManifest('dist/client'),
  config: {
    clientDir: 'dist/client',
    trustProxy: false,
    formSecret: process.env.FORM_SECRET ?? 'benchmark-form-secret-0123456789',
    leadLimits: { softLimit: 1e9, hardLimit: 1e9, windowMs: 60_000 },
    cardsDir: path.join(path.dirname(file), 'cards'),
    cache: { sharedSeconds: 300, staleSeconds: 86_400, notFoundSeconds: 60 },
  },
});
const server = app.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(JSON.stringify({ msg: 'serving the site', url: `http://localhost:${port}`, mode }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
