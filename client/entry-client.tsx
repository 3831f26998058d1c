// The page is whole HTML before any script runs. Once it has loaded (neither
// the text nor the first screen's image waits on the scripts or shares the
// network with them), every module the app needs is fetched into the cache;
// the app starts when the visitor first reaches for the page, and React takes
// over the document (ADR 0046).
// This file and what it imports are built into one script, apart from the app
// (build.mjs): the counting starts with one request, and the app, which counts
// client-side navigations through it, carries no second copy.
import { STATE_ELEMENT_ID, type AppState } from './app-state';
import { holdScriptButtonClicks, onFirstIntent } from './first-intent';
import { countFirstView, countPhoneTaps, countRestoredViews, countView } from './traffic-beacon';
import { rememberVisit } from './visit-source';
import './styles/app.css';

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_WAIT_MS = 3000;

/** Runs `work` once the browser is idle: a task of its own, never part of another. */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
  else setTimeout(work, 0);
}

/** Once the page has loaded (its text painted, the first screen's image and the font in) and the browser is idle. */
function afterLoad(work: () => void): void {
  if (document.readyState === 'complete') whenIdle(work);
  else addEventListener('load', () => whenIdle(work), { once: true });
}

/**
 * The app's modules into the HTTP cache, one per idle moment (starting each
 * fetch is work on the main thread too): `prefetch`, not `modulepreload`,
 * so nothing is compiled until the app starts.
 */
function prefetch(hrefs: readonly string[]): void {
  const [href, ...rest] = hrefs;
  if (href === undefined) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href }));
  whenIdle(() => prefetch(rest));
}

// Taps, leaving and intent are heard from the start, so a visitor who calls
// or taps at once still counts; adding listeners is all this first task does.
const countLoadedView = countFirstView();
countRestoredViews();
countPhoneTaps();
const reachedFor = new Promise<void>((resolve) => onFirstIntent(resolve));
const heldClicks = holdScriptButtonClicks();

const stateJson = document.getElementById(STATE_ELEMENT_ID)?.textContent ?? '';
let parsedState: Pick<AppState, 'assets'> | undefined;
/** The page's state block, parsed once by whichever needs it first (the prefetch or the app). */
const packedState = () => (parsedState ??= JSON.parse(stateJson) as Pick<AppState, 'assets'>);

// The rest comes in tasks of their own, none long on a slow phone: the visit
// remembered; once the page has loaded, the view counted, then the modules
// fetched. The app starts once the visitor reaches for the page, loaded or
// not: a page that keeps loading must not keep them waiting.
setTimeout(rememberVisit);
afterLoad(() => {
  // Sent once the page has loaded (or as it is left sooner), the view never competes with the first screen's requests.
  countLoadedView();
  whenIdle(() => prefetch(packedState().assets.modulepreload));
});
void reachedFor
  .then(() => import('./hydrate-app'))
  .then((app) => app.hydrateApp(stateJson, packedState(), countView))
  .then(heldClicks.replay);
