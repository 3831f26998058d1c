/** 'Heading: detail' features: the text before the first colon is the heading, the rest the detail. */
export function splitFeature(feature: string): { heading?: string; detail: string } {
  const colon = feature.indexOf(':');
  if (colon <= 0) return { detail: feature };
  const detail = feature.slice(colon + 1).trim();
  return { heading: feature.slice(0, colon).trim(), detail: detail.charAt(0).toUpperCase() + detail.slice(1) };
}
