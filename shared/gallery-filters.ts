// The gallery's filters, in the product's order (the default is all): a
// case-insensitive substring match against each project's serviceType (in
// Spanish content, the Spanish service's name: the filter's `es` words). The
// gallery's buttons use them (their words are the gallery's catalog's), and
// a service page asks the API for its projects by the one its slug contains.

export const GALLERY_FILTERS = [
  { value: 'all', es: '' },
  { value: 'custom', es: 'a medida' },
  { value: 'precast', es: 'prefabricado' },
  { value: 'restoration', es: 'restauración' },
  { value: 'commercial', es: 'comercial' },
  { value: 'residential', es: 'residencial' },
] as const;

export type GalleryFilter = (typeof GALLERY_FILTERS)[number]['value'];

export function filterGallery<Item extends { serviceType: string }>(items: readonly Item[], filter: string): Item[] {
  if (filter === 'all') return [...items];
  const needles = [filter.toLowerCase(), GALLERY_FILTERS.find((known) => known.value === filter)?.es].filter(Boolean) as string[];
  return items.filter((item) => needles.some((needle) => item.serviceType.toLowerCase().includes(needle)));
}

/** The filter a service's projects answer to, by its slug in any language ("custom-installation" → custom); undefined when none does. */
export function filterOfService(serviceSlug: string): GalleryFilter | undefined {
  return GALLERY_FILTERS.find((filter) => filter.value !== 'all' && serviceSlug.includes(filter.value))?.value;
}
