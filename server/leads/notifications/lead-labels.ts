// The names a notification shows beside the visitor's fields, from the
// content of the moment (a renamed service is named anew at once): services,
// the borough of a location (from the neighborhood pages), visit windows
// (from the opening hours), and the business's own details for the
// visitor's copy. What is worked out from a content version is kept with it.
import type { Content } from '../../content/content-store';
import { boroughReader } from '../../../shared/location-borough';
import { siteVisitWindows } from '../../../shared/site-visit-windows';
import type { LeadLabels } from './lead-email';

const made = new WeakMap<Content, LeadLabels>();

export function leadLabels(content: Content): LeadLabels {
  const kept = made.get(content);
  if (kept) return kept;
  const { business } = content;
  const boroughOf = boroughReader(content.neighborhoods.items.map(({ neighborhood, borough }) => ({ name: neighborhood, borough })));
  const windows = new Map(siteVisitWindows(business.hours).map(({ value, label }) => [value, label]));
  const labels: LeadLabels = {
    businessName: business.name,
    serviceName: (slug) => content.services.bySlug.get(slug)?.name ?? slug,
    boroughOf,
    windowLabel: (value) => windows.get(value),
    business: {
      phone: business.phone,
      email: business.email,
      ...(business.license && { license: business.license }),
      siteUrl: business.siteUrl,
    },
  };
  made.set(content, labels);
  return labels;
}
