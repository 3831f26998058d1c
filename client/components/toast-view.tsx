// The Radix parts of the toasts, loaded after the page is interactive so the
// contact page's first load doesn't carry them.
import * as Toast from '@radix-ui/react-toast';
import type { ToastViewProps } from './toast-types';
import { CloseIcon } from './ui';

export function ToastView({ current, open, onOpenChange, durationMs, swipeThresholdPx, labels }: ToastViewProps) {
  return (
    <Toast.Provider duration={durationMs} swipeDirection="right" swipeThreshold={swipeThresholdPx} label={labels.region}>
      {current && (
        <Toast.Root
          key={current.key}
          open={open}
          onOpenChange={onOpenChange}
          className={`toast toast-${current.variant ?? 'default'}`}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="toast-text">
            <Toast.Title className="toast-title">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="toast-description">{current.description}</Toast.Description>}
          </div>
          <Toast.Close className="toast-close" aria-label={labels.dismiss}>
            <CloseIcon width={18} height={18} />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="toast-viewport" label={labels.viewport} />
    </Toast.Provider>
  );
}
