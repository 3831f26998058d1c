// English: the site's frame (skip link, header, phone menu, footer, action
// bar) and the shared components every page shows. The header's labels are
// the product's wording, capitals included.
export default {
  skipLink: 'Skip to main content',
  /** The logo, a link to the home page. */
  logoLabel: (businessName: string) => `${businessName}, home`,
  nav: {
    label: 'Main',
    links: { home: 'HOME', services: 'SERVICES', gallery: 'GALLERY', blog: 'BLOG', contact: 'CONTACT' },
  },
  requestQuote: 'Request Quote',
  openMenu: 'Open menu',
  footer: {
    blurb:
      "Terrazzo installation, precast fabrication and restoration for homes and commercial buildings across New York City's five boroughs and Long Island.",
    company: 'Company',
    companyLinks: {
      about: 'About Us',
      services: 'Services',
      gallery: 'Portfolio',
      process: 'Our Process',
      warranty: 'Warranty & Care',
      contact: 'Get Quote',
    },
    services: 'Services',
    boroughs: 'Boroughs',
    /** A borough's link: "Queens (40 areas)". */
    boroughAreas: (borough: string, count: number) => `${borough} (${count} areas)`,
    popularAreas: 'Popular Areas',
    /** Around "2024 Five Borough Terrazzo". */
    copyright: { before: '© ', after: '. All rights reserved.' },
    legalLinks: { privacy: 'Privacy Policy', terms: 'Terms of Service', sitemap: 'Site Map' },
  },
  actionBar: {
    label: 'Call or request an estimate',
    callLabel: (phone: string) => `Call ${phone}`,
    /** Beside the number, on phones too narrow for it. */
    call: 'Call',
    estimate: 'Get Free Estimate',
  },
  breadcrumb: 'Breadcrumb',
  /** The loading state of a data page (wording fixed by the product); pages give their own line. */
  loading: { title: 'Loading...', text: 'Preparing the page...' },
  callToAction: {
    title: 'Ready to Start Your Terrazzo Project?',
    text: "Tell us about your space. We'll contact you within 24 hours with a detailed estimate.",
    estimate: 'Get Free Estimate',
    /** Before the phone number: "Call (718) …". */
    call: 'Call',
  },
  heroFacts: {
    label: 'At a glance',
    years: 'Years of terrazzo craft',
    projects: 'Projects completed',
    warranty: 'Year warranty',
    /** Before the phone number. */
    desk: 'Estimating desk: ',
  },
};
