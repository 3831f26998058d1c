// One URL of every route type, with what each must show.
export interface RouteType {
  path: string;
  status: 200 | 404;
  /** The page's <h1>. */
  heading: string;
  /** The JSON-LD @graph types, in order. */
  jsonLdTypes: string[];
}

const page = (path: string, heading: string, extraTypes: string[] = []): RouteType => ({
  path,
  status: 200,
  heading,
  jsonLdTypes: ['LocalBusiness', 'BreadcrumbList', ...extraTypes],
});
const notFound = (path: string, heading: string): RouteType => ({ path, status: 404, heading, jsonLdTypes: ['LocalBusiness'] });

export const ROUTE_TYPES: RouteType[] = [
  { path: '/', status: 200, heading: 'Terrazzo floors crafted to outlast the building.', jsonLdTypes: ['LocalBusiness'] },
  page('/services', 'Terrazzo Services'),
  page('/services/restoration', 'Terrazzo Restoration', ['Service']),
  page('/local/park-slope-brooklyn-ny', 'Terrazzo in Park Slope, Brooklyn'),
  page('/service-location/restoration-brooklyn', 'Terrazzo Restoration in Brooklyn'),
  page('/contact', 'Request a Free Estimate'),
  page('/gallery', 'Our Terrazzo Work'),
  page('/gallery/bay-ridge-church-aisle-restoration', 'Church nave and aisle floor restoration', ['CreativeWork']),
  page('/about', 'About Five Borough Terrazzo'),
  page('/process', 'Our Six-Step Process'),
  page('/warranty', 'Warranty, Care & Maintenance'),
  page('/privacy', 'Privacy Policy'),
  page('/terms', 'Terms of Service'),
  page('/blog', 'Terrazzo Guides & Insights'),
  page('/blog/terrazzo-installation-guide-costs-process', 'Terrazzo Installation Guide: Process, Timeline and Costs', ['BlogPosting']),
  page('/blog/category/design', 'Design Articles'),
  page('/sitemap', 'Site Map'),
  page('/brooklyn-neighborhoods', 'Brooklyn Neighborhoods'),
  notFound('/no-such-page', 'Page Not Found'),
  notFound('/services/no-such-service', 'Service Not Found'),
  notFound('/gallery/no-such-project', 'Project Not Found'),
];
