import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '../../use-hydrated';
import type { EstimateBridge } from './estimate-bridge';

// The estimate's fields (photos, size, range, visit) are a chunk of their
// own, loaded once the page is idle or the visitor reaches the form, so the
// contact page's first load stays within its budget. Until the chunk runs,
// the server's HTML of the fields stays as it is, and works as HTML does:
// typing, ticking, choosing photos (the fields pick all of that up when
// they start).

let begin: () => void = () => {};
const begun = new Promise<void>((resolve) => (begin = resolve));

/** Loads the fields now, not when the page is idle: the visitor is at the form. */
export const loadEstimateFields = () => begin();

/** When the browser has a moment (at once on the server, which renders the fields in full). */
function pageIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: 1500 });
    else window.setTimeout(resolve, 200);
  });
}

const Fields = lazy(() => Promise.race([begun, pageIdle()]).then(() => import('./estimate-fields')));

/**
 * Memoized on its one prop, which never changes: while the fields wait for
 * their chunk, no render of the form may reach them (React would drop their
 * server HTML for the fallback, and with it what the visitor typed).
 */
export const LazyEstimateFields = memo(function LazyEstimateFields({ bridge }: { bridge: EstimateBridge }) {
  // Reached by a link in the browser rather than hydrated: nothing to wait for.
  const hydrated = useHydrated();
  const [inBrowserFromTheStart] = useState(hydrated);
  useEffect(() => {
    if (inBrowserFromTheStart) loadEstimateFields();
  }, [inBrowserFromTheStart]);
  return (
    <Suspense fallback={null}>
      <Fields bridge={bridge} />
    </Suspense>
  );
});
