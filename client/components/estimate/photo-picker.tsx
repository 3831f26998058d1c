import { useEffect, useId, useRef, useState, useSyncExternalStore, type DragEvent, type ReactNode } from 'react';
import { PHOTO_LIMITS } from '../../../shared/estimate-fields';
import type { ReachUs } from '../../../shared/form-problems';
import type { PhotoProblem } from '../../../shared/photo-problems';
import estimate from '../../../shared/messages/en/estimate';
import { CloseIcon, useBusiness, useLanguage, useMessages } from '../ui';
import type { EstimateBridge } from './estimate-bridge';
import { createPhotoQueue, type PhotoNews, type PhotoQueue, type QueuedPhoto } from './photo-queue';

type Words = (typeof estimate)['photos'];

/**
 * Photos of the floor: the browser's own picker (a phone offers the camera
 * and the photo library), up to PHOTO_LIMITS.count. Without JavaScript the
 * files go with the form (multipart/form-data); with it, each is made smaller
 * on the phone and uploaded at once, shown with its thumbnail, its progress,
 * a remove button and, when the server refuses it, the server's reason.
 */
export function PhotoPicker({ bridge, hintId }: { bridge: EstimateBridge; hintId: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [queue] = useState(() => createPhotoQueue(bridge.token));
  const { photos, announcement, notice } = useSyncExternalStore(queue.subscribe, queue.state, queue.state);
  const { photos: words, photoProblem } = useMessages('estimate', estimate);
  const language = useLanguage();
  const business = useBusiness();
  const reach: ReachUs = { phone: business.phone.display, email: business.email };
  useEffect(() => {
    bridge.register(queue.uploads);
    // Photos chosen before this part of the form was running are in the input already.
    if (input.current) take(queue, input.current, input.current.files);
  }, [bridge, queue]);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (input.current) take(queue, input.current, event.dataTransfer.files);
  };

  const counted = photos.filter((photo) => photo.status !== 'refused').length;
  const full = counted >= PHOTO_LIMITS.count;
  return (
    <div className="photo-picker">
      <div className="photo-zone" data-full={full || undefined} onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
        <CameraIcon className="photo-zone-icon" />
        <div className="photo-zone-text">
          <label htmlFor={`${id}-input`}>{full ? words.full(PHOTO_LIMITS.count) : words.add}</label>
          <p id={`${id}-count`}>
            {full ?
              words.removeToAdd
            : counted > 0 ?
              words.counted(counted, PHOTO_LIMITS.count)
            : words.upTo(PHOTO_LIMITS.count)}
          </p>
        </div>
        <FileButton label={language === 'en' ? undefined : words.choose}>
          <input
            ref={input}
            id={`${id}-input`}
            className="photo-input"
            type="file"
            name="photos"
            accept="image/*"
            multiple
            disabled={full}
            aria-describedby={`${id}-count ${hintId}`}
            onChange={(event) => take(queue, event.target, event.target.files)}
          />
        </FileButton>
      </div>
      {notice && <p className="photo-notice">{words.noRoom(PHOTO_LIMITS.count, notice.taken, notice.chosen)}</p>}
      {photos.length > 0 && (
        <ul className="photo-list" aria-label={words.list}>
          {photos.map((photo) => (
            <PhotoRow
              key={photo.key}
              photo={photo}
              words={words}
              why={photo.problem && photoProblem(photo.problem, reach)}
              onRemove={() => remove(photo.key)}
              onRetry={() => queue.retry(photo.key)}
            />
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement && said(announcement, words, (problem) => photoProblem(problem, reach))}
      </p>
    </div>
  );

  function remove(key: number) {
    queue.remove(key);
    // Focus would be lost with the row: it goes back to the picker.
    input.current?.focus();
  }
}

/** News of the photos in words. */
function said(news: PhotoNews, words: Words, why: (problem: PhotoProblem) => string): string {
  switch (news.kind) {
    case 'uploading':
      return words.announce.uploading(news.count);
    case 'no-room':
      return words.noRoom(PHOTO_LIMITS.count, news.taken, news.chosen);
    case 'added':
      return words.announce.added(news.name || words.unnamed);
    case 'refused':
      return words.announce.refused(news.name || words.unnamed, why(news.problem));
    case 'failed':
      return words.announce.failed(news.name || words.unnamed);
    case 'removed':
      return words.announce.removed(news.name || words.unnamed);
  }
}

/**
 * The file input as it is on English pages. A browser writes its file button's
 * words in its own language, so a translated page draws its own words over the
 * button (the input keeps its label and stays what is clicked and focused).
 */
function FileButton({ label, children }: { label: string | undefined; children: ReactNode }) {
  if (label === undefined) return children;
  return (
    <span className="photo-choose">
      {children}
      <span className="photo-choose-text" aria-hidden="true">
        {label}
      </span>
    </span>
  );
}

/** Queues the chosen files; the input is emptied (the queue keeps them), so a photo removed can be chosen again. */
function take(queue: PhotoQueue, input: HTMLInputElement, files: FileList | null) {
  if (!files || files.length === 0) return;
  queue.add([...files]);
  input.value = '';
}

function PhotoRow({
  photo,
  words,
  why,
  onRemove,
  onRetry,
}: {
  photo: QueuedPhoto;
  words: Words;
  /** Why the photo is not part of the request, if it is not. */
  why: string | undefined;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const percent = Math.round(photo.progress * 100);
  const name = photo.name || words.unnamed;
  const status =
    photo.status === 'preparing' ? words.preparing
    : photo.status === 'uploading' ? words.uploading(percent)
    : photo.status === 'stored' ? words.stored
    : why;
  return (
    <li className="photo-row" data-status={photo.status}>
      {photo.thumb ?
        <img className="photo-thumb" src={photo.thumb} alt="" width={64} height={64} />
      : <span className="photo-thumb photo-thumb-none" aria-hidden="true">
          <CameraIcon />
        </span>
      }
      <div className="photo-body">
        <p className="photo-name">{name}</p>
        {(photo.status === 'preparing' || photo.status === 'uploading') && (
          <progress
            className="photo-progress"
            max={100}
            value={photo.status === 'uploading' ? percent : undefined}
            aria-label={words.progress(name)}
          />
        )}
        <p className="photo-status">{status}</p>
      </div>
      <div className="photo-actions">
        {photo.status === 'failed' && (
          <button type="button" className="photo-retry" onClick={onRetry}>
            {words.retry}
          </button>
        )}
        <button type="button" className="photo-remove" aria-label={words.remove(name)} onClick={onRemove}>
          <CloseIcon width={18} height={18} />
        </button>
      </div>
    </li>
  );
}

function CameraIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M14.5 4h-5L7.5 6.5H4A1.5 1.5 0 0 0 2.5 8v10A1.5 1.5 0 0 0 4 19.5h16a1.5 1.5 0 0 0 1.5-1.5V8A1.5 1.5 0 0 0 20 6.5h-3.5z" />
      <circle cx="12" cy="12.5" r="3.5" />
    </svg>
  );
}
