// First-party lead source, without cookies or third parties: the first page
// view of a visit (this tab's session) remembers its landing page, the other
// site that referred it and its utm_* parameters; the contact form sends them
// with the request. A browser that does not ask not to be tracked also gets
// a random visit id and the list of pages it viewed (client/traffic-beacon.ts),
// both gone with the tab. Kept tiny (every page loads it); the server checks
// and bounds every part (server/leads/lead-source.ts).
import { VISIT_STORAGE_KEY as KEY } from '../shared/constants';
import type { LeadSource } from '../shared/lead-source';
import { randomHex } from './random-hex';

export type Visit = Omit<LeadSource, 'page'> & { utm: Record<string, string> };

/** Global Privacy Control or Do Not Track: nothing is counted, and the visit keeps no id. */
const asksNotToBeTracked = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || navigator.doNotTrack === '1';

/** The visit so far; undefined when storage is blocked or none was remembered. */
export function readVisit(): Visit | undefined {
  try {
    return JSON.parse(sessionStorage[KEY] as string) as Visit;
  } catch {
    return undefined;
  }
}

export function saveVisit(visit: Visit): void {
  try {
    sessionStorage[KEY] = JSON.stringify(visit);
  } catch {
    // Storage blocked: requests are sent without their visit's source.
  }
}

export function rememberVisit(): void {
  if (readVisit()) return;
  const utm: Record<string, string> = {};
  new URLSearchParams(location.search).forEach((value, name) => {
    if (name.startsWith('utm_')) utm[name] = value;
  });
  const referrer = document.referrer;
  saveVisit({
    landingPage: location.pathname + location.search,
    // Only another site: moving between our own pages is no source.
    referrer: referrer.startsWith(`${location.origin}/`) ? undefined : referrer || undefined,
    utm,
    ...(!asksNotToBeTracked() && {
      visit: randomHex(8),
      pages: [],
    }),
  });
}
