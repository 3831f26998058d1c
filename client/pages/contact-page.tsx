import { ContactForm } from '../components/contact-form';
import { Toaster } from '../components/toaster';
import { useServerForm } from '../server-form';
import { ClockIcon, MailIcon, PageHero, PhoneIcon, PinIcon, useBusiness, useRouteHead } from '../components/ui';

export default function ContactPage() {
  const business = useBusiness();
  const { breadcrumb } = useRouteHead();
  const { token: serverToken } = useServerForm();
  return (
    <Toaster>
      <PageHero
        breadcrumb={breadcrumb}
        eyebrow="Free estimates"
        title="Request a Free Estimate"
        lead="Tell us about your floor, stair or restoration. We reply within 24 hours with next steps and a site-visit time."
      />
      <section className="section">
        <div className="container contact-layout">
          <div>
            {/* A page rendered for one visitor carries its token: the form works without JavaScript as it is. */}
            <ContactForm className={serverToken ? 'contact-form card' : 'contact-form card needs-script'} />
            {!serverToken && (
              <noscript>
                <iframe src="/contact/form" title="Estimate request form" className="contact-form-frame" />
              </noscript>
            )}
          </div>
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
