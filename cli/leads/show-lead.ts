// `npm run leads -- --show ID`: one lead whole (lead-detail.ts), with its
// deliveries, the file of each photo and a fresh link to its private page.
import { loadConfig } from '../../server/config';
import { resolveFormSecret } from '../../server/form-secret';
import { createLeadPageLinks } from '../../server/leads/lead-book';
import type { CommandIo } from '../run-main';
import { shownPath } from '../toolkit/shown-path';
import { findLead } from './find-lead';
import { leadDetail } from './lead-detail';
import { leadPhotosDir, photoFilesOf } from './lead-photo-files';
import { readSiteUrl, readWindowLabels } from './read-leads';

/** Prints the lead `query` names in the logs of `file`. Returns the exit code. */
export async function showLead(query: string, file: string, io: CommandIo): Promise<number> {
  const found = await findLead(query, file, io, { withDeliveries: true });
  if (typeof found === 'number') return found;
  const photoFiles = await photoFilesOf(found.lead, leadPhotosDir(io.env));
  const windows = await readWindowLabels(io.env);
  const siteUrl = await readSiteUrl(io.env);
  const secret = await resolveFormSecret(loadConfig({ FORM_SECRET: io.env.FORM_SECRET }).formSecret, file);
  const pageLink = siteUrl && createLeadPageLinks(secret).url(siteUrl, found.lead.id);
  io.write(leadDetail(found, { windows, photoFiles, shownPath, pageLink }));
  return 0;
}
