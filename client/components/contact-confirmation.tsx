import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { ACCESS_NEEDS, ESTIMATE_FIELDS, labelOf, WORK_KINDS, type AccessNeed, type WorkKind } from '../../shared/estimate-fields';
import { estimateJob, rangeSentence } from '../../shared/estimate-text';
import { referenceOf } from '../../shared/lead-reference';
import { visitWindows } from '../../shared/visit-windows';
import { listQuery } from '../data/queries';
import type { OtherFields, SentRequest } from './contact-form';
import type { ChosenPhoto } from './estimate/estimate-bridge';
import { EmailLink, ESTIMATE_FORM_ID, Link, useBusiness } from './ui';

/**
 * What the visitor sees in the form's place once a request is stored, until
 * they choose to write again. Sent with JavaScript, the toast has said it was
 * sent and when we answer; this says the rest, each thing once: thanks by
 * name, the reference to quote on the phone, what we have (the photos from
 * the visitor's own device), and what happens next. Focus moves here, so a
 * screen reader announces it. Landed on after the form without JavaScript
 * (no toast), the page is the same for everyone: it says what the toast
 * would have, and what happens next.
 */
export default function ContactConfirmation({
  request,
  photosNotKept = false,
  onWriteAgain,
}: {
  /** The request sent from this page; none after the form without JavaScript. */
  request?: SentRequest;
  /** Without JavaScript: the server could not keep some of the photos (`?sent=photos`). */
  photosNotKept?: boolean;
  onWriteAgain: () => void;
}) {
  const business = useBusiness();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!request) return;
    // Its heading comes into view (focus alone leaves a panel that is partly on screen where it is).
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: 'start' });
  }, [request]);
  const name = request?.fields.name.trim();
  const notKept = request?.photosNotKept ?? [];
  const estimate = request && sentEstimate(request.estimate);
  return (
    <section ref={panel} id={ESTIMATE_FORM_ID} className="contact-confirmation card" tabIndex={-1} aria-labelledby="confirmation-title">
      <p className="eyebrow">Request received</p>
      {request ?
        <h2 id="confirmation-title">{name ? `Thank you, ${name}.` : 'Thank you.'}</h2>
      : <>
          {/* Landed on after the form without JavaScript, where no toast said it: the panel says it, once. */}
          <h2 id="confirmation-title">Message Sent Successfully!</h2>
          <p className="lead">We'll contact you within 24 hours with a detailed estimate.</p>
        </>
      }
      {request?.id && (
        <p className="confirmation-reference">
          <span className="confirmation-reference-label">Your reference</span>
          <strong>{referenceOf(request.id)}</strong>
          <span>Quote it when you call, and we have your request in front of us.</span>
        </p>
      )}
      {request && <Recap request={request} />}
      {(photosNotKept || notKept.length > 0) && (
        <div className="confirmation-photos-note" role="note">
          <p>
            {notKept.length > 0 ?
              `${notKept.length === 1 ? 'One photo was' : `${notKept.length} photos were`} not sent with your request:`
            : 'Some of your photos could not be kept with your request.'}
          </p>
          {notKept.length > 0 && (
            <ul>
              {notKept.map((photo, index) => (
                <li key={index}>
                  <strong>{photo.name}</strong>: {photo.message ?? 'it did not upload.'}
                </li>
              ))}
            </ul>
          )}
          <p>
            Please e-mail {notKept.length === 1 ? 'it' : 'them'} to <EmailLink email={business.email} />
            {request?.id ? `, with your reference ${referenceOf(request.id)}` : ', with your name'}.
          </p>
        </div>
      )}
      <h3>What happens next</h3>
      <ol className="confirmation-steps">
        {request && (request.photos.length > 0 || estimate?.areaSqFt) && (
          <li>We look at what you sent{request.photos.length > 0 ? ', photos first,' : ''} to see what the floor needs.</li>
        )}
        <li>
          We call you{request?.fields.phone ? ` at ${request.fields.phone}` : ''} to go through it and to agree a day for a visit
          {estimate && estimate.visitWindows.length > 0 ? ', at one of the times you chose' : ''}. The visit, to measure and test the floor,
          is free.
        </li>
        <li>You get a written estimate: scope, schedule and price. You decide, with no obligation.</li>
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

/** What the request carried, as the visitor gave it. */
function Recap({ request }: { request: SentRequest }) {
  const business = useBusiness();
  const { data: prices = [] } = useQuery(listQuery('prices'));
  const { fields } = request;
  const { areaSqFt, work, visitWindows: chosenWindows, access } = sentEstimate(request.estimate);
  const service = business.navigation.contactForm.find((option) => option.value === fields.service)?.label;
  const job = estimateJob(prices, { area: areaSqFt, work, service: fields.service });
  const windows = visitWindows(business.hours);
  const rows: [string, ReactNode][] = [];
  if (service) rows.push(['Service', service]);
  if (fields.location.trim()) rows.push(['Location', fields.location.trim()]);
  if (job.kind === 'range') {
    const { lead, figure, tail } = rangeSentence(job.price, job.sqFt, job.range);
    rows.push([
      'Size and usual range',
      <>
        {lead}
        <strong>{figure}</strong>
        {tail}
      </>,
    ]);
  } else if (areaSqFt) rows.push(['Size', `About ${areaSqFt} sq ft`]);
  if (work) rows.push(['Work', labelOf(WORK_KINDS, work)]);
  if (chosenWindows.length > 0) rows.push(['Times to visit', chosenWindows.map((value) => labelOf(windows, value)).join('; ')]);
  if (access.length > 0) rows.push(['Access to arrange', access.map((value) => labelOf(ACCESS_NEEDS, value)).join('; ')]);
  if (request.photos.length > 0)
    rows.push([request.photos.length === 1 ? 'Photo' : `${request.photos.length} photos`, <Thumbs photos={request.photos} />]);
  if (rows.length === 0) return null;
  return (
    <>
      <h3>What you sent us</h3>
      <dl className="confirmation-recap">
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The estimate's fields as sent, read by their names; values the form does not offer are left out. */
function sentEstimate(sent: OtherFields): { areaSqFt: string; work?: WorkKind; visitWindows: string[]; access: AccessNeed[] } {
  const list = (name: string) => [sent[name] ?? []].flat();
  const [area = ''] = list(ESTIMATE_FIELDS.areaSqFt);
  const [work] = list(ESTIMATE_FIELDS.work);
  return {
    areaSqFt: area,
    work: WORK_KINDS.find((kind) => kind.value === work)?.value,
    visitWindows: list(ESTIMATE_FIELDS.visitWindows),
    access: ACCESS_NEEDS.filter((need) => list(ESTIMATE_FIELDS.access).includes(need.value)).map((need) => need.value),
  };
}

function Thumbs({ photos }: { photos: ChosenPhoto[] }) {
  return (
    <ul className="confirmation-thumbs">
      {photos.map((photo, index) => (
        <li key={index}>
          {photo.thumb ?
            <img src={photo.thumb} alt={photo.name} width={72} height={72} />
          : <span className="confirmation-thumb-none">{photo.name}</span>}
        </li>
      ))}
    </ul>
  );
}
