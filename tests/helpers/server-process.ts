// Runs the real production server (the bundle the global setup built) as a
// child process, for what only a process can show: signals, crashes, sockets.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { addressClass } from '../../server/web/address-class';
import { newFormToken } from '../../server/leads/form-token';

export const TEST_SERVER_FORM_SECRET = 'a-test-secret-of-some-length';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  leadsFile: string;
  /** Where the photos of requests are kept (LEAD_PHOTOS_DIR). */
  photosDir: string;
  /** Where what the site counts is kept (TRAFFIC_DIR). */
  trafficDir: string;
  dataDir: string;
  /** Every log line so far, parsed. */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
}

/** A copy of the real data/ folder that a test may change. */
export async function copyOfData(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-data-copy-'));
  await cp(path.resolve('data'), dir, { recursive: true });
  return dir;
}

export async function startServer({
  env = {},
  dataDir,
  leadsFile,
  build = { serverEntry: inject('serverEntry'), clientDir: inject('clientDir') },
}: {
  env?: Record<string, string>;
  dataDir?: string;
  leadsFile?: string;
  /** Another build to run (tests/build/new-route.test.ts builds a copy of the tree); the global setup's by default. */
  build?: { serverEntry: string; clientDir: string };
} = {}): Promise<ServerProcess> {
  const logFile = leadsFile ?? path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-proc-')), 'contacts.ndjson');
  const data = dataDir ?? path.resolve('data');
  const eventsDir = await mkdtemp(path.join(os.tmpdir(), 'fbt-events-'));
  const child = spawn(process.execPath, [build.serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: data,
      CLIENT_DIR: build.clientDir,
      LEADS_FILE: logFile,
      LEAD_PHOTOS_DIR: path.join(path.dirname(logFile), 'lead-photos'),
      TRAFFIC_DIR: eventsDir,
      FORM_SECRET: TEST_SERVER_FORM_SECRET,
      LEADS_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let buffered = '';
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const url = await new Promise<string>((resolve, reject) => {
    // Generous: with two workers on a busy 2-core host (browsers in the other test file), each loads the content itself.
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${JSON.stringify(logs)}`)), 45_000);
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          if (entry.msg === 'serving the site') {
            clearTimeout(timer);
            resolve((entry.url as string).replace('localhost', '127.0.0.1'));
          }
        } catch {
          logs.push({ raw: line });
        }
      }
    });
    child.stderr.on('data', (chunk: Buffer) => logs.push({ stderr: chunk.toString() }));
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it started: ${JSON.stringify(logs)}`)));
  });
  return {
    child,
    url,
    leadsFile: logFile,
    photosDir: path.join(path.dirname(logFile), 'lead-photos'),
    trafficDir: eventsDir,
    dataDir: data,
    logs,
    exited,
  };
}

/** Waits until `predicate` holds for the logs, or fails after `ms`. */
export async function waitForLog(server: ServerProcess, predicate: (entry: Record<string, unknown>) => boolean, ms = 5_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const found = server.logs.find(predicate);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no matching log line within ${ms} ms: ${JSON.stringify(server.logs.slice(-5))}`);
}

/** A visitor's lead (form token issued a minute ago, with the test secret the server runs with). */
export function visitorLead(i: number) {
  const formToken = newFormToken(TEST_SERVER_FORM_SECRET, Date.now() - 60_000, addressClass('127.0.0.1'));
  return { name: `Visitor ${i}`, email: `v${i}@example.com`, phone: '718 555 0100', message: `request ${i}`, formToken };
}

/** Uploads one photo as the form's script does; resolves with the answer's status and body. */
export async function uploadPhoto(url: string, photo: Buffer, formToken: string): Promise<{ status: number; body: { id?: string } }> {
  const res = await fetch(`${url}/api/uploads`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', 'X-Form-Token': formToken },
    body: new Uint8Array(photo),
  });
  return { status: res.status, body: (await res.json()) as { id?: string } };
}

export function postLead(url: string, i: number): Promise<Response> {
  return fetch(`${url}/api/contacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(visitorLead(i)),
  });
}
