// First-party lead source, without cookies or third parties: the first page
// view of a visit (this tab's session) remembers its landing page, the other
// site that referred it and its utm_* parameters; the contact form sends them
// with the request. Kept tiny (every page loads it); the server checks and
// bounds every part (server/leads/lead-source.ts).
import { VISIT_STORAGE_KEY as KEY } from '../shared/constants';

export function rememberVisit(): void {
  try {
    if (sessionStorage[KEY]) return;
    const utm: Record<string, string> = {};
    new URLSearchParams(location.search).forEach((value, name) => {
      if (name.startsWith('utm_')) utm[name] = value;
    });
    const referrer = document.referrer;
    sessionStorage[KEY] = JSON.stringify({
      landingPage: location.pathname + location.search,
      // Only another site: moving between our own pages is no source.
      referrer: referrer.startsWith(`${location.origin}/`) ? undefined : referrer || undefined,
      utm,
    });
  } catch {
    // Storage blocked: requests are sent without their visit's source.
  }
}
