// Borough names in running text, as a US copy editor writes them (AP style).

/**
 * The possessive of a borough's name: "Brooklyn's", "Staten Island's";
 * "Queens'" (a name ending in s takes the apostrophe alone); "the Bronx's"
 * (the Bronx keeps its article in a sentence).
 */
export function boroughPossessive(borough: string): string {
  const name = borough === 'Bronx' ? 'the Bronx' : borough;
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}
