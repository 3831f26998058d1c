// Page titles and breadcrumb labels of the pages that have a Spanish version
// (the browser keeps the title up to date as the visitor navigates).

/** A page with fixed text: its title, and its breadcrumb label when shorter. */
interface PageTitle {
  title: string;
  crumb?: string;
}

const pages: Record<'services' | 'gallery' | 'about' | 'process' | 'warranty' | 'contact' | 'privacy' | 'terms', PageTitle> = {
  services: { title: 'Terrazzo Services: Installation, Precast & Restoration', crumb: 'Services' },
  gallery: { title: 'Terrazzo Project Gallery', crumb: 'Gallery' },
  about: { title: 'About Us' },
  process: { title: 'Our Six-Step Terrazzo Process' },
  warranty: { title: 'Terrazzo Warranty, Care & Maintenance' },
  contact: { title: 'Request a Free Terrazzo Estimate', crumb: 'Contact' },
  privacy: { title: 'Privacy Policy' },
  terms: { title: 'Terms of Service' },
};

export default {
  homeCrumb: 'Home',
  homeTitle: (business: string) => `${business}: Terrazzo Floors in NYC & Long Island`,
  pages,
  serviceNotFound: 'Service Not Found',
  projectNotFound: 'Project Not Found',
  pageNotFound: 'Page Not Found',
};
