// `npm run leads -- --show ID`: one lead whole, a field a line, for the
// operator who answers it: the spec's fields, the message on lines of its
// own, the estimate's fields in words, the file of each photo, where it came
// from, what the notifications did, and where it is stored. Every value is
// cleaned by the one rule for visitors' text (terminalText).
import { flagText } from '../../server/leads/lead-book';
import { dateTimeText, TIME_ZONE_NAME } from '../toolkit/period-words';
import { terminalText } from '../toolkit/terminal-text';
import { accessTexts, areaText, rangeText, referenceText, windowTexts, workText, type WindowLabels } from './estimate-text';
import { deliveryText, reviewText } from './lead-cells';
import type { FoundLead } from './find-lead';

/** A photo of the lead as the operator finds it: its file, or why it has none. */
export interface PhotoFile {
  path: string;
  /** Why the file cannot be opened: "missing", "not a photo id". */
  problem?: string;
}

const LABEL_WIDTH = 14;

/** `label` then its first value, the others under it. */
function field(label: string, values: string[]): string[] {
  const [first = '', ...rest] = values;
  return [`${label.padEnd(LABEL_WIDTH)}${first}`, ...rest.map((value) => `${' '.repeat(LABEL_WIDTH)}${value}`)];
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function leadDetail(
  { lead, file, line }: FoundLead,
  {
    windows,
    photoFiles,
    shownPath,
    pageLink,
    timeZone,
  }: {
    windows: WindowLabels;
    /** The file of each of the lead's photos, in the same order. */
    photoFiles: readonly PhotoFile[];
    /** How a file's path is shown (relative to the working folder when inside it). */
    shownPath: (file: string) => string;
    /** A fresh signed link to the lead's private page. */
    pageLink?: string;
    timeZone?: string;
  },
): string {
  const clean = (values: string[]) => values.map(terminalText);
  const optional = (label: string, values: string[]) => (values.some(Boolean) ? field(label, clean(values.filter(Boolean))) : []);
  const photos = (lead.photos ?? []).map((photo, i) => {
    const found = photoFiles[i] ?? { path: photo.id, problem: 'not looked for' };
    const size = `${photo.width}×${photo.height}, ${megabytes(photo.bytes)}`;
    return `${shownPath(found.path)} (${found.problem ?? size})`;
  });
  const source = lead.source;
  const sourceParts = source && [
    source.page && `page ${source.page}`,
    source.landingPage && `landing page ${source.landingPage}`,
    source.referrer && `referrer ${source.referrer}`,
    ...Object.entries(source.utm ?? {}).map(([name, value]) => `${name} ${value}`),
  ];
  const lines = [
    `lead ${referenceText(lead)} (id ${terminalText(lead.id)})`,
    ...field('received at', [`${dateTimeText(lead.receivedAt, timeZone)} ${timeZone ? '' : TIME_ZONE_NAME}`.trim()]),
    ...field('name', clean([lead.name])),
    ...field('email', clean([lead.email])),
    ...field('phone', clean([lead.phone])),
    ...field('service', clean([lead.service])),
    ...field('location', clean([lead.location])),
    ...optional('language', [lead.language === 'es' ? 'Spanish (sent from a Spanish page)' : '']),
    ...optional('texts', [lead.textMe ? 'asked to be texted about this request' : '']),
    ...field('message', clean(lead.message.split(/\r\n|\r|\n/))),
    ...(photos.length > 0 ? field('photos', [String(photos.length), ...clean(photos)]) : []),
    ...optional('area', [areaText(lead)]),
    ...optional('kind of work', [workText(lead)]),
    ...optional('range', [rangeText(lead)]),
    ...optional('visit', windowTexts(lead, windows)),
    ...optional('access', accessTexts(lead)),
    ...optional('source', [(sourceParts ?? []).filter(Boolean).join('; ')]),
    ...optional(
      'flagged',
      (lead.flagged ?? []).map((flag) => `${flag}: ${flagText(flag)}`),
    ),
    ...optional('spam', [lead.spam ?? '']),
    ...(lead.delivery ? field('notified', [deliveryText(lead)]) : []),
    ...optional('review', [lead.review?.sent ? `sent ${dateTimeText(lead.review.at, timeZone)}` : reviewText(lead)]),
    ...field('stored in', [`${terminalText(shownPath(file))}, line ${line}`]),
    ...(pageLink ? field('lead page', [pageLink]) : []),
  ];
  return `${lines.map((text) => text.trimEnd()).join('\n')}\n`;
}
