// npm run bench -- fastpath: cached pages against the same bytes from a bare
// node:http server and from nginx (gzip_static), side by side on one core
// each (the server on CPU 0, wrk on CPU 1). All three send the same gzip
// bytes. The site is measured with request logging on (info) and silent,
// and through Express (a query the page ignores: the same kept bytes, the
// framework's path) to show what the fast path saves.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, runServer } from './run-server';
import { hasWrk, wrkRps } from './wrk';

const GZIP = { 'Accept-Encoding': 'gzip' };
const pin = (pid: number) => spawnSync('taskset', ['-a', '-p', '-c', '0', String(pid)]);

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer`);
}

function startBare(file: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/lib/bare-http-server.ts', file, 'gzip'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve({ url: (JSON.parse(chunk.toString()) as { url: string }).url, child })),
  );
}

async function startNginx(root: string): Promise<{ url: string; child: ChildProcess } | undefined> {
  if (spawnSync('nginx', ['-v']).error) return undefined;
  const port = await freePort();
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'fbt-bench-nginx-'));
  await mkdir(path.join(prefix, 'logs'));
  const conf = `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    default_type text/html;
    gzip_static on;
    location / { try_files $uri.html =404; }
  }
}
`;
  await writeFile(path.join(prefix, 'nginx.conf'), conf);
  const child = spawn('taskset', ['-c', '0', 'nginx', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

export async function fastPathBench(pages: readonly string[], seconds: number): Promise<void> {
  if (!hasWrk()) {
    console.log('\n## Fast path: skipped (wrk is not installed: apt-get install wrk)');
    return;
  }
  console.log(
    `\n## Cached pages on one core against a bare node:http server and nginx gzip_static (wrk: 1 thread, 10 connections, ${seconds} s each; same gzip bytes)`,
  );
  const root = await mkdtemp(path.join(os.tmpdir(), 'fbt-bench-same-bytes-'));
  // nginx's worker runs as an unprivileged user when started as root.
  await chmod(root, 0o755);
  const info = await runServer({ env: { LOG_LEVEL: 'info' } });
  pin(info.pid);
  const names = new Map<string, string>();
  for (const page of pages) {
    const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_');
    names.set(page, name);
    await fetch(info.url + page); // rendered, kept and remembered
    // The encoded bytes as a proxy would store them (fetch would decode them).
    const gz = spawnSync('curl', ['-s', '-H', 'Accept-Encoding: gzip', info.url + page], { encoding: 'buffer' }).stdout;
    // nginx looks for the file itself before its .gz.
    await writeFile(path.join(root, `${name}.html`), Buffer.alloc(0));
    await writeFile(path.join(root, `${name}.html.gz`), gz);
  }
  const nginx = await startNginx(root);
  if (nginx) await waitFor(`${nginx.url}/home`).catch(() => {});
  const silent = await runServer({ env: { LOG_LEVEL: 'silent' } });
  pin(silent.pid);
  for (const page of pages) await fetch(silent.url + page);

  for (const page of pages) {
    const name = names.get(page)!;
    const bare = await startBare(path.join(root, `${name}.html.gz`));
    pin(bare.child.pid!);
    const rps = {
      logged: wrkRps(info.url + page, { seconds, cpu: 1, headers: GZIP }),
      silent: wrkRps(silent.url + page, { seconds, cpu: 1, headers: GZIP }),
      express: wrkRps(`${info.url}${page}${page.includes('?') ? '&' : '?'}through=express`, { seconds, cpu: 1, headers: GZIP }),
      bare: wrkRps(bare.url, { seconds, cpu: 1, headers: GZIP }),
      nginx: nginx ? wrkRps(`${nginx.url}/${name}`, { seconds, cpu: 1, headers: GZIP }) : undefined,
    };
    bare.child.kill();
    const ratio = (value: number, of: number | undefined) => (of ? `${(value / of).toFixed(2)}x` : 'n/a');
    console.log(`${page}`);
    console.log(
      `  site, logging at info   ${rps.logged.toFixed(0).padStart(7)} req/s  ${ratio(rps.logged, rps.bare)} bare node, ${ratio(rps.logged, rps.nginx)} nginx`,
    );
    console.log(
      `  site, logging silent    ${rps.silent.toFixed(0).padStart(7)} req/s  ${ratio(rps.silent, rps.bare)} bare node, ${ratio(rps.silent, rps.nginx)} nginx`,
    );
    console.log(
      `  site through Express    ${rps.express.toFixed(0).padStart(7)} req/s  ${ratio(rps.express, rps.bare)} bare node (the same kept bytes, without the fast path)`,
    );
    console.log(`  bare node:http          ${rps.bare.toFixed(0).padStart(7)} req/s`);
    if (rps.nginx) console.log(`  nginx gzip_static       ${rps.nginx.toFixed(0).padStart(7)} req/s`);
  }
  nginx?.child.kill('SIGTERM');
  await Promise.all([info.stop(), silent.stop()]);
}
