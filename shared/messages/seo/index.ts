import type { Language } from '../../language';
import english, { type SeoMessages } from './en';
import spanish from './es';

/** The server-only head texts in `language` (route modules read them in SERVER blocks only). */
export const seoIn = (language: Language): SeoMessages => (language === 'es' ? spanish : english);
