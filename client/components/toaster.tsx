// Toasts (spec section 4) on Radix Toast: default and destructive variants,
// one at a time, 5000 ms, swipe right past 50 px to dismiss, F8 focuses the
// viewport, announced to screen readers, paused while hovered or focused.
import * as Toast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons';

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

export function Toaster({ children }: { children: ReactNode }) {
  // At most one toast: a new one replaces the current one (its key remounts it).
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | undefined>();
  const [open, setOpen] = useState(false);
  // The viewport carries an inline style; rendering it only in the browser
  // keeps server HTML free of style attributes (CSP style-src 'self').
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const show = useCallback((message: ToastMessage) => {
    setCurrent({ ...message, key: Date.now() });
    setOpen(true);
  }, []);

  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notification">
      <ToastContext.Provider value={show}>{children}</ToastContext.Provider>
      {current && (
        <Toast.Root
          key={current.key}
          open={open}
          onOpenChange={setOpen}
          className={`toast toast-${current.variant ?? 'default'}`}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="toast-text">
            <Toast.Title className="toast-title">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="toast-description">{current.description}</Toast.Description>}
          </div>
          <Toast.Close className="toast-close" aria-label="Dismiss notification">
            <CloseIcon width={18} height={18} />
          </Toast.Close>
        </Toast.Root>
      )}
      {mounted && <Toast.Viewport className="toast-viewport" label="Notifications ({hotkey})" />}
    </Toast.Provider>
  );
}
