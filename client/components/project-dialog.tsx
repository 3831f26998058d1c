import { useEffect, useRef, type PointerEvent } from 'react';
import type { ProjectCard } from '../../shared/api-contract';
import { ArrowLeftIcon } from './page-icons';
import { ArrowRightIcon, CloseIcon, Link, PinIcon } from './ui';
import { ProjectImage } from './project-image';
import { keepTabInside } from './focus-trap';

/** The larger view fills a phone, or 1040 px of a desktop. */
const DIALOG_WIDTHS = [780, 1170, 1440] as const;

/** How far a finger must travel sideways to move to the next project. */
const SWIPE_PX = 50;

/**
 * The larger view of a gallery project: a modal dialog (focus kept inside,
 * `Esc` closes, arrows and swipes move between projects) with the large
 * image, title, location, service and an estimate action. The page keeps
 * which project is open in its URL.
 */
export default function ProjectDialog({
  items,
  open,
  onShow,
  onClose,
}: {
  /** The projects the arrows move through, in order. */
  items: ProjectCard[];
  /** The open project, or undefined. */
  open: ProjectCard | undefined;
  onShow: (item: ProjectCard) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | undefined>(undefined);
  const index = open ? items.findIndex((item) => item.slug === open.slug) : -1;
  const step = (by: number) => {
    if (index < 0 || items.length < 2) return;
    onShow(items[(index + by + items.length) % items.length]!);
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const swipe = {
    onPointerDown: (event: PointerEvent) => {
      swipeStart.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (swipeStart.current === undefined) return;
      const moved = event.clientX - swipeStart.current;
      swipeStart.current = undefined;
      if (Math.abs(moved) >= SWIPE_PX) step(moved < 0 ? 1 : -1);
    },
  };

  return (
    <dialog
      ref={dialog}
      className="project-dialog"
      aria-labelledby="project-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close(); // the backdrop
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        else if (event.key === 'ArrowLeft') step(-1);
        else keepTabInside(event);
      }}
    >
      {open && (
        <div className="project-dialog-panel">
          <div className="project-dialog-controls">
            <button type="button" className="icon-button" aria-label="Previous project" onClick={() => step(-1)}>
              <ArrowLeftIcon width={22} height={22} />
            </button>
            <button type="button" className="icon-button" aria-label="Next project" onClick={() => step(1)}>
              <ArrowRightIcon width={22} height={22} />
            </button>
            {/* Focused first: Enter or Esc closes, Tab reaches the arrows and the estimate. */}
            <button type="button" className="icon-button" aria-label="Close" autoFocus onClick={() => dialog.current?.close()}>
              <CloseIcon width={22} height={22} />
            </button>
          </div>
          <div className="project-dialog-image" {...swipe}>
            <ProjectImage key={open.slug} image={open.image} sizes={`(min-width: 1100px) 1040px, 100vw`} widths={DIALOG_WIDTHS} />
          </div>
          <div className="project-dialog-body">
            <p className="project-dialog-count">
              {index + 1} of {items.length}
            </p>
            <h2 id="project-dialog-title">{open.title}</h2>
            <p className="project-card-location">
              <PinIcon width={16} height={16} /> {open.location}
            </p>
            <p className="project-card-meta">{open.serviceType}</p>
            <Link to="/contact" className="button button-primary">
              Get a free estimate for a floor like this <ArrowRightIcon />
            </Link>
          </div>
        </div>
      )}
    </dialog>
  );
}
