// The HTML page's card on how fast leads were first contacted: by week and
// by source, each row the leads it is of, the median time to first contact
// and the share reached within an hour.
import type { ReactNode } from 'react';
import { medianText, withinHourPercent } from './contact-text';
import type { FirstContact, TrafficReport } from './traffic-counts';
import { SourceLabel } from './traffic-tables';
import { weekLabel } from './traffic-weeks';
import { figure } from './page-text';

function ContactTable({
  label,
  caption,
  rows,
}: {
  label: string;
  caption: string;
  rows: { key: string; label: ReactNode; figures: FirstContact }[];
}) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="stack three" role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {label}
            </th>
            <th scope="col" role="columnheader">
              Leads
            </th>
            <th scope="col" role="columnheader">
              First contact (median)
            </th>
            <th scope="col" role="columnheader">
              Within 1 h
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr role="row" key={row.key}>
              <th scope="row" role="rowheader">
                {row.label}
              </th>
              <td role="cell">{figure(row.figures.leads)}</td>
              <td role="cell">{medianText(row.figures)}</td>
              <td role="cell" className={row.figures.withinHour > 0 ? 'rate' : undefined}>
                {withinHourPercent(row.figures) ?? '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every week of the period, and the sources that had leads; the note gives the figures of them all. */
export function ContactSection({ report }: { report: Pick<TrafficReport, 'since' | 'until' | 'firstContact' | 'weeks' | 'sources'> }) {
  const all = report.firstContact;
  const note =
    all.leads === 0 ? 'No lead to time' : `${medianText(all)} median, ${withinHourPercent(all)} within 1 h, of ${figure(all.leads)} leads`;
  const sources = report.sources.filter((row) => row.firstContact.leads > 0);
  return (
    <section className="card" aria-labelledby="contact-heading">
      <div className="card-head">
        <h2 id="contact-heading">How fast leads were first contacted</h2>
        <p className="muted">{note}</p>
      </div>
      {all.leads === 0 ?
        <p className="empty">No lead of this period has been contacted or has waited an hour.</p>
      : <>
          <ContactTable
            label="Week"
            caption="First contact by week"
            rows={report.weeks.map((row) => ({ key: row.week, label: weekLabel(row.week, report), figures: row.firstContact }))}
          />
          <ContactTable
            label="Source"
            caption="First contact by source"
            rows={sources.map((row) => ({
              key: `${row.kind}\n${row.source}`,
              label: <SourceLabel source={row.source} kind={row.kind} />,
              figures: row.firstContact,
            }))}
          />
        </>
      }
      <p className="muted contact-note">
        The time from a lead's arrival to the first "I'm calling now", "Called, no answer" or "Texted" tapped on its page, from the lead
        log. Spam and leads marked not real are left out, and so is a lead under an hour old not yet contacted; one still waiting after an
        hour counts as not reached within the hour.
      </p>
    </section>
  );
}
