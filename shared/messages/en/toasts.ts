// English: toasts.
export default {
  label: 'Notification',
  close: 'Dismiss notification',
  /** Radix fills in {hotkey} (F8). */
  viewport: 'Notifications ({hotkey})',
};
