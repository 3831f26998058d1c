import type { BusinessProfile } from '../../shared/api-types';
import { escapeHtml } from '../../shared/escape-html';
import { LOCALES, type Language } from '../../shared/language';

/** The error page's words: server-only, so they stay beside it rather than in the browser's catalog. */
const WORDS: Record<Language, { title: string; heading: string; again: string; call: string; home: string; homePath: string }> = {
  en: {
    title: 'Something went wrong',
    heading: 'Sorry, this page could not be shown',
    again: 'Please try again in a moment.',
    call: 'Please try again in a moment, or call us at',
    home: 'Go to the home page',
    homePath: '/',
  },
  es: {
    title: 'Algo salió mal',
    heading: 'Lo sentimos, no pudimos mostrar esta página',
    again: 'Vuelva a intentarlo en un momento.',
    call: 'Vuelva a intentarlo en un momento o llámenos al',
    home: 'Ir a la página de inicio',
    homePath: '/es',
  },
};

/** The page a visitor sees when rendering fails, in the language of the page asked for: plain HTML, no React, no script. */
export function errorPageHtml(business: BusinessProfile | undefined, language: Language = 'en'): string {
  const words = WORDS[language];
  const call =
    business ?
      `<p>${words.call} <a href="${escapeHtml(business.phone.tel)}">${escapeHtml(business.phone.display)}</a>.</p>`
    : `<p>${words.again}</p>`;
  return `<!DOCTYPE html><html lang="${LOCALES[language].htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${words.title}</title></head><body><h1>${words.heading}</h1>${call}<p><a href="${words.homePath}">${words.home}</a></p></body></html>`;
}
