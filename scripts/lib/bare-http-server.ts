// The ceiling for the fast-path benchmark: a bare node:http server writing
// one prepared buffer with a dozen fixed headers (what the site's cached
// answer carries), no routing, no logging. `node bare-http-server.ts FILE
// ENCODING` prints its URL once it listens.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, encoding] = process.argv.slice(2);
const body = readFileSync(file!);
const headers = [
  ['X-Request-Id', '00000000-0000-4000-8000-000000000000'],
  ['Content-Security-Policy', "default-src 'self';script-src 'self';style-src 'self'"],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Content-Type', 'text/html; charset=utf-8'],
  ['Cache-Control', 'public, max-age=0, s-maxage=300'],
  ['Vary', 'Accept-Encoding'],
  ['ETag', '"0123456789abcdefghijklmnopq"'],
  ['Content-Encoding', encoding!],
  ['Content-Length', String(body.length)],
].flat();
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(JSON.stringify({ url: `http://127.0.0.1:${address.port}` }));
});
