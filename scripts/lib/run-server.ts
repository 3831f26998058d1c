// Starts the production server (dist/server/index.js) as a child process on a
// free port, for the benchmark and soak scripts. Resolves once it listens.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addressClass } from '../../server/web/address-class';
import { newFormToken } from '../../server/leads/form-token';

const FORM_SECRET = 'benchmark-form-secret-0123456789';

export interface RunningServer {
  url: string;
  pid: number;
  leadsFile: string;
  /** Resident memory of the server process, in MB (Linux /proc). */
  rssMb(): number;
  stop(): Promise<void>;
}

/** Runs `args` (default: the production bundle) with Node; `tsx: true` runs a TypeScript entry. */
export async function runServer({
  env = {},
  args = ['dist/server/index.js'],
  tsx = false,
  onStdout,
}: { env?: Record<string, string>; args?: string[]; tsx?: boolean; onStdout?: (line: string) => void } = {}): Promise<RunningServer> {
  const leadsFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-bench-')), 'contacts.ndjson');
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, tsx ? ['--import', 'tsx', ...args] : args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      LEADS_FILE: leadsFile,
      FORM_SECRET,
      LEADS_RATE_LIMIT: '100000000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Ready when it answers: its logs may be silent (LOG_LEVEL=silent).
  const url = `http://127.0.0.1:${port}`;
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));
  if (onStdout) {
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (buffered + chunk.toString()).split('\n');
      buffered = lines.pop()!;
      for (const line of lines) onStdout(line);
    });
  } else child.stdout.resume();
  while (
    !(await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (exited !== undefined) throw new Error(`the server exited with ${exited} before listening`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    pid: child.pid!,
    leadsFile,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
    },
    async stop() {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A port no one listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A lead body as a visitor's browser sends it (a form token issued a minute ago). */
export function visitorLead(i: number): string {
  const formToken = newFormToken(FORM_SECRET, Date.now() - 60_000, addressClass('127.0.0.1'));
  return JSON.stringify({
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    phone: '718 555 0100',
    service: 'restoration',
    message: 'Lobby floor needs polishing.',
    formToken,
  });
}
