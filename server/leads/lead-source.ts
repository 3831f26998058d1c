// The source of a lead (first-party attribution): what the
// browser sent as `source`, the no-JavaScript form's hidden page field, or
// else the Referer of the post. Each part is checked on its own and dropped
// when invalid: a bad source never makes a request fail.
import { z } from 'zod';
import type { LeadSource } from '../../shared/lead-source';
import { LEAD_SOURCE_LIMITS as LIMITS, SOURCE_PAGE_FIELD } from '../../shared/lead-fields';
import { VISIT_ID } from '../traffic/traffic-event';
import { inputText, sitePathText } from '../web/input-text';

/** A path on this site, with its query: `/services/restoration?utm_source=google`. */
const sitePath = sitePathText(LIMITS.path);
const webUrl = inputText(LIMITS.referrer).pipe(z.url({ protocol: /^https?$/ }));
const utmValue = inputText(LIMITS.utm);

/** Invalid parts become undefined; unknown keys (other utm_* too) are left out. */
const leadSourceSchema = z
  .object({
    page: sitePath.optional().catch(undefined),
    landingPage: sitePath.optional().catch(undefined),
    referrer: webUrl.optional().catch(undefined),
    utm: z
      .object({
        utm_source: utmValue.optional().catch(undefined),
        utm_medium: utmValue.optional().catch(undefined),
        utm_campaign: utmValue.optional().catch(undefined),
        utm_term: utmValue.optional().catch(undefined),
        utm_content: utmValue.optional().catch(undefined),
      })
      .optional()
      .catch(undefined),
    visit: z.string().regex(VISIT_ID).optional().catch(undefined),
    /** Invalid pages are left out, and only the last ones kept. */
    pages: z
      .array(z.unknown())
      .transform((pages) => pages.flatMap((page) => sitePath.safeParse(page).data ?? []).slice(-LIMITS.pages))
      .optional()
      .catch(undefined),
  })
  .catch({});

/**
 * The source to store with a request, or undefined when nothing valid is
 * known. The page comes from `source.page` (the script), else the hidden
 * field (the form without JavaScript), else the Referer's path. A browser
 * that may not be counted (`counted` false: it asked not to be tracked, or is a bot) keeps no visit or journey.
 */
export function leadSourceFrom(body: Record<string, unknown>, refererPage?: string, counted = false): LeadSource | undefined {
  const given =
    body.source && typeof body.source === 'object' && !Array.isArray(body.source) ? (body.source as Record<string, unknown>) : {};
  const parsed = leadSourceSchema.parse(given);
  const page = parsed.page ?? sitePath.safeParse(body[SOURCE_PAGE_FIELD]).data ?? sitePath.safeParse(refererPage).data;
  const utm = Object.fromEntries(Object.entries(parsed.utm ?? {}).filter(([, value]) => value !== undefined));
  const source: LeadSource = {
    ...(page && { page }),
    ...(parsed.landingPage && { landingPage: parsed.landingPage }),
    ...(parsed.referrer && { referrer: parsed.referrer }),
    ...(Object.keys(utm).length > 0 && { utm }),
    ...(counted && parsed.visit && { visit: parsed.visit }),
    ...(counted && parsed.pages?.length && { pages: parsed.pages }),
  };
  return Object.keys(source).length > 0 ? source : undefined;
}

/**
 * The path and query of the Referer header when it is a page of this site
 * (the request's own host, or the site's canonical one behind a proxy that
 * rewrites Host); undefined otherwise.
 */
export function refererPage(referer: string | undefined, ownHosts: readonly (string | undefined)[]): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const hosts = ownHosts.filter(Boolean).map((host) => host!.toLowerCase());
    if (!hosts.includes(url.host.toLowerCase()) && !hosts.includes(url.hostname.toLowerCase())) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}
