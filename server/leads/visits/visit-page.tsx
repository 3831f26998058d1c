// The visitor's page of their site visit, opened from the link in their copy:
// where the visit stands, the free times to move it to (or book one), and a
// button to cancel it. A plain form: it works without JavaScript. Made of the
// site's words in the request's language and the slots' labels; nothing the
// visitor typed is on it.
import type { Language } from '../../../shared/language';
import { slotLabel } from '../../../shared/visit-slots';
import { BUTTON, COLORS, EmailPage, emailHtml } from '../notifications/email-page';
import type { LeadVisit } from '../lead-visit';
import type { SlotWithPlaces } from './visit-bookings';
import { VISIT_PAGE_TEXT } from './visit-page-text';
import type { VisitRefusal } from './visit-change';

interface VisitPageProps {
  language: Language;
  businessName: string;
  phone: { display: string; tel: string };
  visit: LeadVisit | undefined;
  /** The times with a place, to move the visit to. */
  slots: readonly SlotWithPlaces[];
  /** Why the last change could not be made. */
  refused?: VisitRefusal;
}

const FILLED = { ...BUTTON, font: 'inherit', cursor: 'pointer', border: 0, background: COLORS.link, color: '#fff', minHeight: 44 };
const OUTLINED = { ...FILLED, background: '#fff', color: COLORS.link, border: `1px solid ${COLORS.link}` };

export function visitPageHtml({ language, businessName, phone, visit, slots, refused }: VisitPageProps): string {
  const t = VISIT_PAGE_TEXT[language];
  const open = visit && visit.state !== 'cancelled';
  const choices = slots.filter((slot) => slot.id !== visit?.slot.id || !open);
  return emailHtml(
    <EmailPage title={`${t.title} · ${businessName}`} lang={language}>
      <p style={{ margin: '0 0 4px', color: COLORS.muted, fontSize: 14 }}>{businessName}</p>
      <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>{t.title}</h1>
      {refused && (
        <p role="alert" style={{ margin: '0 0 12px', padding: 12, background: COLORS.flagBackground, color: COLORS.flag, borderRadius: 8 }}>
          {t.refused(refused)}
        </p>
      )}
      <p style={{ margin: '0 0 16px', fontSize: 18 }}>{visit ? t.state[visit.state](slotLabel(visit.slot, language)) : t.none}</p>
      <form method="post">
        {choices.length > 0 ?
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontWeight: 600, margin: '0 0 8px' }}>{open ? t.pick.another : t.pick.first}</legend>
            {choices.map((slot, index) => (
              <label
                key={slot.id}
                style={{
                  display: 'block',
                  padding: '10px 12px',
                  margin: '0 0 6px',
                  border: '1px solid #ccd3da',
                  borderRadius: 8,
                  minHeight: 24,
                }}
              >
                <input type="radio" name="slot" value={slot.id} defaultChecked={index === 0} style={{ marginRight: 10 }} />
                {slotLabel(slot, language)}
              </label>
            ))}
            <button type="submit" name="action" value="move" style={FILLED}>
              {open ? t.move : t.book}
            </button>
          </fieldset>
        : <p style={{ margin: '0 0 16px' }}>{t.noSlots(phone.display)}</p>}
        {open && (
          <button type="submit" name="action" value="cancel" style={OUTLINED}>
            {t.cancel}
          </button>
        )}
      </form>
      <p style={{ margin: '16px 0 0', color: COLORS.muted, fontSize: 14 }}>
        {t.call.before}
        <a href={phone.tel} style={{ color: COLORS.link }}>
          {phone.display}
        </a>
        {t.call.after}
      </p>
    </EmailPage>,
  );
}

/** What an altered or expired link shows instead (403), in the page's language. */
export function refusedVisitLinkHtml(language: Language, phone: { display: string }): string {
  const t = VISIT_PAGE_TEXT[language];
  return emailHtml(
    <EmailPage title={t.title} lang={language}>
      <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>{t.title}</h1>
      <p>{t.expired(phone.display)}</p>
    </EmailPage>,
  );
}
