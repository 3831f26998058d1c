// The photos a visitor chose, from the moment they are chosen until the
// request names them: each is made ready on the phone (prepare-photo.ts),
// one at a time (a decoded 12 MP photo takes about 50 MB; a phone holds one
// at a time comfortably), and uploaded as soon as it is ready, while the
// visitor goes on typing. A store outside React: the picker renders it, the
// form waits for it when sent (PhotoUploads).
import { ESTIMATE_FIELDS, PHOTO_LIMITS } from '../../../shared/estimate-fields';
import type { PhotoProblem } from '../../../shared/photo-problems';
import type { ChosenPhoto, PhotoUploads } from './estimate-bridge';
import { preparePhoto } from './prepare-photo';
import { uploadPhoto, type Upload } from './upload-photo';

export type PhotoStatus = 'preparing' | 'uploading' | 'stored' | 'refused' | 'failed';

export interface QueuedPhoto extends ChosenPhoto {
  key: number;
  status: PhotoStatus;
  /** The upload's progress, 0 to 1. */
  progress: number;
}

/** Something that happened to the photos, worth saying to a screen reader ("IMG_2044.jpg added."); the picker words it. */
export type PhotoNews =
  | { kind: 'uploading'; count: number }
  | ({ kind: 'no-room' } & NoRoom)
  | { kind: 'added' | 'failed' | 'removed'; name: string }
  | { kind: 'refused'; name: string; problem: PhotoProblem };

/** More photos were chosen than there was room for: how many were taken of how many. */
interface NoRoom {
  taken: number;
  chosen: number;
}

export interface PhotoQueueState {
  photos: readonly QueuedPhoto[];
  /** The latest news. */
  announcement?: PhotoNews;
  /** Said when more photos were chosen than there was room for. */
  notice?: NoRoom;
}

/** No answer came: the photo is tried again when the form is sent. */
const DROPPED: PhotoProblem = { code: 'dropped' };

const isFinal = (status: PhotoStatus) => status === 'stored' || status === 'refused' || status === 'failed';
/** Photos that take a place among the PHOTO_LIMITS.count a request may name (a refused one does not). */
const counts = (photo: QueuedPhoto) => photo.status !== 'refused';

export function createPhotoQueue(token: () => Promise<string>) {
  let state: PhotoQueueState = { photos: [] };
  const listeners = new Set<() => void>();
  /** What is going on for each photo: its file, what was made of it, its upload, and when it settles. */
  const work = new Map<number, { file: File; body?: Blob; upload?: Upload; settled: Promise<void> }>();
  let nextKey = 1;
  let preparing = Promise.resolve();

  const emit = (patch: Partial<PhotoQueueState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const update = (key: number, patch: Partial<QueuedPhoto>, announcement?: PhotoNews) => {
    if (!work.has(key)) return; // removed meanwhile
    emit({
      photos: state.photos.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)),
      ...(announcement !== undefined && { announcement }),
    });
  };
  const nameOf = (key: number) => state.photos.find((photo) => photo.key === key)?.name ?? '';

  /** Uploads what was made of the photo; resolves once the server has answered (or the upload is given up). */
  async function upload(key: number): Promise<void> {
    const job = work.get(key);
    if (!job?.body) return;
    update(key, { status: 'uploading', progress: 0, problem: undefined });
    const started = uploadPhoto(job.body, await token(), (progress) => update(key, { progress }));
    job.upload = started;
    const result = await started.done;
    const name = nameOf(key);
    if (result.outcome === 'stored') update(key, { status: 'stored', progress: 1, id: result.id }, { kind: 'added', name });
    else if (result.outcome === 'refused')
      update(key, { status: 'refused', problem: result.problem }, { kind: 'refused', name, problem: result.problem });
    else if (result.outcome === 'failed') update(key, { status: 'failed', problem: DROPPED }, { kind: 'failed', name });
  }

  function start(key: number, file: File) {
    // Made ready in turn; each uploads as soon as it is ready.
    const ready = preparing.then(async () => {
      if (!work.has(key)) return;
      const { body, thumb } = await preparePhoto(file);
      const job = work.get(key);
      if (!job) return;
      job.body = body;
      update(key, { thumb });
    });
    preparing = ready;
    work.set(key, { file, settled: ready.then(() => upload(key)) });
  }

  const uploads: PhotoUploads = {
    field: ESTIMATE_FIELDS.photos,
    settle: async (onProgress) => {
      // A photo whose upload failed gets one more try now.
      for (const photo of state.photos) {
        const job = work.get(photo.key);
        if (photo.status === 'failed' && job) job.settled = upload(photo.key);
      }
      const report = () => {
        const counted = state.photos.filter(counts);
        onProgress(counted.filter((photo) => isFinal(photo.status)).length, counted.length);
      };
      report();
      const unsubscribe = queue.subscribe(report);
      try {
        // Photos removed meanwhile settle as they are aborted.
        await Promise.all([...work.values()].map((job) => job.settled));
      } finally {
        unsubscribe();
      }
      const chosen = ({ name, thumb, id, problem }: QueuedPhoto): ChosenPhoto => ({
        name,
        ...(thumb && { thumb }),
        ...(id && { id }),
        ...(problem && { problem }),
      });
      return {
        sent: state.photos.filter((photo) => photo.status === 'stored').map(chosen),
        notSent: state.photos.filter((photo) => photo.status !== 'stored').map(chosen),
      };
    },
    pending: () => state.photos.filter((photo) => !isFinal(photo.status)).length,
  };

  const queue = {
    uploads,
    state: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Room left among the photos a request may name. */
    room: () => PHOTO_LIMITS.count - state.photos.filter(counts).length,
    add: (files: readonly File[]) => {
      const room = queue.room();
      const taken = files.slice(0, Math.max(0, room));
      const notice = files.length > taken.length ? { taken: taken.length, chosen: files.length } : undefined;
      const added: QueuedPhoto[] = taken.map((file) => ({ key: nextKey++, name: file.name, status: 'preparing', progress: 0 }));
      emit({
        photos: [...state.photos, ...added],
        notice,
        announcement: notice ? { kind: 'no-room', ...notice } : { kind: 'uploading', count: added.length },
      });
      added.forEach((photo, index) => start(photo.key, taken[index]!));
    },
    remove: (key: number) => {
      const job = work.get(key);
      const name = nameOf(key);
      work.delete(key);
      job?.upload?.abort();
      emit({ photos: state.photos.filter((photo) => photo.key !== key), notice: undefined, announcement: { kind: 'removed', name } });
    },
    retry: (key: number) => {
      const job = work.get(key);
      if (job) job.settled = upload(key);
    },
  };
  return queue;
}

export type PhotoQueue = ReturnType<typeof createPhotoQueue>;
