// The names a notification shows beside the visitor's fields, from the
// content of the moment (a renamed service is named anew at once).
import type { Content } from '../../content/content-store';
import type { LeadLabels } from './lead-email';

export function leadLabels(content: Content): LeadLabels {
  return {
    businessName: content.business.name,
    serviceName: (slug) => content.services.bySlug.get(slug)?.name ?? slug,
  };
}
