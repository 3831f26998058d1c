// One photo to POST /api/uploads: its bytes as the body, its image type as
// the Content-Type, the form's token in UPLOAD_TOKEN_HEADER (an upload
// belongs to the form it was made from). XMLHttpRequest rather than fetch,
// for the upload's progress. The server answers 201 with the upload's id once
// the photo is on disk, or with problem details naming why by a code in
// `errors.photo` (413, 415, 422, 429, 507), which the catalog words: the
// bytes decide what is a photo, never the file's name.
import { UPLOAD_TOKEN_HEADER } from '../../../shared/estimate-fields';
import { photoCodeOf, type PhotoProblem } from '../../../shared/photo-problems';

/** Longest an upload may go without finishing: a slow phone connection sends a 1 MB photo well within it. */
const UPLOAD_WAIT_MS = 120_000;

type UploadResult =
  | { outcome: 'stored'; id: string }
  /** The server would not keep it: its code says why. */
  | { outcome: 'refused'; problem: PhotoProblem }
  /** No answer (offline, a dropped connection, no answer in time): worth another try. */
  | { outcome: 'failed' }
  | { outcome: 'aborted' };

export interface Upload {
  done: Promise<UploadResult>;
  abort(): void;
}

export function uploadPhoto(body: Blob, token: string, onProgress: (fraction: number) => void): Upload {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve) => {
    request.open('POST', '/api/uploads');
    request.timeout = UPLOAD_WAIT_MS;
    request.setRequestHeader('Content-Type', body.type || 'application/octet-stream');
    request.setRequestHeader(UPLOAD_TOKEN_HEADER, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = parse(request.responseText);
      const code = photoCodeOf(answer.errors?.photo);
      if (request.status === 201 && typeof answer.id === 'string') resolve({ outcome: 'stored', id: answer.id });
      // A refusal names why; any other answer (a proxy's 502, a 503 while the server restarts) is worth another try.
      else if ((request.status < 500 || request.status === 507) && code) {
        const megapixels = typeof answer.megapixels === 'number' ? answer.megapixels : undefined;
        resolve({ outcome: 'refused', problem: { code, ...(megapixels !== undefined && { megapixels }) } });
      } else resolve({ outcome: 'failed' });
    };
    request.onerror = request.ontimeout = () => resolve({ outcome: 'failed' });
    request.onabort = () => resolve({ outcome: 'aborted' });
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}

function parse(text: string): { id?: unknown; errors?: { photo?: unknown }; megapixels?: unknown } {
  try {
    return JSON.parse(text) as { id?: unknown; errors?: { photo?: unknown }; megapixels?: unknown };
  } catch {
    return {};
  }
}
