// WEB_CONCURRENCY workers with node:cluster: the primary forks them, restarts
// one that dies, forwards SIGHUP (content reload), and on SIGTERM/SIGINT stops
// them all gracefully before exiting. Each worker appends to a lead log of its
// own (server/leads/lead-logs.ts), so no two processes ever write one file.
//
// A worker that dies is restarted after a delay that grows with each death
// in a row; a crash loop (CRASH_LOOP_DEATHS within CRASH_LOOP_WINDOW_MS) stops
// the primary with exit code 1, so the supervisor (systemd) sees the failure
// instead of a process that re-forks at full speed.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './logger';

const SHUTDOWN_TIMEOUT_MS = 12_000;
export const CRASH_LOOP_DEATHS = 5;
export const CRASH_LOOP_WINDOW_MS = 60_000;
/** The first restart waits this long; each death within the window doubles it, up to the maximum. */
const FIRST_RESTART_DELAY_MS = 100;
const MAX_RESTART_DELAY_MS = 10_000;

export function runPrimary(workers: number, env: Record<string, string>, logger: Logger): void {
  const slots = new Map<Worker, number>();
  /** When workers died lately (within the window). */
  let deaths: number[] = [];
  let stopping = false;
  /** What the primary exits with once the workers have stopped: 1 after a crash loop. */
  let exitCode = 0;

  const fork = (slot: number) => {
    const worker = cluster.fork({ ...env, WORKER_SLOT: String(slot) });
    slots.set(worker, slot);
  };
  for (let slot = 1; slot <= workers; slot++) fork(slot);
  logger.info({ workers }, 'started workers');

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker)!;
    slots.delete(worker);
    if (stopping) {
      if (slots.size === 0) {
        logger.info('all workers stopped');
        process.exit(exitCode);
      }
      return;
    }
    const now = Date.now();
    deaths = [...deaths.filter((at) => now - at < CRASH_LOOP_WINDOW_MS), now];
    if (deaths.length >= CRASH_LOOP_DEATHS) {
      logger.fatal(
        { slot, code, signal, deaths: deaths.length, withinSeconds: CRASH_LOOP_WINDOW_MS / 1000 },
        'workers keep dying (a crash loop): stopping the site so the supervisor sees it; the log above says why they die',
      );
      exitCode = 1;
      stop('crash loop');
      if (slots.size === 0) process.exit(exitCode);
      return;
    }
    const delayMs = Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (deaths.length - 1));
    logger.error({ slot, code, signal, restartInMs: delayMs }, 'a worker died; starting another');
    setTimeout(() => !stopping && fork(slot), delayMs);
  });

  function stop(why: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ why }, 'stopping workers');
    for (const worker of slots.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      logger.error('workers took too long to stop; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGHUP', () => {
    for (const worker of slots.keys()) worker.process.kill('SIGHUP');
  });
}
