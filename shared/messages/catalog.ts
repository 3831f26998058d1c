// The type of a language's catalog: the English one's shape. English is written
// first, in shared/messages/en/ (one file per page or part of the site, so each
// lands in the chunk that uses it); every other language has the same keys,
// checked by the compiler.
import type site from './en/site';
import type heads from './en/heads';
import type home from './en/home';
import type services from './en/services';
import type serviceDetail from './en/service-detail';
import type serviceLocation from './en/service-location';
import type about from './en/about';
import type process from './en/process';
import type warranty from './en/warranty';
import type contact from './en/contact';
import type contactForm from './en/contact-form';
import type contactConfirmation from './en/contact-confirmation';
import type estimate from './en/estimate';
import type privacy from './en/privacy';
import type terms from './en/terms';
import type legal from './en/legal';
import type notFound from './en/not-found';
import type projectCard from './en/project-card';
import type processSteps from './en/process-steps';
import type serviceCard from './en/service-card';
import type proofStrip from './en/proof-strip';
import type toasts from './en/toasts';
import type mobileMenu from './en/mobile-menu';

export interface Catalog {
  site: typeof site;
  heads: typeof heads;
  home: typeof home;
  services: typeof services;
  serviceDetail: typeof serviceDetail;
  serviceLocation: typeof serviceLocation;
  about: typeof about;
  process: typeof process;
  warranty: typeof warranty;
  contact: typeof contact;
  contactForm: typeof contactForm;
  contactConfirmation: typeof contactConfirmation;
  estimate: typeof estimate;
  privacy: typeof privacy;
  terms: typeof terms;
  legal: typeof legal;
  notFound: typeof notFound;
  projectCard: typeof projectCard;
  processSteps: typeof processSteps;
  serviceCard: typeof serviceCard;
  proofStrip: typeof proofStrip;
  toasts: typeof toasts;
  mobileMenu: typeof mobileMenu;
}

export type Namespace = keyof Catalog;
