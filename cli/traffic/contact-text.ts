// How the table and the HTML page write the first-contact figures.
import { spanText } from '../../shared/time-span';
import type { FirstContact } from './traffic-counts';

/** The median time to first contact, `12 min`; `–` when no lead was contacted. */
export const medianText = ({ medianMs }: FirstContact) => (medianMs === undefined ? '–' : spanText(medianMs));

/** The share reached within an hour, rounded, `67%`; undefined without leads. */
export function withinHourPercent({ leads, withinHour }: FirstContact): string | undefined {
  if (leads === 0) return undefined;
  const percent = Math.round((withinHour * 100) / leads);
  // 199 of 200 is not everyone, and 1 of 300 is not no one.
  const shown = withinHour === 0 || withinHour === leads ? percent : Math.min(99, Math.max(1, percent));
  return `${shown}%`;
}

/** `75% of 4`: the share and the leads it is of; `–` without leads. */
export function withinHourText(figures: FirstContact): string {
  const percent = withinHourPercent(figures);
  return percent === undefined ? '–' : `${percent} of ${figures.leads}`;
}
