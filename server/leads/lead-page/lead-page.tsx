// The private page of one lead, opened from the link in a text or an e-mail
// to the business: the request as the contractor needs it on a phone, with
// one tap to call, text or e-mail the visitor and the photos as thumbnails
// that open full size. Rendered by React from the e-mail's parts, so every
// value the visitor typed is escaped text: no link is made of it except
// tel:, sms: and mailto: of the digits and address, and a map search on a
// fixed host.
import { UPLOAD_ID } from '../../../shared/estimate-fields';
import { referenceOf } from '../../../shared/lead-reference';
import { slotLabel } from '../../../shared/visit-slots';
import {
  LEAD_EVENT_LABELS,
  CONTACT_EVENTS,
  contactStanding,
  LOST_REASON_LABELS,
  LOST_REASONS,
  OUTCOME_EVENTS,
  type LeadEvent,
} from '../lead-events';
import { dollarText } from '../../../shared/price-range';
import { outcomeOf } from '../lead-outcome';
import { visitOf, type LeadVisit } from '../lead-visit';
import type { SlotWithPlaces } from '../visits/visit-bookings';
import type { LeadRecord } from '../lead-record';
import { BUTTON, COLORS, EmailPage, emailHtml } from '../notifications/email-page';
import { formatLeadTime, LeadSummary, MessageAndVisit, telUri, type LeadLabels } from '../notifications/lead-email';
import type { PhotoLinks } from '../photos/photo-links';
import { LEAD_PAGE_DAYS } from '../lead-links';

/** The long side of a thumbnail as the page shows it, in CSS pixels. */
const THUMB_SHOWN = 150;

/** A search for the location on a map, on a fixed host (opened by the contractor's tap, never fetched by the page). */
const mapLink = (location: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${location}, New York`)}`;

/** `events`: what the business did since, oldest first; its buttons post to the page's own URL. */
export function leadPageHtml(
  lead: LeadRecord,
  labels: LeadLabels,
  photoLinks: PhotoLinks,
  {
    events = [],
    now = Date.now(),
    slots = [],
  }: {
    events?: readonly LeadEvent[];
    now?: number;
    /** The site-visit slots with a place left, to move the visit to. */
    slots?: readonly SlotWithPlaces[];
  } = {},
): string {
  const reference = referenceOf(lead.id);
  const photos = (lead.photos ?? []).filter((photo) => UPLOAD_ID.test(photo.id));
  const standing = contactStanding(lead.receivedAt, events, now);
  return emailHtml(
    <EmailPage title={`Request ${reference}`}>
      <h1 style={{ fontSize: 20, margin: '0 0 4px' }}>Estimate request {reference}</h1>
      <p style={{ margin: '0 0 12px', color: COLORS.muted, fontSize: 14 }}>
        Received {formatLeadTime(lead.receivedAt)} ·{' '}
        <strong style={{ color: standing.contacted ? COLORS.text : COLORS.flag }}>
          {standing.contacted ? `first contact after ${standing.text}` : standing.text}
        </strong>
      </p>
      <LeadSummary
        lead={lead}
        labels={labels}
        more={lead.textMe ? [['Texts', 'Asked to be texted about this request']] : []}
        beforeRows={
          <>
            <form method="post" style={{ margin: '0 0 12px', padding: 12, background: '#f4f6f8', borderRadius: 8 }}>
              <p style={{ margin: '0 0 8px', fontSize: 14 }}>Say what you did (everyone with this link sees it):</p>
              {CONTACT_EVENTS.map((event) => (
                <button
                  key={event}
                  type="submit"
                  name="event"
                  value={event}
                  style={{
                    ...BUTTON,
                    font: 'inherit',
                    cursor: 'pointer',
                    background: event === 'calling' ? COLORS.link : '#fff',
                    color: event === 'calling' ? '#fff' : COLORS.link,
                    border: `1px solid ${COLORS.link}`,
                  }}
                >
                  {LEAD_EVENT_LABELS[event]}
                </button>
              ))}
              {events.length > 0 && (
                <ol style={{ margin: '4px 0 0', paddingLeft: 20, fontSize: 14 }}>
                  {events.map((event) => (
                    <li key={`${event.event}${event.at}`}>
                      {formatLeadTime(event.at)}: {LEAD_EVENT_LABELS[event.event]}
                      {event.by === 'visitor' && ' by the visitor'}
                      {event.amount !== undefined && ` $${event.amount.toLocaleString('en-US')}`}
                      {event.reason && ` (${LOST_REASON_LABELS[event.reason]}${event.note ? `: ${event.note}` : ''})`}
                    </li>
                  ))}
                </ol>
              )}
            </form>
            <SiteVisit visit={visitOf(lead, events)} slots={slots} />
            <Outcome events={events} />
          </>
        }
        actions={
          <>
            <a
              href={telUri(lead.phone).replace(/^tel:/, 'sms:')}
              style={{ ...BUTTON, border: `1px solid ${COLORS.link}`, color: COLORS.link }}
            >
              Text <bdi>{lead.phone}</bdi>
            </a>
            {lead.location && (
              <a href={mapLink(lead.location)} style={{ ...BUTTON, border: `1px solid ${COLORS.link}`, color: COLORS.link }}>
                Map of <bdi>{lead.location}</bdi>
              </a>
            )}
          </>
        }
      />
      {photos.length > 0 && (
        <>
          <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>Photos</h2>
          <p style={{ margin: '0 0 16px' }}>
            {photos.map((photo, i) => {
              const scale = THUMB_SHOWN / Math.max(photo.width, photo.height, 1);
              return (
                <a key={photo.id} href={photoLinks.path(photo.id, 'photo')} style={{ display: 'inline-block', margin: '0 8px 8px 0' }}>
                  <img
                    src={photoLinks.path(photo.id, 'thumb')}
                    width={Math.round(photo.width * scale)}
                    height={Math.round(photo.height * scale)}
                    alt={`Photo ${i + 1} of ${photos.length}, full size on tap`}
                    style={{ borderRadius: 4, display: 'block' }}
                  />
                </a>
              );
            })}
          </p>
        </>
      )}
      <MessageAndVisit lead={lead} />
      <p style={{ margin: 0, fontSize: 13, color: COLORS.muted }}>Request {lead.id}. This page is private: do not forward its link.</p>
    </EmailPage>,
  );
}

const VISIT_STATE: Record<LeadVisit['state'], string> = {
  held: 'held for the visitor: confirm it with them',
  taken: 'was full when the request came: agree another time and move it',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
};

const OUTLINED = {
  ...BUTTON,
  font: 'inherit',
  cursor: 'pointer',
  background: '#fff',
  color: COLORS.link,
  border: `1px solid ${COLORS.link}`,
};

/** The site visit the request booked and what the business can do with it: confirm, move to a slot with a place, cancel. */
function SiteVisit({ visit, slots }: { visit: LeadVisit | undefined; slots: readonly SlotWithPlaces[] }) {
  const open = visit && visit.state !== 'cancelled';
  const choices = slots.filter((slot) => slot.id !== visit?.slot.id);
  return (
    <form method="post" style={{ margin: '0 0 12px', padding: 12, background: '#f4f6f8', borderRadius: 8 }}>
      <p style={{ margin: '0 0 8px', fontSize: 14 }}>
        <strong>Site visit:</strong> {visit ? `${slotLabel(visit.slot, 'en')}, ${VISIT_STATE[visit.state]}` : 'none booked'}
      </p>
      {open && visit.state !== 'confirmed' && (
        <button type="submit" name="event" value="visit-confirmed" style={{ ...OUTLINED, background: COLORS.link, color: '#fff' }}>
          Confirm visit
        </button>
      )}
      {open && (
        <button type="submit" name="event" value="visit-cancelled" style={OUTLINED}>
          Cancel visit
        </button>
      )}
      {choices.length > 0 && (
        <p style={{ margin: '4px 0 0', fontSize: 14 }}>
          <label>
            {open ? 'Move it to ' : 'Book '}
            <select name="slot" style={{ font: 'inherit', padding: 8, margin: '0 8px 8px 0', maxWidth: '100%' }}>
              {choices.map((slot) => (
                <option key={slot.id} value={slot.id}>
                  {slotLabel(slot, 'en')} ({slot.available} free)
                </option>
              ))}
            </select>
          </label>
          <button type="submit" name="event" value="visit-moved" style={OUTLINED}>
            {open ? 'Move visit' : 'Book visit'}
          </button>
        </p>
      )}
    </form>
  );
}

/** A label with its control under it. */
const LABELLED = { display: 'block', margin: 0 } as const;

/** What the request became, and a form to record the next step: an amount with a quote or a win, a reason with a loss. */
function Outcome({ events }: { events: readonly LeadEvent[] }) {
  const outcome = outcomeOf(events);
  const field = { display: 'block', font: 'inherit', padding: 8, margin: '4px 0 8px', maxWidth: '100%' } as const;
  return (
    <form method="post" style={{ margin: '0 0 12px', padding: 12, background: '#f4f6f8', borderRadius: 8, fontSize: 14 }}>
      <p style={{ margin: '0 0 8px' }}>
        <strong>Status:</strong> {outcome.status}
        {outcome.quoted !== undefined && ` · quoted ${dollarText(outcome.quoted)}`}
        {outcome.won !== undefined && ` · won ${dollarText(outcome.won)}`}
        {outcome.lost && ` · lost: ${LOST_REASON_LABELS[outcome.lost.reason]}`}
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 12px' }}>
        <label style={LABELLED}>
          Record
          <select name="event" style={field}>
            {OUTCOME_EVENTS.map((event) => (
              <option key={event} value={event}>
                {LEAD_EVENT_LABELS[event]}
              </option>
            ))}
          </select>
        </label>
        <label style={LABELLED}>
          Amount ($), with a quote or a win
          <input name="amount" inputMode="decimal" size={10} style={field} />
        </label>
        <label style={LABELLED}>
          Reason, with a loss
          <select name="reason" style={field}>
            <option value="">—</option>
            {LOST_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reason === 'other' ? `${LOST_REASON_LABELS.other} (say it in the note)` : LOST_REASON_LABELS[reason]}
              </option>
            ))}
          </select>
        </label>
        <label style={{ ...LABELLED, flex: '1 1 100%' }}>
          Note
          <input name="note" maxLength={500} style={{ ...field, width: '100%', boxSizing: 'border-box' }} />
        </label>
      </div>
      <button type="submit" style={OUTLINED}>
        Record it
      </button>
    </form>
  );
}

/** What an altered or expired link shows instead (403). */
export function refusedLinkHtml(reason: 'bad-signature' | 'expired', business: { phone: { display: string } }): string {
  return emailHtml(
    <EmailPage title="This link no longer opens the request">
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>This link no longer opens the request</h1>
      <p>
        {reason === 'expired' ?
          `Links to a request work for ${LEAD_PAGE_DAYS} days.`
        : 'The link was changed or cut short: open it again from the text or e-mail it came in.'}{' '}
        On the server, <code>npm run leads -- --show REFERENCE</code> prints a fresh link.
      </p>
      <p style={{ color: COLORS.muted, fontSize: 14 }}>Business line: {business.phone.display}</p>
    </EmailPage>,
  );
}
