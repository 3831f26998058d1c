// Load from wrk (Debian's package): one thread, its own CPU, so the load
// generator is not the ceiling (autocannon, a Node process itself, tops out
// near the server it measures).
import { spawnSync } from 'node:child_process';

export const hasWrk = () => !spawnSync('wrk', ['--version']).error;

/** Requests per second of `url` over `seconds`, wrk pinned to `cpu`. */
export function wrkRps(
  url: string,
  { seconds, cpu, headers = {} }: { seconds: number; cpu: number; headers?: Record<string, string> },
): number {
  const args = [
    '-c',
    String(cpu),
    'wrk',
    '-t1',
    '-c10',
    `-d${seconds}s`,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  const run = spawnSync('taskset', args, { encoding: 'utf8' });
  const match = /Requests\/sec:\s+([\d.]+)/.exec(run.stdout);
  if (!match) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(run.stdout);
  if (errors) throw new Error(`wrk saw ${errors[1]} error answers from ${url}`);
  return Number(match[1]);
}
