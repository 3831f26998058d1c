// English: the services page (client/routes/services/page.tsx).
export default {
  loading: 'Preparing our services...',
  hero: {
    eyebrow: 'What we do',
    title: 'Terrazzo Services',
    lead: 'Installation, precast fabrication, restoration and design, for commercial buildings and private homes.',
  },
  figures: {
    services: 'Services',
    neighborhoods: 'Neighborhoods',
    projects: 'Projects',
    warranty: 'Warranty',
    warrantyYears: (years: string) => `${years} yrs`,
  },
  /** Around the service's price: "Starting at <strong>$19</strong> per sq ft". */
  price: { before: 'Starting at ', after: ' per sq ft' },
  included: "What's Included",
  /** The buttons, each followed by the service's name for screen readers (" about Terrazzo Restoration"). */
  learnMore: { label: 'LEARN MORE', hidden: ' about ' },
  getQuote: { label: 'GET QUOTE', hidden: ' for ' },
  steps: {
    title: 'How a project runs',
    items: [
      { title: 'Consultation', text: 'A site visit to measure, test the slab and talk through use, budget and schedule.' },
      { title: 'Design', text: 'Sample boards, color matching and shop drawings for strips, borders and inlays.' },
      { title: 'Fabrication', text: 'Precast pieces cast, cured and ground in our shop while the site is prepared.' },
      { title: 'Installation', text: 'Pour, grind, grout, polish and seal, with a walkthrough before we hand over.' },
    ],
  },
};
