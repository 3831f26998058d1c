// Counts what brings calls and requests, first-party and without cookies: a
// page view for the first page and every client-side navigation, and a tap on
// any tel: link, each sent to the site's own TRAFFIC_BEACON_PATH with sendBeacon
// (a fetch with keepalive where there is none), so leaving the page never
// loses it. Only a visit with an id is counted (client/visit-source.ts); the
// server decides what is stored (server/traffic/).
import { TRAFFIC_BEACON_PATH, VISIT_PAGES_KEPT } from '../shared/constants';
import { countedUtm } from '../shared/counted-utm';
import { hostOf } from '../shared/url-host';
import { readVisit, saveVisit, type Visit } from './visit-source';

type CountedEvent = { type: 'view'; path: string } | { type: 'call'; path: string; number: string };

function send(event: CountedEvent, visit: Visit): void {
  const utm = countedUtm(visit.utm);
  const ref = hostOf(visit.referrer);
  const body = JSON.stringify({
    ...event,
    visit: visit.visit,
    ...(ref && { ref }),
    ...(utm && { utm }),
  });
  try {
    if (navigator.sendBeacon?.(TRAFFIC_BEACON_PATH, body)) return;
  } catch {
    // A browser that refuses the beacon: the fetch below.
  }
  void fetch(TRAFFIC_BEACON_PATH, { method: 'POST', body, keepalive: true }).catch(() => {});
}

/** A page view of `path`, remembered in the visit's journey (sent with a lead). */
export function countView(path: string): void {
  const visit = readVisit();
  if (!visit?.visit) return;
  visit.pages = [...(visit.pages ?? []), path].slice(-VISIT_PAGES_KEPT);
  saveVisit(visit);
  send({ type: 'view', path }, visit);
}

/**
 * The first page's view, counted once: when the function it returns is called
 * (the page has loaded), or as the page is left before that (a beacon
 * outlives the page). Only a page that was on screen counts: a tab opened in
 * the background counts once it is shown.
 */
export function countFirstView(): () => void {
  let loaded = false;
  let counted = false;
  const count = () => {
    if (counted || document.visibilityState === 'hidden') return;
    counted = true;
    countView(location.pathname);
  };
  addEventListener('visibilitychange', () => loaded && count());
  // Leaving: pagehide comes while the page is still visible.
  addEventListener('pagehide', count, { once: true });
  return () => {
    loaded = true;
    count();
  };
}

/** A page the browser shows again from its back-forward cache runs no script anew: it is another view all the same. */
export function countRestoredViews(): void {
  addEventListener('pageshow', (event) => event.persisted && countView(location.pathname));
}

/** Every tap on a phone number, wherever the link is (header, menu, page text, the not-found page). */
export function countPhoneTaps(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
      const visit = link ? readVisit() : undefined;
      if (!link || !visit?.visit) return;
      send(
        {
          type: 'call',
          path: location.pathname,
          number: link
            .getAttribute('href')!
            .slice(4)
            .replace(/[^+\d]/g, ''),
        },
        visit,
      );
    },
    { capture: true },
  );
}
