// What only the server writes of a page's head: descriptions and link-preview
// card labels (route modules use these in their SERVER blocks, so neither
// language's descriptions reach the browser), and the words the content
// layer writes into what it serves.
import type { BusinessProfile } from '../../api-types';
import type { ClientType, CreditRole, DividerStrip } from '../../content-schema';
import { capitalized } from '../../text';

type Business = Pick<BusinessProfile, 'name' | 'phone' | 'claims'>;

export interface SeoMessages {
  home: { cardLabel: string; cardTitle: string; description: (business: Business) => string };
  services: { cardLabel: string; description: (business: Business) => string };
  serviceDetail: { cardLabel: string; notFound: string };
  gallery: { cardLabel: string; description: (business: Business) => string };
  project: {
    cardLabel: (location: string) => string;
    description: (project: { serviceType: string; location: string; title: string }, business: Business) => string;
    notFound: string;
  };
  serviceLocation: { cardLabel: (area: string) => string; notFound: string };
  about: { cardLabel: string; cardTitle: (business: Business) => string; description: (business: Business) => string };
  process: { cardLabel: string; description: string };
  warranty: { cardLabel: string; description: (business: Business) => string };
  contact: { cardLabel: string; description: (business: Business) => string };
  legal: { cardLabel: string };
  privacy: { description: (business: Business) => string };
  terms: { description: (business: Business) => string };
  notFound: { description: string };
  /** A sample's alternative text: "Close-up of grey chips" → "Sample of the project's mix: close-up of grey chips". */
  sampleAlt: (alt: string) => string;
  /** A project's facts from the content's lists, as its page shows them. */
  projectFacts: {
    strips: (metals: DividerStrip[]) => string;
    clientTypes: Record<ClientType, string>;
    creditRoles: Record<CreditRole, string>;
  };
}

const seo: SeoMessages = {
  home: {
    cardLabel: 'New York City & Long Island',
    cardTitle: 'Terrazzo floors crafted to outlast the building',
    description: (business) =>
      `Custom terrazzo installation, precast fabrication and restoration across the five boroughs and Long Island. ${business.claims.yearsExperience} years, ${business.claims.projects} projects. Free estimates.`,
  },
  services: {
    cardLabel: 'What we do',
    description: (business) =>
      `Six terrazzo services for homes and commercial buildings in ${business.claims.neighborhoodsServicesPage} NYC and Long Island neighborhoods, from ${business.claims.startingPrice}.`,
  },
  serviceDetail: { cardLabel: 'Terrazzo service', notFound: "The terrazzo service you're looking for doesn't exist." },
  gallery: {
    cardLabel: 'Portfolio',
    description: (business) =>
      `Terrazzo floors, stairs and restorations from ${business.claims.projects} projects in schools, restaurants, lobbies and homes across New York City and Long Island.`,
  },
  project: {
    cardLabel: (location) => `${location} · Project`,
    // A search result's line, whatever the length of the project's own text.
    description: (project, business) =>
      `${project.serviceType} by ${business.name} in ${project.location}: ${project.title.toLowerCase()}. Photos and project facts.`,
    notFound: "The project you're looking for isn't in our gallery.",
  },
  serviceLocation: {
    cardLabel: (area) => `${area} · Terrazzo service`,
    notFound: "The service location page you're looking for doesn't exist.",
  },
  about: {
    cardLabel: 'Our story',
    cardTitle: (business) => `About ${business.name}`,
    description: (business) =>
      `${business.name}: ${business.claims.yearsExperience} years of terrazzo craftsmanship in ${business.claims.boroughs} boroughs and ${business.claims.neighborhoods} neighborhoods of New York and Long Island.`,
  },
  process: {
    cardLabel: 'How we work',
    description:
      'From site visit to final polish: the six steps of a terrazzo project, how long each takes, and the quality checks at every stage.',
  },
  warranty: {
    cardLabel: 'Warranty & care',
    description: (business) =>
      `What our ${business.claims.warrantyYears} year terrazzo warranty covers, how to care for your floor, and the service commitments behind it.`,
  },
  contact: {
    cardLabel: 'Free estimates',
    description: (business) =>
      `Tell us about your terrazzo project or call ${business.phone.display}. We answer within 24 hours across NYC's five boroughs and Long Island.`,
  },
  legal: { cardLabel: 'Legal' },
  privacy: {
    description: (business) =>
      `How ${business.name} collects, uses and protects the information you send through this website. Last updated January 2024.`,
  },
  terms: {
    description: (business) =>
      `The terms for estimates, deposits, payment and warranty work with ${business.name}. Last updated January 2024.`,
  },
  notFound: {
    description: "The page you're looking for doesn't exist. Find our terrazzo services, gallery and contact details here.",
  },
  sampleAlt: (alt) => `Sample of the project's mix: ${alt.charAt(0).toLowerCase()}${alt.slice(1)}`,
  projectFacts: {
    strips: (metals) => {
      const names = { brass: 'brass', zinc: 'zinc', aluminum: 'aluminum', 'white-metal': 'white metal', plastic: 'plastic' };
      return capitalized(new Intl.ListFormat('en-US').format(metals.map((metal) => names[metal])));
    },
    clientTypes: {
      home: 'A private home',
      'residential-building': 'An apartment building',
      office: 'An office',
      retail: 'A store',
      hospitality: 'A restaurant or hotel',
      education: 'A school or university',
      healthcare: 'A hospital or clinic',
      transportation: 'An airport or transit station',
      public: 'A public building',
      worship: 'A house of worship',
    },
    creditRoles: { architect: 'Architect', designer: 'Interior designer', 'general-contractor': 'General contractor' },
  },
};

export default seo;
