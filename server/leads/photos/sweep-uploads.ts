// Deletes, every hour, the uploads no stored request names once they are a
// day old (a visitor who chose photos and never sent the form), and bytes
// that stopped arriving. Run by one process only: the primary, or the single
// process. The lead logs of every worker say which photos are named.
import type { Logger } from '../../logger';
import { findLeadLogs, readLeadLogs } from '../lead-logs';
import type { LeadPhotoStore } from './lead-photo-store';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The ids of every photo a stored request names. */
export async function namedPhotoIds(leadsFile: string): Promise<Set<string>> {
  const { leads } = await readLeadLogs(await findLeadLogs(leadsFile));
  return new Set(leads.flatMap(({ lead }) => (lead.photos ?? []).map((photo) => photo.id)));
}

async function sweepUploads(photos: LeadPhotoStore, leadsFile: string): Promise<number> {
  return photos.sweep(await namedPhotoIds(leadsFile));
}

/** Sweeps now and every hour; the timer never keeps the process alive. */
export function scheduleUploadSweep(photos: LeadPhotoStore, leadsFile: string, logger: Logger): void {
  const run = () =>
    void sweepUploads(photos, leadsFile).then(
      (swept) => swept > 0 && logger.info({ swept }, 'deleted uploads no request named within a day'),
      (error: Error) => logger.warn({ err: error }, 'could not sweep the uploads no request named'),
    );
  run();
  setInterval(run, SWEEP_EVERY_MS).unref();
}
