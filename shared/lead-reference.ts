// The short reference a visitor can quote on the phone ("6C1E-0F3A"): the
// first 8 hex digits of the request's id, so it is never stored twice and
// the answer to a request stays the receipt it always was. The leads
// command finds a request by it.
export function referenceOf(id: string): string {
  const hex = id
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4)}`;
}

/** True when `text` is a reference ("6c1e-0f3a", "6C1E0F3A") and `id`'s. */
export const isReferenceOf = (text: string, id: string) =>
  /^[0-9a-f]{4}-?[0-9a-f]{4}$/i.test(text.trim()) && referenceOf(id) === referenceOf(text.trim());
