import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ContactForm } from '../components/contact-form';
import { Toaster } from '../components/toaster';
import { useServerForm } from '../server-form';
import { ClockIcon, Link, MailIcon, PageHero, PhoneIcon, PinIcon, useBusiness, useRouteHead } from '../components/ui';

export default function ContactPage() {
  const business = useBusiness();
  const { breadcrumb } = useRouteHead();
  const { token: serverToken } = useServerForm();
  const [searchParams] = useSearchParams();
  // Sent from this page with JavaScript (`sentHere`), or landed on after a form without it (?sent=1).
  const [sentHere, setSentHere] = useState(false);
  const sent = sentHere || searchParams.get('sent') === '1';
  return (
    <Toaster>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow="Free estimates"
        title="Request a Free Estimate"
        lead="Tell us about your floor, stair or restoration. We'll contact you within 24 hours with a detailed estimate."
      />
      <section className="section">
        <div className="container contact-layout">
          {sent ?
            <ContactConfirmation takeFocus={sentHere} onWriteAgain={() => setSentHere(false)} />
          : <div className="contact-form-slot">
              {/* A page rendered for one visitor carries its token: its form works without JavaScript as it is. */}
              <ContactForm
                className={serverToken ? 'contact-form card' : 'contact-form card needs-script'}
                onSent={() => setSentHere(true)}
              />
              {!serverToken && (
                <noscript>
                  <iframe src="/contact/form" title="Estimate request form" className="contact-form-frame" />
                </noscript>
              )}
            </div>
          }
          <aside className="contact-aside">
            <div className="side-card phone-card">
              <h2>Prefer to talk?</h2>
              <p>Call the estimating desk. We pick up during business hours and call back the same day.</p>
              <a href={business.phone.tel} className="phone-big">
                <PhoneIcon width={26} height={26} /> {business.phone.display}
              </a>
              <ul className="contact-list">
                <li>
                  <MailIcon />
                  <a href={`mailto:${business.email}`}>{business.email}</a>
                </li>
                <li>
                  <ClockIcon />
                  <span>{business.hours.map((h) => h.label).join(' · ')}</span>
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
              <h2>Service area</h2>
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

/**
 * What the visitor sees in the form's place once a request is stored, until
 * they choose to write again: what happens next, and the phone for anything
 * urgent. Focus moves here after a send, so a screen reader announces it.
 */
function ContactConfirmation({ takeFocus, onWriteAgain }: { takeFocus: boolean; onWriteAgain: () => void }) {
  const business = useBusiness();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  return (
    <section ref={panel} className="contact-confirmation card" tabIndex={-1} aria-labelledby="confirmation-title">
      <p className="eyebrow">Request received</p>
      <h2 id="confirmation-title">Message Sent Successfully!</h2>
      <p className="lead">We'll contact you within 24 hours with a detailed estimate.</p>
      <h3>What happens next</h3>
      <ol className="confirmation-steps">
        <li>
          Within 24 hours we call or e-mail you with a detailed estimate, or with the few questions we need answered to price the work.
        </li>
        <li>Where it helps, we visit to measure and test the floor, free of charge, at a time that suits you.</li>
        <li>You decide, with no obligation: the estimate sets out scope, schedule and price.</li>
      </ol>
      <p>
        Anything urgent? Call <a href={business.phone.tel}>{business.phone.display}</a>.
      </p>
      <Link to="/contact" className="button button-outline" onClick={onWriteAgain}>
        Send another request
      </Link>
    </section>
  );
}
