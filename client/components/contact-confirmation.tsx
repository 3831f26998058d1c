import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { ACCESS_NEEDS, ESTIMATE_FIELDS, WORK_KINDS, type AccessNeed, type WorkKind } from '../../shared/estimate-fields';
import { estimateJob } from '../../shared/estimate-text';
import { referenceOf } from '../../shared/lead-reference';
import type { Catalog } from '../../shared/messages/catalog';
import contactConfirmation from '../../shared/messages/en/contact-confirmation';
import estimateMessages from '../../shared/messages/en/estimate';
import { siteVisitWindows } from '../../shared/site-visit-windows';
import { slotLabel } from '../../shared/visit-slots';
import { listQuery } from '../data/queries';
import type { OtherFields, SentRequest, SlotAnswer } from './contact-form';
import type { ChosenPhoto } from './estimate/estimate-bridge';
import { EmailLink, ESTIMATE_FORM_ID, Link, useBusiness, useLanguage, useMessages } from './ui';

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
  const t = useMessages('contactConfirmation', contactConfirmation);
  const { photoProblem, photos: photoWords } = useMessages('estimate', estimateMessages);
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
      <p className="eyebrow">{t.eyebrow}</p>
      {request ?
        <h2 id="confirmation-title">{name ? t.thanks(name) : t.thanksNoName}</h2>
      : <>
          {/* Landed on after the form without JavaScript, where no toast said it: the panel says it, once. */}
          <h2 id="confirmation-title">{t.sent.title}</h2>
          <p className="lead">{t.sent.text}</p>
        </>
      }
      {request?.id && (
        <p className="confirmation-reference">
          <span className="confirmation-reference-label">{t.reference.label}</span>
          <strong>{referenceOf(request.id)}</strong>
          <span>{t.reference.hint}</span>
        </p>
      )}
      {request?.slot && <VisitSlotNote slot={request.slot} words={t.visit} />}
      {request && <Recap request={request} words={t.recap} />}
      {(photosNotKept || notKept.length > 0) && (
        <div className="confirmation-photos-note" role="note">
          <p>{notKept.length > 0 ? t.photosNotSent(notKept.length) : t.photosNotKept}</p>
          {notKept.length > 0 && (
            <ul>
              {notKept.map((photo, index) => (
                <li key={index}>
                  <strong>{photo.name || photoWords.unnamed}</strong>:{' '}
                  {photo.problem ? photoProblem(photo.problem, { phone: business.phone.display, email: business.email }) : t.didNotUpload}
                </li>
              ))}
            </ul>
          )}
          <p>
            {t.emailPhotos.before}
            {notKept.length === 1 ? t.emailPhotos.one : t.emailPhotos.many}
            {t.emailPhotos.to}
            <EmailLink email={business.email} />
            {request?.id ? t.emailPhotos.withReference(referenceOf(request.id)) : t.emailPhotos.withName}
            {t.emailPhotos.end}
          </p>
        </div>
      )}
      <h3>{t.next.title}</h3>
      <ol className="confirmation-steps">
        {request && (request.photos.length > 0 || estimate?.areaSqFt) && <li>{t.next.look(request.photos.length > 0)}</li>}
        <li>
          {t.next.call.before}
          {request?.fields.phone ? t.next.call.at(request.fields.phone) : ''}
          {request?.slot?.held ? t.next.call.confirmVisit : t.next.call.middle}
          {!request?.slot?.held && estimate && estimate.visitWindows.length > 0 ? t.next.call.atChosenTimes : ''}
          {t.next.call.after}
        </li>
        <li>{t.next.written}</li>
      </ol>
      <p>
        {t.urgent.before}
        <a href={business.phone.tel}>{business.phone.display}</a>
        {t.urgent.after}
      </p>
      <Link to="/contact" className="button button-outline" onClick={onWriteAgain}>
        {t.writeAgain}
      </Link>
    </section>
  );
}

/** The site visit the request asked for: held for the visitor, or taken just before they sent (then the times still open). */
function VisitSlotNote({ slot, words: t }: { slot: SlotAnswer; words: Catalog['contactConfirmation']['visit'] }) {
  const language = useLanguage();
  const next = slot.next ?? [];
  return (
    <div className={slot.held ? 'confirmation-visit' : 'confirmation-visit confirmation-visit-taken'}>
      <p className="confirmation-visit-slot">
        <span className="confirmation-visit-label">{t.label}</span>
        <strong>{slotLabel(slot, language)}</strong>
      </p>
      <p>
        {slot.held ?
          t.held
        : next.length > 0 ?
          t.taken
        : t.takenNoneOpen}
      </p>
      {!slot.held && next.length > 0 && (
        <ul>
          {next.map((open) => (
            <li key={open.id}>{slotLabel(open, language)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the request carried, as the visitor gave it. */
function Recap({ request, words: t }: { request: SentRequest; words: Catalog['contactConfirmation']['recap'] }) {
  const business = useBusiness();
  const { range, workKinds, accessNeeds, visitWindow, photos } = useMessages('estimate', estimateMessages);
  const { data: prices = [] } = useQuery(listQuery('prices', undefined, useLanguage()));
  const { fields } = request;
  const { areaSqFt, work, visitWindows: chosenWindows, access } = sentEstimate(request.estimate);
  const service = business.navigation.contactForm.find((option) => option.value === fields.service)?.label;
  const job = estimateJob(prices, { area: areaSqFt, work, service: fields.service });
  const windows = siteVisitWindows(business.hours);
  const windowLabel = (value: string) => {
    const window = windows.find((option) => option.value === value);
    if (!window) return value;
    const { when, hours } = visitWindow(window);
    return hours ? `${when}, ${hours}` : when;
  };
  const rows: [string, ReactNode][] = [];
  if (service) rows.push([t.service, service]);
  if (fields.location.trim()) rows.push([t.location, fields.location.trim()]);
  if (job.kind === 'range') {
    const { lead, figure, tail } = range.sentence(job.price, job.sqFt, job.range);
    rows.push([
      t.sizeAndRange,
      <>
        {lead}
        <strong>{figure}</strong>
        {tail}
      </>,
    ]);
  } else if (areaSqFt) rows.push([t.size, t.about(areaSqFt)]);
  if (work) rows.push([t.work, workKinds[work]]);
  if (chosenWindows.length > 0) rows.push([t.visitWindows, chosenWindows.map(windowLabel).join('; ')]);
  if (access.length > 0) rows.push([t.access, access.map((value) => accessNeeds[value]).join('; ')]);
  if (request.photos.length > 0) rows.push([t.photos(request.photos.length), <Thumbs photos={request.photos} unnamed={photos.unnamed} />]);
  if (rows.length === 0) return null;
  return (
    <>
      <h3>{t.title}</h3>
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

function Thumbs({ photos, unnamed }: { photos: ChosenPhoto[]; unnamed: string }) {
  return (
    <ul className="confirmation-thumbs">
      {photos.map((photo, index) => (
        <li key={index}>
          {photo.thumb ?
            <img src={photo.thumb} alt={photo.name || unnamed} width={72} height={72} />
          : <span className="confirmation-thumb-none">{photo.name || unnamed}</span>}
        </li>
      ))}
    </ul>
  );
}
