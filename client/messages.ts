// The words of the page, in its language. Each part of the site imports its
// English messages (shared/messages/en/), so English lands in the chunk that
// shows it; the Spanish catalog is one chunk that Spanish pages load before
// they render (the server registers it at start, the browser before
// hydrating). Decision record 0034.
import type { Language } from '../shared/language';
import type { Catalog, Namespace } from '../shared/messages/catalog';
import { useLanguage } from './current-route';

let spanish: Catalog | undefined;

export function registerSpanish(catalog: Catalog): void {
  spanish = catalog;
}

/** Loads the Spanish catalog (its own chunk) and registers it. */
export async function loadSpanish(): Promise<void> {
  registerSpanish((await import('../shared/messages/es')).spanish);
}

/** A part of the catalog in `language`: `english` itself, or the same part of the Spanish catalog. */
export function messagesIn<N extends Namespace>(language: Language, namespace: N, english: Catalog[N]): Catalog[N] {
  if (language === 'en') return english;
  if (!spanish) throw new Error('The Spanish catalog was not loaded before a Spanish page rendered.');
  return spanish[namespace];
}

/** A part of the catalog in the current page's language: `const t = useMessages('home', home)`. */
export function useMessages<N extends Namespace>(namespace: N, english: Catalog[N]): Catalog[N] {
  return messagesIn(useLanguage(), namespace, english);
}
