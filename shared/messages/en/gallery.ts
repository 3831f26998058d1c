// English: the gallery page.
export default {
  loading: 'Preparing our portfolio...',
  eyebrow: 'Portfolio',
  title: 'Our Terrazzo Work',
  lead: 'Floors, stairs and restorations from schools, restaurants, lobbies and homes across New York.',
  stats: { projects: 'Projects completed', boroughs: 'Boroughs', years: 'Years' },
  /** Above the cards, for screen readers (the cards' titles are h3). */
  projectsHeading: 'Projects',
  filterLabel: 'Filter projects by service',
  /** The filter buttons, by filter (shared/gallery-filters.ts). */
  filters: {
    all: 'All Projects',
    custom: 'Custom',
    precast: 'Precast',
    restoration: 'Restoration',
    commercial: 'Commercial',
    residential: 'Residential',
  },
  shown: (count: number) => `${count} ${count === 1 ? 'project' : 'projects'} shown`,
  empty: {
    title: 'No Projects Found',
    text: 'No projects match this filter yet. Try All Projects to see our full portfolio.',
    button: 'Show All Projects',
  },
  signature: {
    eyebrow: 'Featured installations',
    title: 'Signature projects',
    link: 'See the project',
    /** The two featured installations, each by its project's slug. */
    projects: {
      'airport-concourse-floor': {
        title: 'Airport terminal concourse',
        size: '50,000 sq ft',
        text: 'Epoxy terrazzo poured in phased overnight sections so gates stayed open, with waterjet-cut wayfinding bands in zinc.',
      },
      'upper-east-side-museum-floor-restoration': {
        title: 'Museum gallery restoration',
        size: 'Historic floor',
        text: 'A 1930s cementitious floor re-ground, patched with matched aggregate and sealed, keeping every original brass strip.',
      },
    },
  },
  callToAction: 'Have a project like these?',
};
