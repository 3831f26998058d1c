import type { BusinessProfile } from '../../shared/api-types';
import { escapeHtml } from '../../shared/escape-html';

/** The page a visitor sees when rendering fails: plain HTML, no React, no script. */
export function errorPageHtml(business: BusinessProfile | undefined): string {
  const call =
    business ?
      `<p>Please try again in a moment, or call us at <a href="${escapeHtml(business.phone.tel)}">${escapeHtml(business.phone.display)}</a>.</p>`
    : '<p>Please try again in a moment.</p>';
  return `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Something went wrong</title></head><body><h1>Sorry, this page could not be shown</h1>${call}<p><a href="/">Go to the home page</a></p></body></html>`;
}
