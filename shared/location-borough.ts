// The borough a visitor's location names, for the business to triage a
// request at a glance ("Brooklyn" in the e-mail's subject). The location is
// free text ("Park Slope", "123 W 45th St, NY 10036", "Sunnyside, Queens"),
// so it is read in this order: a borough named outright (not a street named
// after one: "Manhattan Ave" is in Greenpoint), then a ZIP code, then the
// neighborhoods the site has pages for, longest name first ("Long Island
// City" is in Queens, "Manhattan Beach" in Brooklyn). A location that names
// two boroughs, or a neighborhood that two boroughs have (Sunnyside), gives
// none: a wrong borough is worse than none.
import type { Borough } from './constants';

/** A neighborhood and its borough (the content's neighborhood pages). */
export interface Place {
  name: string;
  borough: Borough;
}

/** What a visitor writes for a borough: its name, and a few other words for it. */
const BOROUGH_WORDS: Record<string, Borough> = {
  manhattan: 'Manhattan',
  brooklyn: 'Brooklyn',
  bklyn: 'Brooklyn',
  queens: 'Queens',
  bronx: 'Bronx',
  'staten island': 'Staten Island',
  'long island': 'Long Island',
  nassau: 'Long Island',
  suffolk: 'Long Island',
};

/** Neighborhoods as New Yorkers shorten them, beside the content's full names. */
const PLACE_WORDS: readonly Place[] = [
  { name: 'Bed-Stuy', borough: 'Brooklyn' },
  { name: 'LIC', borough: 'Queens' },
  { name: 'UES', borough: 'Manhattan' },
  { name: 'UWS', borough: 'Manhattan' },
  { name: 'FiDi', borough: 'Manhattan' },
];

/** A borough's name followed by one of these is a street or a road ("Queens Blvd", "Long Island Expressway"), not the borough. */
const STREET_WORDS = new Set(
  'ave avenue st street blvd boulevard rd road pkwy parkway expy expressway hwy highway pl place ln lane dr drive ter terrace br bridge tpke turnpike'.split(
    ' ',
  ),
);

/**
 * The boroughs of ZIP codes by their first three digits (USPS). 110 is
 * Nassau County but for two ZIP codes of Queens.
 */
const ZIP_PREFIXES: Record<string, Borough> = {
  '100': 'Manhattan',
  '101': 'Manhattan',
  '102': 'Manhattan',
  '103': 'Staten Island',
  '104': 'Bronx',
  '110': 'Long Island',
  '111': 'Queens',
  '112': 'Brooklyn',
  '113': 'Queens',
  '114': 'Queens',
  '115': 'Long Island',
  '116': 'Queens',
  '117': 'Long Island',
  '119': 'Long Island',
};
const QUEENS_ZIPS_IN_110 = new Set(['11004', '11005']);

/** Lowercase words without accents or punctuation: "Hell’s Kitchen" → "hells kitchen", "St. Albans" → "st albans". */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word === 'saint' ? 'st' : word));
}

/** The borough of the last ZIP code in `text`. */
function zipBorough(text: string): Borough | undefined {
  const zip = [...text.matchAll(/(?<!\d)(\d{5})(?:-\d{4})?(?!\d)/g)].at(-1)?.[1];
  if (!zip) return undefined;
  if (QUEENS_ZIPS_IN_110.has(zip)) return 'Queens';
  return ZIP_PREFIXES[zip.slice(0, 3)];
}

/** The one borough every set names, if there is exactly one. */
function onlyOne(sets: readonly ReadonlySet<Borough>[]): Borough | undefined {
  if (sets.length === 0) return undefined;
  const common = [...sets[0]!].filter((borough) => sets.every((set) => set.has(borough)));
  return common.length === 1 ? common[0] : undefined;
}

/**
 * A function that reads the borough from a location, over `places` (made
 * once per content version: it indexes every name).
 */
export function boroughReader(places: readonly Place[]): (location: string) => Borough | undefined {
  const byName = new Map<string, Set<Borough>>();
  for (const { name, borough } of [...places, ...PLACE_WORDS]) {
    const key = words(name).join(' ');
    if (key) byName.set(key, (byName.get(key) ?? new Set()).add(borough));
  }
  for (const phrase of Object.keys(BOROUGH_WORDS)) byName.set(phrase, byName.get(phrase) ?? new Set());
  const longest = Math.max(1, ...[...byName.keys()].map((key) => key.split(' ').length));

  return (location) => {
    const tokens = words(location);
    const named = new Set<Borough>();
    const neighborhoods: Set<Borough>[] = [];
    for (let i = 0; i < tokens.length;) {
      let length = Math.min(longest, tokens.length - i);
      for (; length > 0; length--) {
        const phrase = tokens.slice(i, i + length).join(' ');
        const boroughs = byName.get(phrase);
        if (!boroughs) continue;
        const borough = BOROUGH_WORDS[phrase];
        if (borough && !STREET_WORDS.has(tokens[i + length] ?? '')) named.add(borough);
        if (boroughs.size > 0) neighborhoods.push(boroughs);
        break;
      }
      i += Math.max(1, length);
    }
    if (named.size > 0) return named.size === 1 ? [...named][0] : undefined;
    return zipBorough(location) ?? onlyOne(neighborhoods);
  };
}
