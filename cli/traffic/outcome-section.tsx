// The HTML page's card on what the leads became: the funnel from lead to
// won job as bars, the won revenue of each source as bars, and the figures
// by source in a table, by landing page, page, language and week under it
// (ten figures a row: on a phone the table scrolls sideways, its first
// column kept in view).
// The bars are drawn with plain boxes whose width is the figure's share; the
// figure itself is text beside each, so the chart reads without its bars.
import type { ReactNode } from 'react';
import { LOST_REASON_LABELS, type LostReason } from '../../server/leads/lead-book';
import { dollarText } from '../../shared/price-range';
import { outcomeCells, OUTCOME_COLUMNS, TEXT_FIGURES } from './outcome-text';
import { figure } from './page-text';
import type { OutcomeRow, Outcomes, TrafficReport } from './traffic-counts';
import { BreakablePath, SourceLabel } from './traffic-tables';
import { weekLabel } from './traffic-weeks';

/** A bar's share of its longest, as a width: a figure above zero always shows a sliver. */
const width = (value: number, of: number) => `${of === 0 || value === 0 ? 0 : Math.max(1.5, Math.round((value / of) * 1000) / 10)}%`;

interface Bar {
  key: string;
  label: ReactNode;
  value: number;
  text: string;
  /** The brass bar: the step that earns (won), not one on the way. */
  earns?: boolean;
}

function Bars({ label, bars, of }: { label: string; bars: Bar[]; of: number }) {
  return (
    <ol className="bars" aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.key}>
          <span className="bar-label">{bar.label}</span>
          <span className="bar-track" aria-hidden="true">
            <span className={bar.earns ? 'bar-fill earns' : 'bar-fill'} style={{ width: width(bar.value, of) }} />
          </span>
          <span className="bar-value">{bar.text}</span>
        </li>
      ))}
    </ol>
  );
}

/** "Price 2, Timing 1". */
const reasonsText = (reasons: Outcomes['lostReasons']) =>
  Object.entries(reasons)
    .map(([reason, count]) => `${LOST_REASON_LABELS[reason as LostReason]} ${count}`)
    .join(', ');

function Funnel({ outcomes }: { outcomes: Outcomes }) {
  const steps: [string, number][] = [
    ['Leads', outcomes.leads],
    ['Contacted within 1 h', outcomes.contactedWithinHour],
    ['Site visits', outcomes.siteVisits],
    ['Quoted', outcomes.quotes],
    ['Won', outcomes.wins],
  ];
  return (
    <div className="chart-half">
      <h3>From lead to job</h3>
      <Bars
        label="Leads at each step"
        of={outcomes.leads}
        bars={steps.map(([label, value]) => ({ key: label, label, value, text: figure(value), earns: label === 'Won' }))}
      />
      <p className="muted lost-note">
        {outcomes.losses === 0 ? 'None lost' : `Lost: ${figure(outcomes.losses)} (${reasonsText(outcomes.lostReasons)})`}
      </p>
    </div>
  );
}

function RevenueBySource({ sources }: { sources: TrafficReport['sources'] }) {
  const earning = sources
    .filter((row) => row.outcomes.leads > 0)
    .sort((a, b) => b.outcomes.wonRevenue - a.outcomes.wonRevenue || b.outcomes.leads - a.outcomes.leads);
  const top = Math.max(0, ...earning.map((row) => row.outcomes.wonRevenue));
  return (
    <div className="chart-half">
      <h3>Won revenue by source</h3>
      <Bars
        label="Won revenue by source"
        of={top}
        bars={earning.map((row) => ({
          key: `${row.kind}\n${row.source}`,
          label: <SourceLabel source={row.source} kind={row.kind} />,
          value: row.outcomes.wonRevenue,
          text: `${dollarText(row.outcomes.wonRevenue)} · ${row.outcomes.wins} of ${figure(row.outcomes.leads)}`,
          earns: true,
        }))}
      />
    </div>
  );
}

const HEADERS: Record<(typeof OUTCOME_COLUMNS)[number]['header'], string> = {
  leads: 'Leads',
  'contacted in 1 h': 'Contacted in 1 h',
  'site visits': 'Site visits',
  quotes: 'Quotes',
  won: 'Won',
  lost: 'Lost',
  'won revenue': 'Won revenue',
  'win rate': 'Win rate',
  'per visit': 'Per visit',
  'per lead': 'Per lead',
};

function OutcomeTable({
  label,
  caption,
  rows,
}: {
  label: string;
  caption: string;
  rows: { key: string; label: ReactNode; row: OutcomeRow }[];
}) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="wide" role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {label}
            </th>
            {OUTCOME_COLUMNS.map(({ header }) => (
              <th key={header} scope="col" role="columnheader">
                {HEADERS[header]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map(({ key, label: rowLabel, row }) => (
            <tr role="row" key={key}>
              <th scope="row" role="rowheader">
                {rowLabel}
              </th>
              {outcomeCells(row, TEXT_FIGURES).map((cell, i) => (
                <td role="cell" key={OUTCOME_COLUMNS[i]!.header} className={i === 6 && row.outcomes.wonRevenue > 0 ? 'rate' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const withLeads = <Row extends OutcomeRow>(rows: readonly Row[]) => rows.filter((row) => row.outcomes.leads > 0);
const pathRows = (rows: readonly (OutcomeRow & { path: string })[]) =>
  withLeads(rows).map((row) => ({ key: row.path, label: <BreakablePath path={row.path} />, row }));

export function OutcomeSection({ report }: { report: TrafficReport }) {
  const { outcomes } = report;
  const note =
    outcomes.leads === 0 ?
      'No lead to follow'
    : `${dollarText(outcomes.wonRevenue)} won from ${figure(outcomes.leads)} ${outcomes.leads === 1 ? 'lead' : 'leads'}`;
  const more: [string, ReactNode][] = [
    [
      'By landing page',
      <OutcomeTable key="landing" label="Landing page" caption="What the leads became by landing page" rows={pathRows(report.landings)} />,
    ],
    [
      'By the page a lead was sent from',
      <OutcomeTable key="page" label="Page" caption="What the leads became by page" rows={pathRows(report.pages)} />,
    ],
    [
      'By language',
      <OutcomeTable
        key="language"
        label="Language"
        caption="What the leads became by language"
        rows={withLeads(report.languages).map((row) => ({ key: row.language, label: row.language, row }))}
      />,
    ],
    [
      'By week',
      <OutcomeTable
        key="week"
        label="Week"
        caption="What the leads became by week"
        rows={withLeads(report.weeks).map((row) => ({ key: row.week, label: weekLabel(row.week, report), row }))}
      />,
    ],
  ];
  return (
    <section className="card" aria-labelledby="outcomes-heading">
      <div className="card-head">
        <h2 id="outcomes-heading">What the leads became</h2>
        <p className="muted">{note}</p>
      </div>
      {outcomes.leads === 0 ?
        <p className="empty">No lead of this period is in the lead log.</p>
      : <>
          <div className="chart-pair">
            <Funnel outcomes={outcomes} />
            <RevenueBySource sources={report.sources} />
          </div>
          <OutcomeTable
            label="Source"
            caption="What the leads became by source"
            rows={withLeads(report.sources).map((row) => ({
              key: `${row.kind}\n${row.source}`,
              label: <SourceLabel source={row.source} kind={row.kind} />,
              row,
            }))}
          />
          {more.map(([summary, table]) => (
            <details key={summary}>
              <summary>{summary}</summary>
              {table}
            </details>
          ))}
        </>
      }
      <p className="muted contact-note">
        From the lead log: the real leads of the period (spam and leads marked not real left out), each at the furthest step recorded for
        it, as it stands now. A won job counts as quoted. The win rate is wins per lead; won revenue per visit and per lead divides the
        amounts won by the row's visits and leads.
      </p>
    </section>
  );
}
