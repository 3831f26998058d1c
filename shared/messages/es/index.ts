// The Spanish catalog, whole: one chunk, loaded only by Spanish pages (the
// server imports it at start).
import type { Catalog } from '../catalog';
import site from './site';
import heads from './heads';
import home from './home';
import services from './services';
import serviceDetail from './service-detail';
import serviceLocation from './service-location';
import about from './about';
import process from './process';
import warranty from './warranty';
import contact from './contact';
import contactForm from './contact-form';
import contactConfirmation from './contact-confirmation';
import estimate from './estimate';
import privacy from './privacy';
import terms from './terms';
import legal from './legal';
import notFound from './not-found';
import projectCard from './project-card';
import processSteps from './process-steps';
import serviceCard from './service-card';
import proofStrip from './proof-strip';
import toasts from './toasts';
import mobileMenu from './mobile-menu';

export const spanish: Catalog = {
  site,
  heads,
  home,
  services,
  serviceDetail,
  serviceLocation,
  about,
  process,
  warranty,
  contact,
  contactForm,
  contactConfirmation,
  estimate,
  privacy,
  terms,
  legal,
  notFound,
  projectCard,
  processSteps,
  serviceCard,
  proofStrip,
  toasts,
  mobileMenu,
};
