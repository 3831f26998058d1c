// Toasts on Radix Toast: default and destructive variants,
// one at a time, 5000 ms, swipe right past 50 px to dismiss, F8 focuses the
// viewport, announced to screen readers, paused while hovered or focused.
import { createContext, useCallback, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ToastMessage, ToastViewProps } from './toast-types';

const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

export function Toaster({ children }: { children: ReactNode }) {
  // At most one toast: a new one replaces the current one (its key remounts it).
  // The contact form's toasts are the site's only ones; the view (a chunk of its own) is handed their words.
  const [current, setCurrent] = useState<ToastViewProps['current']>();
  const [open, setOpen] = useState(false);
  // Radix is loaded once the page is idle: it's not part of the first load, and
  // rendering it only in the browser keeps the server HTML free of its inline
  // style attribute (CSP style-src 'self'). A toast asked for earlier waits for it.
  const [View, setView] = useState<ComponentType<ToastViewProps>>();
  useEffect(() => {
    let live = true;
    const load = () => void import('./toast-view').then((module) => live && setView(() => module.ToastView));
    const idle = window.requestIdleCallback?.(load, { timeout: 1500 }) ?? window.setTimeout(load, 200);
    return () => {
      live = false;
      window.cancelIdleCallback?.(idle);
    };
  }, []);

  const show = useCallback((message: ToastMessage) => {
    setCurrent({ ...message, key: Date.now() });
    setOpen(true);
  }, []);

  return (
    <>
      <ToastContext.Provider value={show}>{children}</ToastContext.Provider>
      {View && (
        <View
          current={current}
          open={open}
          onOpenChange={setOpen}
          durationMs={TOAST_DURATION_MS}
          swipeThresholdPx={TOAST_SWIPE_THRESHOLD_PX}
        />
      )}
    </>
  );
}
