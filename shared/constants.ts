// Values the product fixes, free of any library so the client bundle stays small.

export const BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island', 'Long Island'] as const;
export type Borough = (typeof BOROUGHS)[number];

/** The blog's five categories are fixed; their slugs are the lowercased names. */
export const BLOG_CATEGORIES = ['Installation', 'Maintenance', 'Design', 'Costs', 'Comparisons'] as const;

/** Where the browser keeps the visit's source for the tab's session (client/visit-source.ts). */
export const VISIT_STORAGE_KEY = 'fbt-visit';
/** How many of a visit's last pages it keeps, and sends with a lead. */
export const VISIT_PAGES_KEPT = 30;

/** The longest utm value a traffic event keeps, in characters (longer ones are cut by the browser). */
export const TRAFFIC_UTM_MAX_LENGTH = 100;

/**
 * Where the browser sends page views and phone taps (server/traffic/traffic-route.ts).
 * The one name that is not "traffic": a URL is a contract with every cached
 * page, and this word is on no blocking list (decision records 0020, 0024).
 */
export const TRAFFIC_BEACON_PATH = '/api/footfall';
