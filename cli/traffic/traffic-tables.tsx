// The HTML page's tables: the top pages and every source, each row its
// visits, calls, leads, calls + leads per 100 visits and page views. On a
// phone each row is laid out as two lines (the stylesheet's .stack).
import { Fragment, type ReactNode } from 'react';
import type { SourceKind } from '../../server/traffic/traffic-source';
import { perHundredText, perHundredVisits, type Counts, type TrafficReport } from './traffic-counts';
import { figure } from './page-text';

/** The number of pages the table lists. */
const TOP_PAGES = 20;

/** A word on each kind of source under its label; none for "Not known", which says it already. */
const KIND_LABEL: Record<SourceKind, string> = {
  campaign: 'Campaign',
  search: 'Search',
  social: 'Social',
  referral: 'Another site',
  direct: 'Typed or bookmarked',
  unknown: '',
};

// What an owner reads first comes first: visits, then what they led to; page views last.
// The roles are those the elements have already: a phone lays the rows out as
// grids, and some browsers drop a table's semantics when its display changes.
const countHeaders = (
  <>
    <th scope="col" role="columnheader">
      Visits
    </th>
    <th scope="col" role="columnheader">
      Phone taps
    </th>
    <th scope="col" role="columnheader">
      Leads
    </th>
    <th scope="col" role="columnheader">
      <abbr title="Phone taps + leads per 100 visits">Per 100 visits</abbr>
    </th>
    <th scope="col" role="columnheader">
      Views
    </th>
  </>
);

function CountCells({ counts }: { counts: Counts }) {
  return (
    <>
      <td role="cell">{figure(counts.visits)}</td>
      <td role="cell">{figure(counts.calls)}</td>
      <td role="cell">{figure(counts.leads)}</td>
      <td role="cell" className={(perHundredVisits(counts) ?? 0) > 0 ? 'rate' : undefined}>
        {perHundredText(counts)}
      </td>
      <td role="cell" className="views">
        {figure(counts.views)}
      </td>
    </>
  );
}

/** A path that may break after each of its slashes but the first (and at its hyphens), never inside a word. */
export function BreakablePath({ path }: { path: string }) {
  const [first = '', ...rest] = path.split('/');
  return (
    <bdi>
      {first}
      {rest.map((part, i) => (
        <Fragment key={i}>
          /{i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}

interface TableCardProps {
  id: string;
  heading: string;
  note: string;
  /** The header of the label column. */
  label: string;
  /** Each row's header cell and counts. */
  rows: { key: string; label: ReactNode; counts: Counts }[];
  empty: string;
}

function TableCard({ id, heading, note, label, rows, empty }: TableCardProps) {
  return (
    <section className="card" aria-labelledby={id}>
      <div className="card-head">
        <h2 id={id}>{heading}</h2>
        <p className="muted">{note}</p>
      </div>
      {rows.length === 0 ?
        <p className="empty">{empty}</p>
      : <div className="table-wrap" tabIndex={0} role="region" aria-labelledby={id}>
          <table className="stack" role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {label}
                </th>
                {countHeaders}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((row) => (
                <tr role="row" key={row.key}>
                  <th scope="row" role="rowheader">
                    {row.label}
                  </th>
                  <CountCells counts={row.counts} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    </section>
  );
}

/** A source's label, and a word on its kind. */
export function SourceLabel({ source, kind }: { source: string; kind: SourceKind }) {
  return (
    <>
      <bdi>{source}</bdi>
      {KIND_LABEL[kind] && <span className="kind">{KIND_LABEL[kind]}</span>}
    </>
  );
}

export function PagesSection({ pages }: Pick<TrafficReport, 'pages'>) {
  const note =
    pages.length > TOP_PAGES ? `Top ${TOP_PAGES} of ${figure(pages.length)}`
    : pages.length === 1 ? 'One page'
    : `${figure(pages.length)} pages`;
  return (
    <TableCard
      id="pages-heading"
      heading="Pages"
      note={note}
      label="Page"
      rows={pages.slice(0, TOP_PAGES).map((row) => ({ key: row.path, label: <BreakablePath path={row.path} />, counts: row }))}
      empty="No page was viewed in this period."
    />
  );
}

export function SourcesSection({ sources }: Pick<TrafficReport, 'sources'>) {
  return (
    <TableCard
      id="sources-heading"
      heading="Where visits came from"
      note={sources.length === 1 ? 'One source' : `${figure(sources.length)} sources`}
      label="Source"
      rows={sources.map((row) => ({
        key: `${row.kind}\n${row.source}`,
        label: <SourceLabel source={row.source} kind={row.kind} />,
        counts: row,
      }))}
      empty="No visits in this period."
    />
  );
}

export function LanguagesSection({ languages }: Pick<TrafficReport, 'languages'>) {
  return (
    <TableCard
      id="languages-heading"
      heading="By language"
      note="The page's language; a lead's is the page it was sent from"
      label="Language"
      rows={languages.map((row) => ({ key: row.language, label: row.language, counts: row }))}
      empty="No visits in this period."
    />
  );
}
