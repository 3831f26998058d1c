import type { Content } from './content-store';

/** The content in service now; a reload swaps `current` in one assignment. */
export interface ContentSource {
  current: Content;
}
