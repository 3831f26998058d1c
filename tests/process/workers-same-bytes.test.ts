// With WEB_CONCURRENCY=2 (npm start on a two-core machine), any worker
// answers a page with the same bytes and ETag, so a cache in front can keep
// one copy and revalidate it against whichever worker it reaches.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, waitForLog, type ServerProcess } from '../helpers/server-process';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ env: { WEB_CONCURRENCY: '2' } });
  await waitForLog(server, () => server.logs.filter((entry) => entry.msg === 'serving the site').length === 2);
}, 30_000);
afterAll(() => {
  server.child.kill('SIGKILL');
});

/** One GET on a new connection (the primary hands connections to the workers in turn). */
function freshGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; etag?: string; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { agent: false, headers: { 'Accept-Encoding': 'br', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, etag: res.headers.etag, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('two workers', () => {
  it.each(['/', '/blog', '/local/soho-manhattan-ny', '/gallery', '/contact', '/api/services'])(
    '12 requests to %s on fresh connections get one ETag and one body, and 12 revalidations get 304',
    async (path) => {
      const answers = await Promise.all(Array.from({ length: 12 }, () => freshGet(path)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
      expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
      expect(new Set(answers.map((answer) => answer.body.toString('base64'))).size).toBe(1);
      const etag = answers[0]!.etag!;
      const revalidations = await Promise.all(Array.from({ length: 12 }, () => freshGet(path, { 'If-None-Match': etag })));
      expect(revalidations.map((answer) => answer.status)).toEqual(Array(12).fill(304));
    },
  );
});
