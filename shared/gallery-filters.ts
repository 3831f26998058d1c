// The gallery's filters, in the product's order (the default is all): a
// case-insensitive substring match against each project's serviceType. The
// gallery's buttons use them, and a service page asks the API for its
// projects by the one its slug contains.

export const GALLERY_FILTERS = [
  { value: 'all', label: 'All Projects' },
  { value: 'custom', label: 'Custom' },
  { value: 'precast', label: 'Precast' },
  { value: 'restoration', label: 'Restoration' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'residential', label: 'Residential' },
] as const;

export type GalleryFilter = (typeof GALLERY_FILTERS)[number]['value'];

export function filterGallery<Item extends { serviceType: string }>(items: readonly Item[], filter: string): Item[] {
  if (filter === 'all') return [...items];
  const needle = filter.toLowerCase();
  return items.filter((item) => item.serviceType.toLowerCase().includes(needle));
}

/** The filter a service's projects answer to, by its slug in any language ("custom-installation" → custom); undefined when none does. */
export function filterOfService(serviceSlug: string): GalleryFilter | undefined {
  return GALLERY_FILTERS.find((filter) => filter.value !== 'all' && serviceSlug.includes(filter.value))?.value;
}
