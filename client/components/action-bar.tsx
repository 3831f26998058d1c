import { useEffect, useState } from 'react';
import site from '../../shared/messages/en/site';
import { useBusiness } from '../business';
import { useMessages } from '../messages';
import { PhoneIcon } from './icons';
import { Link } from './link';
import { useEnglishPathname } from './nav-links';

/** The contact page's form (or its confirmation): where it is on screen, the bar steps aside. */
export const ESTIMATE_FORM_ID = 'estimate-form';

/**
 * Marks a page's own call (the main number) and estimate on its first screen,
 * its hero's: while they are whole on screen the bar is not shown, so the
 * first screen offers each action once (action-bar.css). One per page.
 */
export const PAGE_ACTIONS = { 'data-page-actions': '' } as const;

/**
 * Phones: a call (the main number) and an estimate action, fixed to the
 * bottom of the screen on every page, with or without JavaScript. The page
 * keeps room for it at the bottom (the stylesheet); it appears once the
 * hero's own call and estimate have scrolled away, and steps aside while the
 * contact form is on screen and while a field has the keyboard.
 */
export function ActionBar() {
  const business = useBusiness();
  const t = useMessages('site', site).actionBar;
  const onContactPage = useEnglishPathname() === '/contact';
  // Only the contact page has the form: elsewhere nothing is watched.
  const formOnScreen = useOnScreen(ESTIMATE_FORM_ID, onContactPage);
  return (
    <nav className="action-bar" aria-label={t.label} data-hidden={formOnScreen || undefined}>
      <a href={business.phone.tel} className="button button-light" aria-label={t.callLabel(business.phone.display)}>
        <PhoneIcon />
        <span className="action-bar-number">{business.phone.display}</span>
        <span className="action-bar-word">{t.call}</span>
      </a>
      {onContactPage ?
        <a href={`#${ESTIMATE_FORM_ID}`} className="button button-primary">
          {t.estimate}
        </a>
      : <Link to="/contact" className="button button-primary">
          {t.estimate}
        </Link>
      }
    </nav>
  );
}

/** While `watching`: true when the element with `id` (which may come and go with the page) is at least partly on screen. */
function useOnScreen(id: string, watching: boolean): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const main = document.getElementById('main');
    if (!watching || !main || typeof IntersectionObserver === 'undefined') return;
    let watched: Element | null = null;
    const visibility = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    const watch = () => {
      const element = document.getElementById(id);
      if (element === watched) return;
      if (watched) visibility.unobserve(watched);
      watched = element;
      if (element) visibility.observe(element);
      else setOnScreen(false);
    };
    watch();
    // Pages load and change in place: follow the element as it appears and goes.
    const changes = new MutationObserver(watch);
    changes.observe(main, { childList: true, subtree: true });
    return () => {
      visibility.disconnect();
      changes.disconnect();
    };
  }, [id, watching]);
  return watching && onScreen;
}
