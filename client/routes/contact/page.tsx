import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ContactForm, type SentRequest } from '../../components/contact-form';
import { LazyEstimateFields } from '../../components/estimate/lazy-estimate-fields';
import { Toaster } from '../../components/toaster';
import contact from '../../../shared/messages/en/contact';
import {
  ClockIcon,
  ContactActions,
  EmailLink,
  ESTIMATE_FORM_ID,
  MailIcon,
  OpeningHours,
  PageHero,
  PhoneIcon,
  PinIcon,
  useBusiness,
  useMessages,
  useRouteHead,
  useServerForm,
} from '../../components/ui';

/** Loaded when a request has been sent (or the page says it was): most visits never need it. */
const ContactConfirmation = lazy(() => import('../../components/contact-confirmation'));

export default function ContactPage() {
  const business = useBusiness();
  const t = useMessages('contact', contact);
  const { breadcrumb } = useRouteHead();
  const { token: serverToken } = useServerForm();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  // Sent from this page with JavaScript (`sentHere`), or landed on after a form without it
  // (?sent=1, or ?sent=photos when some of its photos could not be kept).
  const [sentHere, setSentHere] = useState<SentRequest>();
  const sentParam = searchParams.get('sent');
  const sent = sentHere !== undefined || sentParam === '1' || sentParam === 'photos';
  return (
    <Toaster>
      <PageHero
        className="contact-hero"
        breadcrumb={breadcrumb}
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        lead={t.hero.lead}
        actions={<ContactActions estimateHref={`#${ESTIMATE_FORM_ID}`} />}
      />
      <section className="section contact-section">
        <div className="container contact-layout">
          {sent ?
            <Suspense fallback={null}>
              <ContactConfirmation
                request={sentHere}
                photosNotKept={sentHere === undefined && sentParam === 'photos'}
                onWriteAgain={() => setSentHere(undefined)}
              />
            </Suspense>
          : <div className="contact-form-slot" id={ESTIMATE_FORM_ID}>
              {/* A page rendered for one visitor carries its token: its form works without JavaScript as it is. */}
              <ContactForm
                className={serverToken ? 'contact-form card' : 'contact-form card needs-script'}
                onSent={setSentHere}
                estimateFields={LazyEstimateFields}
              />
              {!serverToken && (
                <noscript>
                  {/* The form page of this contact page, in its language (/contact/form, /es/contacto/form). */}
                  <iframe src={`${pathname}/form`} title={t.formFrameTitle} className="contact-form-frame" />
                </noscript>
              )}
            </div>
          }
          <aside className="contact-aside">
            <div className="side-card phone-card">
              <h2>{t.talk.title}</h2>
              <p>{t.talk.text}</p>
              <a href={business.phone.tel} className="phone-big">
                <PhoneIcon width={26} height={26} /> {business.phone.display}
              </a>
              <ul className="contact-list">
                <li>
                  <MailIcon />
                  <EmailLink email={business.email} />
                </li>
                <li>
                  <ClockIcon />
                  <OpeningHours />
                </li>
                <li>
                  <PinIcon />
                  <span>
                    {business.address.street}, {business.address.locality}, {business.address.region} {business.address.postalCode}
                  </span>
                </li>
              </ul>
            </div>
            <div className="side-card">
              <h2>{t.serviceArea}</h2>
              <ul className="tag-list">
                {business.areasServed.map((area) => (
                  <li key={area}>{area}</li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </section>
    </Toaster>
  );
}
