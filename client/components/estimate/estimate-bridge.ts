// What the contact form and its estimate fields (estimate-fields.tsx, a chunk
// loaded once the page is idle) tell each other. The fields hydrate on their
// own, later than the form: React must never see the form's renders as an
// update of them while they wait (it would throw their server HTML away), so
// the form hands them one object, this bridge, that never changes, and they
// follow what is in it (the chosen service, the server's field errors) as an
// external store. The other way, the photo picker registers its uploads here
// for the form to send.
import type { FieldCode } from '../../../shared/form-problems';
import type { PhotoProblem } from '../../../shared/photo-problems';

/** A photo the visitor chose, as the confirmation shows it. */
export interface ChosenPhoto {
  /** The file's name on the visitor's device ('' for a file without one). */
  name: string;
  /** A small square JPEG of it (a data: URL), made in the browser; none when the browser could not open the file. */
  thumb?: string;
  /** Its upload's id, once the server has it. */
  id?: string;
  /** Why it is not part of the request (the catalog words it in the page's language). */
  problem?: PhotoProblem;
}

export interface PhotoUploads {
  /** The request's field that names the uploads. */
  field: string;
  /** Waits for the uploads under way (a failed one is tried once more), telling how many of how many are done; then what is sent and what is not. */
  settle: (onProgress: (done: number, total: number) => void) => Promise<{ sent: ChosenPhoto[]; notSent: ChosenPhoto[] }>;
  /** Uploads not finished yet. */
  pending: () => number;
}

export interface EstimateState {
  /** The service chosen in the form (the range follows it when the kind of work is not chosen). */
  service: string;
  /** The server's codes for the estimate's fields (`areaSqFt`). */
  errors: Readonly<Record<string, FieldCode>>;
}

export interface EstimateBridge {
  /** What the form sent back without JavaScript put into the fields, as the server rendered them. */
  readonly initial: Readonly<Record<string, string | readonly string[]>>;
  /** The form's token, which each upload names (it waits for one being fetched). */
  token: () => Promise<string>;
  state: () => EstimateState;
  set: (patch: Partial<EstimateState>) => void;
  subscribe: (listener: () => void) => () => void;
  /** The picker's uploads, once it runs; `ready` resolves with them. */
  photos: PhotoUploads | undefined;
  ready: Promise<PhotoUploads>;
  register: (photos: PhotoUploads) => void;
}

export function createEstimateBridge(
  initialState: EstimateState,
  token: () => Promise<string>,
  initial: Readonly<Record<string, string | readonly string[]>> = {},
): EstimateBridge {
  let current = initialState;
  const listeners = new Set<() => void>();
  let resolveReady!: (photos: PhotoUploads) => void;
  const bridge: EstimateBridge = {
    initial,
    token,
    state: () => current,
    set: (patch) => {
      current = { ...current, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    photos: undefined,
    ready: new Promise((resolve) => (resolveReady = resolve)),
    register: (photos) => {
      bridge.photos = photos;
      resolveReady(photos);
    },
  };
  return bridge;
}
