// Where a visit came from, grouped the way marketers read it: a campaign
// (utm_source, with utm_campaign when there is one), a search engine by name,
// a social network by name, another site (a referral, by host), direct (no
// referrer and no campaign), or not known (a lead whose visit is
// unknown: sent without JavaScript, or with the browser's storage blocked).
// Used by `npm run traffic` and by the lead notification.
import type { LeadSource } from '../../shared/lead-source';
import { countedUtm, type CountedUtm } from '../../shared/counted-utm';
import { hostOf } from '../../shared/url-host';

export type SourceKind = 'campaign' | 'search' | 'social' | 'referral' | 'direct' | 'unknown';

export interface TrafficSource {
  kind: SourceKind;
  /** What a report row says: "spring-mailer / april", "Google search", "Facebook", "houzz.com", "Direct". */
  label: string;
}

/** What is known of a visit's origin: the referring host and its utm_* values. */
export interface VisitOrigin {
  /** False for an event whose visit is not known. */
  known: boolean;
  ref?: string;
  utm?: CountedUtm;
}

/** Search engines by a part of their host name (the rest of the host may differ by country: google.co.uk). */
const SEARCH_ENGINES: [RegExp, string][] = [
  [/(^|\.)google\./, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)search\.yahoo\.|(^|\.)yahoo\.com$/, 'Yahoo'],
  [/(^|\.)ecosia\.org$/, 'Ecosia'],
  [/(^|\.)search\.brave\.com$/, 'Brave Search'],
  [/(^|\.)startpage\.com$/, 'Startpage'],
  [/(^|\.)qwant\.com$/, 'Qwant'],
  [/(^|\.)yandex\./, 'Yandex'],
  [/(^|\.)baidu\.com$/, 'Baidu'],
  [/(^|\.)aol\.com$/, 'AOL'],
  [/(^|\.)chatgpt\.com$|(^|\.)perplexity\.ai$/, 'AI assistant'],
];

const SOCIAL_NETWORKS: [RegExp, string][] = [
  [/(^|\.)facebook\.com$|(^|\.)fb\.me$/, 'Facebook'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)nextdoor\.com$/, 'Nextdoor'],
  [/(^|\.)linkedin\.com$|(^|\.)lnkd\.in$/, 'LinkedIn'],
  [/(^|\.)pinterest\.[a-z.]+$|(^|\.)pin\.it$/, 'Pinterest'],
  [/(^|\.)x\.com$|(^|\.)twitter\.com$|^t\.co$/, 'X (Twitter)'],
  [/(^|\.)reddit\.com$/, 'Reddit'],
  [/(^|\.)youtube\.com$|^youtu\.be$/, 'YouTube'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)threads\.net$|(^|\.)threads\.com$/, 'Threads'],
  [/(^|\.)yelp\.com$/, 'Yelp'],
];

const named = (list: [RegExp, string][], host: string) => list.find(([pattern]) => pattern.test(host))?.[1];

export function trafficSource({ known, ref, utm }: VisitOrigin): TrafficSource {
  if (utm?.source) return { kind: 'campaign', label: utm.campaign ? `${utm.source} / ${utm.campaign}` : utm.source };
  if (!known) return { kind: 'unknown', label: 'Not known' };
  if (!ref) return { kind: 'direct', label: 'Direct' };
  const host = ref.replace(/:\d+$/, '').replace(/^www\./, '');
  const engine = named(SEARCH_ENGINES, host);
  if (engine) return { kind: 'search', label: `${engine} search` };
  const network = named(SOCIAL_NETWORKS, host);
  if (network) return { kind: 'social', label: network };
  return { kind: 'referral', label: host };
}

/**
 * The origin of a lead's visit, from the source stored with it:
 * known when the page's script sent it (a visit id or a landing page), with
 * the referring host and the utm values an event keeps.
 */
export function leadOrigin(source: LeadSource | undefined): VisitOrigin {
  const ref = hostOf(source?.referrer);
  const utm = countedUtm(source?.utm);
  return { known: Boolean(source?.visit || source?.landingPage), ...(ref && { ref }), ...(utm && { utm }) };
}
