// The visitor's page of their site visit, opened from the link in their copy:
// where the visit stands, the free times to move it to (or book one), and a
// button to cancel it. A plain form: it works without JavaScript. Made of the
// site's words in the request's language and the slots' labels; nothing the
// visitor typed is on it.
import type { Language } from '../../../shared/language';
import { slotLabel } from '../../../shared/visit-slots';
import { COLORS, EmailPage, emailHtml } from '../notifications/email-page';
import { FILLED_BUTTON, SITE_COLORS, VisitorPageHead } from '../visitor-page';
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

const { ink: INK, brass: BRASS, stone: STONE } = SITE_COLORS;
const OUTLINED = { ...FILLED_BUTTON, background: '#fff', color: INK, border: `1px solid ${INK}` };
/** Days of free times shown: enough to choose from, short enough for a phone. */
const DAYS_SHOWN = 5;

const STATE_COLORS: Record<LeadVisit['state'], string> = { held: BRASS, confirmed: '#2f6b3a', taken: COLORS.flag, cancelled: COLORS.muted };

/** The free times by day, the first days only: [day label, slots]. */
function byDay(slots: readonly SlotWithPlaces[], language: Language): [string, SlotWithPlaces[]][] {
  const days = new Map<string, SlotWithPlaces[]>();
  for (const slot of slots) days.set(slot.id.slice(0, 10), [...(days.get(slot.id.slice(0, 10)) ?? []), slot]);
  return [...days.values()].slice(0, DAYS_SHOWN).map((daySlots) => [slotLabel(daySlots[0]!, language).split(' · ')[0]!, daySlots]);
}

export function visitPageHtml({ language, businessName, phone, visit, slots, refused }: VisitPageProps): string {
  const t = VISIT_PAGE_TEXT[language];
  const open = visit && visit.state !== 'cancelled';
  const days = byDay(
    slots.filter((slot) => slot.id !== visit?.slot.id || !open),
    language,
  );
  return emailHtml(
    <EmailPage title={`${t.title} · ${businessName}`} lang={language}>
      <VisitorPageHead businessName={businessName} title={t.title} />
      {refused && (
        <p role="alert" style={{ margin: '0 0 16px', padding: 12, background: COLORS.flagBackground, color: COLORS.flag, borderRadius: 8 }}>
          {t.refused(refused)}
        </p>
      )}
      <p
        style={{
          margin: '0 0 24px',
          padding: '16px 16px 16px 14px',
          background: STONE,
          borderLeft: `4px solid ${visit ? STATE_COLORS[visit.state] : COLORS.muted}`,
          borderRadius: 8,
          fontSize: 18,
        }}
      >
        {visit ? t.state[visit.state](slotLabel(visit.slot, language)) : t.none}
      </p>
      <form method="post">
        {days.length > 0 ?
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontWeight: 600, fontSize: 18, margin: '0 0 8px', padding: 0 }}>{open ? t.pick.another : t.pick.first}</legend>
            {days.map(([day, daySlots], dayIndex) => (
              <div key={day} style={{ margin: '0 0 12px' }}>
                <p style={{ margin: '0 0 6px', fontFamily: 'Georgia,serif', color: INK }}>{day}</p>
                {daySlots.map((slot, index) => (
                  <label
                    key={slot.id}
                    style={{
                      display: 'inline-block',
                      padding: '12px 14px',
                      margin: '0 8px 8px 0',
                      border: '1px solid #cfc6b8',
                      borderRadius: 8,
                      background: '#fff',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    <input
                      type="radio"
                      name="slot"
                      value={slot.id}
                      defaultChecked={dayIndex === 0 && index === 0}
                      aria-label={slotLabel(slot, language)}
                      style={{ margin: '0 8px 0 0' }}
                    />
                    {slotLabel(slot, language).split(' · ')[1]}
                  </label>
                ))}
              </div>
            ))}
            <button type="submit" name="action" value="move" style={FILLED_BUTTON}>
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
      <p style={{ margin: '24px 0 0', color: COLORS.muted, fontSize: 15 }}>
        {t.call.before}
        <a href={phone.tel} style={{ color: INK }}>
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
