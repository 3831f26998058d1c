import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import type { SiteImage } from '../../shared/api-types';
import { useHydrated } from '../use-hydrated';
import { ArrowsLeftRightIcon } from './page-icons';
import { ProjectImage } from './project-image';
import projectMessages from '../../shared/messages/en/project';
import { useMessages } from '../messages';

/** Where the divider starts: half of each photo. */
const START = 50;
/** How far an arrow key moves the divider, and PageUp/PageDown (percent of the width). */
const STEP = 2;
const PAGE_STEP = 10;
/** How far a finger travels before it counts as a drag rather than a tap. */
const SLOP_PX = 6;

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * A floor before and after restoration. The server's HTML, and the page
 * without JavaScript, show the two photos side by side, each captioned;
 * once hydrated, the same two figures are stacked into one comparison: the
 * after photo lies over the before photo up to a divider that a finger, a
 * mouse or the keyboard moves (the keyboard and screen readers through a
 * native range input over the whole image).
 * The divider's position is not in the HTML: it exists once the page runs,
 * set through the CSSOM.
 */
export function BeforeAfter({
  before,
  after,
  sizes,
  subject,
  illustration,
  className,
}: {
  before: SiteImage;
  after: SiteImage;
  /** Passed on to ProjectImage: the comparison's width on the page. */
  sizes: string;
  /** e.g. "Church aisle floor": used in the accessible labels ("… before restoration" / "after"). */
  subject: string;
  /** The pair is an illustration (generated), not photographs: the caption says so. */
  illustration?: boolean;
  className?: string;
}) {
  const t = useMessages('project', projectMessages).compare;
  const hydrated = useHydrated();
  const [position, setPosition] = useState(START);
  const [dragging, setDragging] = useState(false);
  const range = useRef<HTMLInputElement>(null);
  const gesture = useRef<{ pointerId: number; x: number; y: number; following: boolean } | undefined>(undefined);

  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) setPosition(clamp(((event.clientX - box.left) / box.width) * 100));
  };
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    gesture.current!.following = true;
    setDragging(true);
    moveTo(event);
  };
  const endGesture = () => {
    gesture.current = undefined;
    setDragging(false);
  };

  // The image, not the input, follows the pointer: the input's own dragging
  // varies by browser (Safari moves it only from its thumb, Chrome jumps to
  // a finger that lands to scroll). A mouse moves the divider at once; a
  // finger once it travels more sideways than up or down, or lifts where it
  // landed (a tap). A finger moving up or down scrolls the page
  // (touch-action: pan-y) and leaves the divider where it is.
  const drag = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      gesture.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, following: false };
      event.currentTarget.setPointerCapture(event.pointerId);
      if (event.pointerType !== 'mouse') return;
      follow(event);
      // The keys then move what the mouse moved.
      range.current?.focus({ preventScroll: true });
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const start = gesture.current;
      if (start?.pointerId !== event.pointerId) return;
      if (start.following) moveTo(event);
      else if (Math.abs(event.clientX - start.x) > Math.max(SLOP_PX, Math.abs(event.clientY - start.y))) follow(event);
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      const start = gesture.current;
      if (start?.pointerId !== event.pointerId) return;
      const tap = Math.hypot(event.clientX - start.x, event.clientY - start.y) <= SLOP_PX;
      if (start.following || tap) moveTo(event);
      endGesture();
    },
    onPointerCancel: endGesture,
  };

  // The same steps in every browser, whatever the native input's own: 2% an arrow, 10% a page.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = {
      ArrowRight: position + STEP,
      ArrowUp: position + STEP,
      ArrowLeft: position - STEP,
      ArrowDown: position - STEP,
      PageUp: position + PAGE_STEP,
      PageDown: position - PAGE_STEP,
      Home: 0,
      End: 100,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setPosition(clamp(Math.round(next)));
  };

  const classes = ['before-after', hydrated && 'before-after-compare', dragging && 'before-after-dragging', className];
  return (
    <figure className={classes.filter(Boolean).join(' ')}>
      <div
        className="before-after-frame"
        // Only in the browser (never in the server's HTML): React sets these through the CSSOM.
        style={hydrated ? ({ '--position': `${position}%`, '--ratio': `${before.width} / ${before.height}` } as CSSProperties) : undefined}
        {...drag}
      >
        <figure className="before-after-side before-after-side-before" aria-label={t.sideBefore(subject)}>
          <ProjectImage image={before} sizes={sizes} />
          <figcaption className="before-after-tag">{t.before}</figcaption>
        </figure>
        <figure className="before-after-side before-after-side-after" aria-label={t.sideAfter(subject)}>
          <ProjectImage image={after} sizes={sizes} />
          <figcaption className="before-after-tag">{t.after}</figcaption>
        </figure>
        {hydrated && (
          <>
            <input
              ref={range}
              type="range"
              className="before-after-range"
              min={0}
              max={100}
              step="any"
              value={position}
              aria-label={t.range(subject)}
              aria-valuetext={t.position(Math.round(position))}
              onChange={(event) => setPosition(clamp(Number(event.currentTarget.value)))}
              onKeyDown={onKeyDown}
            />
            <div className="before-after-divider" aria-hidden="true">
              <span className="before-after-handle">
                <ArrowsLeftRightIcon width={22} height={22} />
              </span>
            </div>
          </>
        )}
      </div>
      {illustration && <figcaption className="before-after-caption">{t.illustration}</figcaption>}
    </figure>
  );
}
