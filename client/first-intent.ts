// The app starts when the visitor first reaches for the page, not while it
// loads (ADR 0046). Until then the page is its HTML, which reads, links,
// calls and takes typing without any script; what a visitor does first
// (scroll, touch, a key, a move of the mouse, a field focused) starts the app,
// which React then hydrates while they read on.

/** The signs that a visitor is reaching for the page. Each is passive: none delays the scroll or the tap itself. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

/** Calls `start` once, on the first sign of intent. */
export function onFirstIntent(start: () => void): void {
  const listening = new AbortController();
  const fire = () => {
    listening.abort();
    start();
  };
  for (const type of INTENT_EVENTS) addEventListener(type, fire, { capture: true, passive: true, signal: listening.signal });
}

/**
 * A button exists to be answered by the app; tapped before the app runs, its
 * click would do nothing. The last such click is kept and `replay` clicks it
 * again once React has taken over the document (React hydrates what the
 * click needs at once). Links, form fields and submit buttons work without
 * the app and are left alone.
 */
export function holdScriptButtonClicks(): { replay: () => void } {
  const holding = new AbortController();
  let held: HTMLButtonElement | undefined;
  addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button[type="button"]');
      if (button instanceof HTMLButtonElement) held = button;
    },
    { capture: true, signal: holding.signal },
  );
  return {
    replay() {
      holding.abort();
      if (held?.isConnected) held.click();
    },
  };
}
