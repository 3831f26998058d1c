// Starts the production server (dist/server/index.js) as a child process on a
// free port, for the benchmark and soak scripts. Resolves once it listens.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addressClass } from '../../server/http/address-class';
import { newFormToken } from '../../server/leads/form-token';

const FORM_SECRET = 'benchmark-form-secret-0123456789';

export interface RunningServer {
  url: string;
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
}: { env?: Record<string, string>; args?: string[]; tsx?: boolean } = {}): Promise<RunningServer> {
  const leadsFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-bench-')), 'contacts.ndjson');
  const child = spawn(process.execPath, tsx ? ['--import', 'tsx', ...args] : args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      LEADS_FILE: leadsFile,
      FORM_SECRET,
      LEADS_RATE_LIMIT: '100000000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /"url":"(http:\/\/localhost:\d+)"/.exec(buffered);
      if (!match) return;
      // From here on the request logs are only drained, not read.
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve(match[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
  });
  return {
    url,
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
