// What the toaster and the view it loads later both name, in a module of its
// own so that neither imports the other.

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastViewProps {
  current: (ToastMessage & { key: number }) | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Passed in rather than imported, so the toaster stays in the page's own chunk. */
  durationMs: number;
  swipeThresholdPx: number;
  /** The toasts' region and close button, to screen readers, in the page's language. */
  labels: { region: string; viewport: string; dismiss: string };
}
