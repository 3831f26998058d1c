// English: the home page.
export default {
  hero: {
    /** After the business's slogan. */
    eyebrow: ' · NYC & Long Island',
    title: 'Terrazzo floors crafted to outlast the building.',
    /** Around the years of experience ("70+"). */
    lead: {
      before:
        'Poured-in-place and precast terrazzo for lobbies, schools, restaurants and homes across the five boroughs and Long Island, installed, restored and polished by our own crews for ',
      after: ' years.',
    },
    /** Before the phone number: "Call (718) …". */
    call: 'Call',
    quote: 'Get Free Quote',
    guides: {
      label: 'Terrazzo guides',
      intro: 'Read first:',
      /** The product links these three articles from the home page (in English only). */
      links: {
        installation: 'Installation guide & costs',
        comparison: 'Polished concrete vs. epoxy',
        care: 'Care & cleaning guide',
      },
    },
  },
  stats: {
    label: 'At a glance',
    years: 'Years of experience',
    projects: 'Projects completed',
    neighborhoods: 'Neighborhoods served',
    warranty: 'Year warranty',
  },
  services: {
    eyebrow: 'Our specialties',
    /** After the number of services. */
    title: ' terrazzo services, one accountable crew',
    lead: 'From the first sample board to the final polish, every step is done by our own people.',
    loading: 'Loading our services...',
    /** A product rule: on the home page only, the precast shop is named in Queens. */
    facility: { from: 'Brooklyn facility', to: 'Queens facility' },
  },
  planning: {
    title: 'Planning a floor, a stair or a restoration?',
    text: (startingPrice: string) =>
      `Starting at ${startingPrice} installed. We'll contact you within 24 hours with a detailed, no-obligation estimate.`,
  },
  projectTypes: {
    eyebrow: 'Project types',
    title: 'Built for the places New Yorkers use hardest',
    types: [
      { title: 'Schools', text: 'Corridors, cafeterias and gyms that take decades of foot traffic and daily wet cleaning.' },
      { title: 'Restaurants', text: 'Seamless, stain-resistant floors and bar fronts that stand up to grease and kitchen carts.' },
      { title: 'Airports', text: 'Concourse-scale epoxy terrazzo with wayfinding, logos and inlaid art in brass or zinc.' },
      { title: 'Private Homes', text: 'Kitchens, baths, entries and stairs, poured in place or precast to your design.' },
    ],
  },
  featured: {
    eyebrow: 'Featured work',
    title: 'Recent terrazzo projects',
    gallery: 'View the full gallery',
  },
  serviceArea: {
    eyebrow: 'Service area',
    title: 'Serving All of NYC',
    /** Around the number of neighborhoods. */
    text: {
      before: 'Our crews work in every borough and across Nassau and Suffolk counties, in ',
      after: ' neighborhoods from Tottenville to Great Neck. Find yours for local project notes.',
    },
    /** After a borough's number of neighborhoods. */
    neighborhoods: ' neighborhoods',
  },
  closing: 'Get your free terrazzo estimate',
};
