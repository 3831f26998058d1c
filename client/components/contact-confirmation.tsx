import { useEffect, useRef } from 'react';
import { ESTIMATE_FORM_ID, Link, useBusiness } from './ui';

/**
 * What the visitor sees in the form's place once a request is stored, until
 * they choose to write again: what happens next, and the phone for anything
 * urgent. Focus moves here after a send, so a screen reader announces it.
 */
export default function ContactConfirmation({ takeFocus, onWriteAgain }: { takeFocus: boolean; onWriteAgain: () => void }) {
  const business = useBusiness();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  return (
    <section ref={panel} id={ESTIMATE_FORM_ID} className="contact-confirmation card" tabIndex={-1} aria-labelledby="confirmation-title">
      <p className="eyebrow">Request received</p>
      <h2 id="confirmation-title">Message Sent Successfully!</h2>
      <p className="lead">We'll contact you within 24 hours with a detailed estimate.</p>
      <h3>What happens next</h3>
      <ol className="confirmation-steps">
        <li>Within 24 hours we contact you with a detailed estimate, or with the few questions we need answered to price the work.</li>
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
