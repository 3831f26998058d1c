// WEB_CONCURRENCY workers with node:cluster: the primary forks them, restarts
// one that dies, forwards SIGHUP (content reload), and on SIGTERM/SIGINT stops
// them all gracefully before exiting. Each worker appends to a lead log of its
// own (contacts-worker-N.ndjson beside LEADS_FILE), so no two processes ever
// write the same file; `npm run leads` reads them all.
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import type { Logger } from './logger';

const SHUTDOWN_TIMEOUT_MS = 12_000;

/** The lead log of worker `slot`: `var/contacts.ndjson` → `var/contacts-worker-1.ndjson`. */
export function workerLeadsFile(leadsFile: string, slot: number): string {
  const ext = path.extname(leadsFile);
  return path.join(path.dirname(leadsFile), `${path.basename(leadsFile, ext)}-worker-${slot}${ext || '.ndjson'}`);
}

export function runPrimary(workers: number, env: Record<string, string>, logger: Logger): void {
  const slots = new Map<Worker, number>();
  let stopping = false;

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
        process.exit(0);
      }
      return;
    }
    logger.error({ slot, code, signal }, 'a worker died; starting another');
    fork(slot);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping workers');
    for (const worker of slots.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      logger.error('workers took too long to stop; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGHUP', () => {
    for (const worker of slots.keys()) worker.process.kill('SIGHUP');
  });
}
