// The photos of a lead as files: where each is in LEAD_PHOTOS_DIR (the
// store's names, server/leads/photos/lead-photo-store.ts), for --show, and
// `npm run leads -- --photos ID --to DIR`, which copies them out for a quote
// or a reply, named by the lead's reference. A photo id that is not an
// upload's (a hand-edited line) never becomes a path.
import { constants } from 'node:fs';
import { access, copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { createLeadPhotoStore } from '../../server/leads/lead-book';
import { UPLOAD_ID } from '../../shared/estimate-fields';
import type { CommandIo } from '../run-main';
import { plural } from '../toolkit/plural';
import { shownPath } from '../toolkit/shown-path';
import { referenceText } from './estimate-text';
import { findLead } from './find-lead';
import type { PhotoFile } from './lead-detail';
import type { Lead } from './lead-selection';

/** The folder of visitors' photos, as the server resolves LEAD_PHOTOS_DIR (server/config.ts). */
export const leadPhotosDir = (env: NodeJS.ProcessEnv) => loadConfig({ LEAD_PHOTOS_DIR: env.LEAD_PHOTOS_DIR }).leadPhotos.dir;

/** The file of each photo of `lead`, in the order sent, with why it cannot be read when it cannot. */
export async function photoFilesOf(lead: Lead, dir: string): Promise<PhotoFile[]> {
  const store = createLeadPhotoStore({ dir });
  return Promise.all(
    (lead.photos ?? []).map(async ({ id }): Promise<PhotoFile> => {
      if (!UPLOAD_ID.test(id)) return { path: path.join(dir, '(none)'), problem: `not a photo id: ${id}` };
      const file = store.files(id).photo;
      return access(file, constants.R_OK).then(
        () => ({ path: file }),
        () => ({ path: file, problem: 'missing' }),
      );
    }),
  );
}

/**
 * Copies the photos of the lead `query` names into `to` (created), as
 * `{reference}-{n}.jpg`, n its place among the photos sent, and prints each
 * file written. Exit code 1 when the lead is not found or a photo could not
 * be copied (the others are); 0 with a note when it has none.
 */
export async function copyLeadPhotos(query: string, to: string, file: string, io: CommandIo): Promise<number> {
  const found = await findLead(query, file, io);
  if (typeof found === 'number') return found;
  const { lead } = found;
  const reference = referenceText(lead);
  const dir = leadPhotosDir(io.env);
  const photos = await photoFilesOf(lead, dir);
  if (photos.length === 0) {
    io.warn(`leads: lead ${reference} has no photos; nothing was copied`);
    return 0;
  }
  await mkdir(to, { recursive: true });
  let copied = 0;
  const problems: string[] = [];
  for (const [index, photo] of photos.entries()) {
    const target = path.join(to, `${reference}-${index + 1}.jpg`);
    if (photo.problem) {
      problems.push(`photo ${index + 1} of ${photos.length} (${shownPath(photo.path)}): ${photo.problem}`);
      continue;
    }
    try {
      await copyFile(photo.path, target);
      io.write(`${shownPath(target)}\n`);
      copied++;
    } catch (error) {
      problems.push(`photo ${index + 1} of ${photos.length} (${shownPath(photo.path)}): ${(error as Error).message}`);
    }
  }
  for (const problem of problems) io.warn(`leads: ${problem}`);
  io.warn(
    `Copied ${plural(copied, 'photo')} of lead ${reference} into ${shownPath(to)}` +
      (problems.length > 0 ?
        `; ${problems.length} could not be (is ${shownPath(dir)} the site's LEAD_PHOTOS_DIR? if so, the photo was deleted)`
      : ''),
  );
  return problems.length > 0 ? 1 : 0;
}
