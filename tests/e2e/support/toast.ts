import type { Page } from 'playwright-core';

/** The toast viewport (Radix: a list inside a labelled region) and the toasts shown in it. */
export function toasts(page: Page) {
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  const viewport = region.locator('ol.toast-viewport');
  const toast = viewport.locator('li.toast');
  return {
    region,
    viewport,
    toast,
    title: toast.locator('.toast-title'),
    description: toast.locator('.toast-description'),
  };
}
