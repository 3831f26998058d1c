/** A query string of the given parameters in name order ('' when none): one spelling per set of parameters, for cache keys. */
export function sortedSearch(params: Iterable<[string, string]>): string {
  const sorted = [...params].sort(([a], [b]) => a.localeCompare(b));
  return sorted.length > 0 ? `?${new URLSearchParams(sorted).toString()}` : '';
}
