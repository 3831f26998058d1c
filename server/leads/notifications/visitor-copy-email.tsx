// The copy of a request its sender gets by e-mail: that it arrived, what was
// sent, what happens next and the number to call. Made only of what the site
// itself chose or counted (the service's name, the area as a number, the
// labels of the kind of work, the visit windows and access, the number of
// photos, the reference made from the request's id), never of what the
// visitor typed: no name, no message, no location. Whoever types a stranger's
// address into the form can make the site send this e-mail, so it must never
// carry their words or a link of theirs (visitor-copy.ts says who gets one).
// It is written in the language of the page the request was sent from; its
// words are in visitor-copy-text.ts.
import { referenceOf } from '../../../shared/lead-reference';
import type { Language } from '../../../shared/language';
import type { LeadRecord } from '../lead-record';
import { COLORS, EmailPage, emailHtml, Rows } from './email-page';
import type { LeadLabels } from './lead-email';
import { VISITOR_COPY_TEXT, type VisitorCopyText } from './visitor-copy-text';
import { slotLabel } from '../../../shared/visit-slots';
import { bookedInvitation, type InvitationPart } from './visit-invitations';

export interface VisitorCopyEmail {
  subject: string;
  text: string;
  html: string;
  /** The calendar invitation of the site visit the request holds. */
  invitation?: InvitationPart;
}

/** The label of one of our own options; undefined for a value we do not offer (it is never shown as sent). */
const ownLabel = (options: Readonly<Record<string, string>>, value: string) => (Object.hasOwn(options, value) ? options[value] : undefined);

const ownLabels = (values: readonly string[] | undefined, label: (value: string) => string | undefined) =>
  (values ?? []).map(label).filter((text): text is string => Boolean(text));

/** What the request said, in our words only. */
function sentRows(lead: LeadRecord, labels: LeadLabels, t: VisitorCopyText, language: Language): [string, string][] {
  const { project, visit } = lead;
  const slot = visit?.slot;
  const area = project?.areaSqFt;
  const work = project?.work && ownLabel(t.work, project.work);
  const windows = ownLabels(visit?.windows, (value) => {
    const label = labels.windowLabel?.(value);
    return label && t.visitWindow(value, label);
  });
  const access = ownLabels(visit?.access, (value) => ownLabel(t.access, value));
  const photos = lead.photos?.length ?? 0;
  const rows: [string, string | undefined][] = [
    // The service was checked against the form's options when the request was stored.
    [t.rows.service, lead.service ? labels.serviceName(lead.service) : undefined],
    [t.rows.area, typeof area === 'number' && Number.isFinite(area) ? t.area(Math.round(area)) : undefined],
    [t.rows.work, work],
    [t.visit.row, slot && (slot.held ? t.visit.held(slotLabel(slot, language)) : t.visit.taken(slotLabel(slot, language)))],
    [t.rows.windows, windows.join('; ')],
    [t.rows.access, access.join('; ')],
    [t.rows.photos, photos > 0 ? t.photos(photos) : undefined],
    [t.rows.reference, referenceOf(lead.id)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/**
 * The copy of `lead` for its sender, in `language` (the request's), with
 * `labels` of the content in that language (its services' names);
 * undefined when the business's details are not known (no content).
 */
export function visitorCopyEmail(
  lead: LeadRecord,
  labels: LeadLabels,
  language: Language = 'en',
  /** The signed link to the page of their site visit (to move or cancel it), when the request booked one. */
  visitLink?: string,
): VisitorCopyEmail | undefined {
  const business = labels.business;
  if (!business) return undefined;
  const t = VISITOR_COPY_TEXT[language];
  const reference = referenceOf(lead.id);
  const rows = sentRows(lead, labels, t, language);
  const invitation = bookedInvitation(lead, 'visitor', { labels, language });
  const width = Math.max(...rows.map(([label]) => label.length + 2));
  const subject = t.subject(labels.businessName, reference);
  const intro = t.intro(labels.businessName);
  const next = invitation ? t.visit.next : t.next(Boolean(lead.visit?.windows.length));
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    t.nextHeading,
    next,
    ...(visitLink ? [`${t.visit.change} ${visitLink}`] : []),
    '',
    `${t.questions.before}${business.phone.display}${t.questions.after}`,
    '',
    t.notYou,
    '',
    labels.businessName,
    ...(business.license ? [business.license] : []),
    '',
  ].join('\n');
  const html = emailHtml(
    <EmailPage title={subject} lang={language}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>{t.heading}</h1>
      <p style={{ margin: '0 0 16px' }}>{intro}</p>
      <Rows rows={rows} />
      <h2 style={{ fontSize: 16, margin: '0 0 4px' }}>{t.nextHeading}</h2>
      <p style={{ margin: '0 0 16px' }}>{next}</p>
      {visitLink && (
        <p style={{ margin: '0 0 16px' }}>
          <a href={visitLink} style={{ color: COLORS.link }}>
            {t.visit.change}
          </a>
        </p>
      )}
      <p style={{ margin: '0 0 16px' }}>
        {t.questions.before}
        <a href={business.phone.tel} style={{ color: COLORS.link }}>
          {business.phone.display}
        </a>
        {t.questions.after}
      </p>
      <p style={{ margin: '0 0 16px', fontSize: 13, color: COLORS.muted }}>{t.notYou}</p>
      <p style={{ margin: 0, fontSize: 13, color: COLORS.muted }}>
        {labels.businessName}
        {business.license && (
          <>
            <br />
            {/* The license's name as the city issues it, which stays English in a Spanish copy. */}
            {language === 'en' ? business.license : <span lang="en">{business.license}</span>}
          </>
        )}
      </p>
    </EmailPage>,
  );
  return { subject, text, html, ...(invitation && { invitation }) };
}
