// `npm run leads -- --show ID`: one lead whole (lead-detail.ts), with its
// deliveries and the file of each photo.
import type { CommandIo } from '../run-main';
import { shownPath } from '../toolkit/shown-path';
import { findLead } from './find-lead';
import { leadDetail } from './lead-detail';
import { leadPhotosDir, photoFilesOf } from './lead-photo-files';
import { readWindowLabels } from './read-leads';

/** Prints the lead `query` names in the logs of `file`. Returns the exit code. */
export async function showLead(query: string, file: string, io: CommandIo): Promise<number> {
  const found = await findLead(query, file, io, { withDeliveries: true });
  if (typeof found === 'number') return found;
  const photoFiles = await photoFilesOf(found.lead, leadPhotosDir(io.env));
  const windows = await readWindowLabels(io.env);
  io.write(leadDetail(found, { windows, photoFiles, shownPath }));
  return 0;
}
