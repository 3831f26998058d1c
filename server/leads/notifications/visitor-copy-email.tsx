// The copy of a request its sender gets by e-mail: that it arrived, what was
// sent, what happens next and the number to call. Made only of what the site
// itself chose or counted (the service's name, the area as a number, the
// labels of the kind of work, the visit windows and access, the number of
// photos, the reference made from the request's id), never of what the
// visitor typed: no name, no message, no location. Whoever types a stranger's
// address into the form can make the site send this e-mail, so it must never
// carry their words or a link of theirs (visitor-copy.ts says who gets one).
import { ACCESS_NEEDS, WORK_KINDS } from '../../../shared/estimate-fields';
import { referenceOf } from '../../../shared/lead-reference';
import type { LeadRecord } from '../lead-record';
import { COLORS, EmailPage, emailHtml, Rows } from './email-page';
import type { LeadLabels } from './lead-email';

export interface VisitorCopyEmail {
  subject: string;
  text: string;
  html: string;
}

/** When the business calls back, as the copy promises it. */
const CALL_BACK_WITHIN = '24 hours';

/** The label of one of our own options; undefined for a value we do not offer (it is never shown as sent). */
const ownLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label;

const ownLabels = (values: readonly string[] | undefined, label: (value: string) => string | undefined) =>
  (values ?? []).map(label).filter((text): text is string => Boolean(text));

/** What the request said, in our words only. */
function sentRows(lead: LeadRecord, labels: LeadLabels): [string, string][] {
  const { project, visit } = lead;
  const area = project?.areaSqFt;
  const work = project?.work && ownLabel(WORK_KINDS, project.work);
  const windows = ownLabels(visit?.windows, (value) => labels.windowLabel?.(value));
  const access = ownLabels(visit?.access, (value) => ownLabel(ACCESS_NEEDS, value));
  const photos = lead.photos?.length ?? 0;
  const rows: [string, string | undefined][] = [
    // The service was checked against the form's options when the request was stored.
    ['Service', lead.service ? labels.serviceName(lead.service) : undefined],
    ['Area', typeof area === 'number' && Number.isFinite(area) ? `${Math.round(area).toLocaleString('en-US')} sq ft` : undefined],
    ['Kind of work', work],
    ['Visit windows', windows.join('; ')],
    ['Access', access.join('; ')],
    ['Photos', photos > 0 ? `${photos} ${photos === 1 ? 'photo' : 'photos'}` : undefined],
    ['Reference', referenceOf(lead.id)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** The copy of `lead` for its sender; undefined when the business's details are not known (no content). */
export function visitorCopyEmail(lead: LeadRecord, labels: LeadLabels): VisitorCopyEmail | undefined {
  const business = labels.business;
  if (!business) return undefined;
  const name = labels.businessName || 'us';
  const reference = referenceOf(lead.id);
  const rows = sentRows(lead, labels);
  const width = Math.max(...rows.map(([label]) => label.length + 2));
  const subject = `${labels.businessName ? `${labels.businessName}: we` : 'We'} have your estimate request (reference ${reference})`;
  const next = `We will call you within ${CALL_BACK_WITHIN} to confirm a time to visit${lead.visit?.windows.length ? ', in one of the windows you chose' : ''}. Please have your reference at hand.`;
  const notYou =
    'You get this e-mail because this address was given with an estimate request on our website. If you did not send it, you can ignore this e-mail, or reply to tell us.';
  const text = [
    `Thank you for asking ${name} for an estimate. Your request arrived, and this is what you sent:`,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    'What happens next',
    next,
    '',
    `Questions before then? Call us at ${business.phone.display}, or reply to this e-mail.`,
    '',
    notYou,
    '',
    labels.businessName,
    ...(business.license ? [business.license] : []),
    '',
  ].join('\n');
  const html = emailHtml(
    <EmailPage title={subject}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>We have your estimate request</h1>
      <p style={{ margin: '0 0 16px' }}>Thank you for asking {name} for an estimate. Your request arrived, and this is what you sent:</p>
      <Rows rows={rows} />
      <h2 style={{ fontSize: 16, margin: '0 0 4px' }}>What happens next</h2>
      <p style={{ margin: '0 0 16px' }}>{next}</p>
      <p style={{ margin: '0 0 16px' }}>
        Questions before then? Call us at{' '}
        <a href={business.phone.tel} style={{ color: COLORS.link }}>
          {business.phone.display}
        </a>
        , or reply to this e-mail.
      </p>
      <p style={{ margin: '0 0 16px', fontSize: 13, color: COLORS.muted }}>{notYou}</p>
      <p style={{ margin: 0, fontSize: 13, color: COLORS.muted }}>
        {labels.businessName}
        {business.license && (
          <>
            <br />
            {business.license}
          </>
        )}
      </p>
    </EmailPage>,
  );
  return { subject, text, html };
}
