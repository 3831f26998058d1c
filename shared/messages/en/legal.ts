// English: what every legal page says around its text (client/components/legal-page.tsx).
export default {
  lastUpdated: (date: string) => `Last updated ${date}`,
  /** Shown only on a translation of the page, linking to this original; what a translation says of itself. */
  translation: {
    before: 'This page is a translation. If it differs from the ',
    link: 'English original',
    after: ', the original governs.',
  },
};
