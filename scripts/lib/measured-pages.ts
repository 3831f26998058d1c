// The pages the phone measurements load (npm run lighthouse, npm run bench --
// hydration): one of every route type and the two Spanish pages with the most
// to do. PAGES (comma-separated paths) measures some of them only.
export const MEASURED_PAGES: readonly string[] = process.env.PAGES?.split(',') ?? [
  '/',
  '/services',
  '/services/restoration',
  '/local/park-slope-brooklyn-ny',
  '/service-location/restoration-brooklyn',
  '/gallery',
  '/gallery/bay-ridge-church-aisle-restoration',
  '/about',
  '/contact',
  '/blog',
  '/blog/terrazzo-installation-guide-costs-process',
  '/blog/category/design',
  '/brooklyn-neighborhoods',
  '/sitemap',
  '/es',
  '/es/contacto',
];
