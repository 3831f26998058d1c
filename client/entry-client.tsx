// The page is whole HTML before any script runs, so the app starts once the
// page has painted: neither the text nor the first screen's image waits on the
// scripts or shares the network with them. Then every module the page needs is
// fetched at once (modulepreload) and React takes over the document.
// This file and what it imports are built into one script, apart from the app
// (build.mjs): the counting starts with one request, and the app, which counts
// client-side navigations through it, carries no second copy.
import { STATE_ELEMENT_ID, type AppState } from './app-state';
import { countFirstView, countPhoneTaps, countRestoredViews, countView } from './traffic-beacon';
import { rememberVisit } from './visit-source';
import './styles/app.css';

/** Longest wait for the first paint: a browser that reports none still starts the app. */
const PAINT_WAIT_MS = 3000;

function afterPaint(start: () => void): void {
  // A background tab draws nothing until it is shown; it need not wait.
  if (document.visibilityState === 'hidden') return start();
  const priorityImages = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  void Promise.race([
    Promise.all([firstContentfulPaint(), ...priorityImages.map(loaded)]),
    new Promise((resolve) => setTimeout(resolve, PAINT_WAIT_MS)),
  ]).then(() => setTimeout(start, 0));
}

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

/** Settles when the image has loaded or failed. */
function loaded(image: HTMLImageElement): Promise<void> {
  return image.complete ?
      Promise.resolve()
    : new Promise((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
}

// Taps are counted from the start, so a visitor who calls at once still counts.
rememberVisit();
const firstView = countFirstView();
countRestoredViews();
countPhoneTaps();

afterPaint(() => {
  // Sent once the page has painted (or as it is left sooner), the view never competes with the first screen's requests.
  firstView.whenPainted();
  const stateJson = document.getElementById(STATE_ELEMENT_ID)?.textContent ?? '';
  const packed = JSON.parse(stateJson) as Pick<AppState, 'assets'>;
  for (const href of packed.assets.modulepreload) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  void import('./hydrate-app').then((app) => app.hydrateApp(stateJson, packed, countView));
});
