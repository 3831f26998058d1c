// `npm run traffic -- --format html`: the report as one page an owner opens in
// a browser, on a phone or a desk: the period, the totals as large figures, a
// chart of visits per day (the last 30 days) with the days of calls and
// leads marked, the top pages and every source. One file, no
// script and nothing fetched from anywhere: inline CSS and SVG, the system's
// fonts. Page paths and utm values come from visitors' URLs, so every value
// is escaped: `html` escapes whatever it is given unless it is markup `html`
// made itself.
import type { SourceKind } from '../server/traffic/traffic-source';
import { escapeHtml } from '../shared/escape-html';
import {
  REPORT_TIME_ZONE_NAME,
  perHundredText,
  perHundredVisits,
  periodWords,
  type Counts,
  type DayRow,
  type TrafficReport,
} from './traffic-report';

/** Markup built by `html`: inserted as it is into other markup. */
class Markup {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

type Value = Markup | string | number | false | null | undefined | Value[];

const inserted = (value: Value): string =>
  value instanceof Markup ? value.text
  : Array.isArray(value) ? value.map(inserted).join('')
  : value === false || value === null || value === undefined ? ''
  : escapeHtml(String(value));

/** A template of markup whose every inserted value is escaped, save markup made by `html` (arrays are joined). */
function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  return new Markup(strings.reduce((out, string, i) => out + inserted(values[i - 1]) + string));
}

/** The number of days the chart shows, and of pages the table lists. */
const CHART_DAYS = 30;
const TOP_PAGES = 20;

const number = (value: number) => value.toLocaleString('en-US');
const dayLabel = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** A word on each kind of source under its label; none for "Not known", which says it already. */
const KIND_LABEL: Record<SourceKind, string> = {
  campaign: 'Campaign',
  search: 'Search',
  social: 'Social',
  referral: 'Another site',
  direct: 'Typed or bookmarked',
  unknown: '',
};

const STYLE = `
:root {
  --ink: #1f1d1a;
  --muted: #6a6258;
  --line: #e7e0d4;
  --paper: #f7f4ee;
  --card: #fffdf9;
  --bar: #4b453d;
  --brass: #a06a12;
  --brass-ink: #6e4708;
  --brass-soft: #f4e8d0;
  color-scheme: light;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--paper);
  color: var(--ink);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
main { max-width: 1120px; margin: 0 auto; padding: 24px 16px 40px; }
header { margin-bottom: 20px; }
.eyebrow { margin: 0; color: var(--brass); font-size: .8125rem; font-weight: 600; letter-spacing: .08em; text-transform: uppercase; }
h1 { margin: 4px 0 2px; font-size: 1.625rem; line-height: 1.2; letter-spacing: -.01em; }
h2 { margin: 0; font-size: 1.125rem; line-height: 1.3; }
p { margin: 0; }
.muted { color: var(--muted); font-size: .875rem; }
.figures { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; margin: 0 0 16px; padding: 0; }
.figure { display: flex; flex-direction: column; background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 12px 14px; }
.figure dt { color: var(--muted); font-size: .8125rem; line-height: 1.3; }
.figure dd { margin: auto 0 0; padding-top: 6px; font-size: 1.875rem; font-weight: 650; line-height: 1.1; letter-spacing: -.02em; font-variant-numeric: tabular-nums; }
.figure.rate { grid-column: 1 / -1; border-color: #e0cca4; background: var(--brass-soft); }
.figure.rate dd { color: var(--brass-ink); }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 16px; margin: 0 0 16px; }
.card-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 2px 16px; margin-bottom: 12px; }
.chart-frame { display: flex; }
.chart-frame svg { display: block; height: 240px; overflow: visible; }
.y-axis { flex: none; }
.chart { flex: 1 1 auto; min-width: 0; }
.grid { stroke: var(--line); stroke-width: 1; }
.base { stroke: #b9b0a2; stroke-width: 1; }
.axis { fill: var(--muted); font-size: 11px; font-variant-numeric: tabular-nums; }
.bar { fill: var(--bar); }
.mark { fill: var(--brass); stroke: var(--card); stroke-width: 1.5px; }
.mark-count { fill: var(--brass-ink); font-size: 11px; font-weight: 700; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 20px; margin: 10px 0 0; padding: 0; list-style: none; color: var(--muted); font-size: .8125rem; }
.legend li { display: flex; align-items: center; gap: 8px; }
.swatch { display: inline-block; width: 12px; height: 12px; border-radius: 2px; background: var(--bar); }
.swatch.dot { border-radius: 50%; background: var(--brass); }
details { margin-top: 12px; font-size: .875rem; }
summary { cursor: pointer; color: var(--muted); }
details .table-wrap { margin-top: 8px; max-height: 320px; }
/* Scrolls sideways in its own box when a phone is too narrow; the shadows say there is more. */
.table-wrap {
  overflow: auto;
  -webkit-overflow-scrolling: touch;
  background:
    linear-gradient(to right, var(--card) 30%, rgb(255 253 249 / 0)) left / 24px 100% no-repeat local,
    linear-gradient(to left, var(--card) 30%, rgb(255 253 249 / 0)) right / 24px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(31 29 26 / .14), transparent) left / 10px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(31 29 26 / .14), transparent) right / 10px 100% no-repeat scroll;
}
.table-wrap:focus-visible { outline: 2px solid var(--brass); outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; font-size: .875rem; font-variant-numeric: tabular-nums; }
th, td { padding: 8px 0 8px 10px; border-bottom: 1px solid var(--line); text-align: right; white-space: nowrap; vertical-align: top; }
th:first-child, td:first-child { padding-left: 0; text-align: left; white-space: normal; overflow-wrap: break-word; min-width: 6.5rem; }
thead th { color: var(--muted); font-size: .6875rem; font-weight: 600; letter-spacing: .03em; line-height: 1.25; text-transform: uppercase; vertical-align: bottom; white-space: normal; }
tbody tr:last-child > * { border-bottom: 0; }
td.rate { color: var(--brass-ink); font-weight: 600; }
td.views { color: var(--muted); }
tbody th { font-weight: 500; }
.kind { margin-left: 8px; color: var(--muted); font-size: .75rem; font-weight: 400; white-space: nowrap; }
abbr[title] { text-decoration: none; }
.empty { padding: 8px 0; color: var(--muted); }
footer { margin-top: 24px; color: var(--muted); font-size: .8125rem; max-width: 72ch; }
footer p + p { margin-top: 6px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
/* On a phone each row is two lines: its page or source, then its figures under the headers. */
@media (max-width: 719.98px) {
  .stack, .stack thead, .stack tbody { display: block; }
  .stack tr { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); column-gap: 8px; padding: 10px 0; border-bottom: 1px solid var(--line); }
  .stack thead tr { padding-top: 0; align-items: end; }
  .stack tbody tr:last-child { border-bottom: 0; }
  .stack th, .stack td { min-width: 0; padding: 0; border: 0; }
  .stack tr > :first-child { grid-column: 1 / -1; padding-bottom: 4px; }
  .stack thead tr > :first-child { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
}
@media (min-width: 720px) {
  main { padding: 40px 32px 56px; }
  h1 { font-size: 2rem; }
  .figures { grid-template-columns: repeat(4, minmax(0, 1fr)) minmax(0, 1.25fr); gap: 12px; margin-bottom: 20px; }
  .figure { padding: 16px 18px; }
  .figure dd { font-size: 2.25rem; }
  .figure.rate { grid-column: auto; }
  .card { padding: 20px 24px; margin-bottom: 20px; }
  table { font-size: .9375rem; }
  th, td { padding: 9px 0 9px 24px; }
  th:first-child, td:first-child { min-width: 12rem; }
  thead th { font-size: .75rem; }
}
`;

/** The report as a complete HTML document. */
export function trafficToHtml(report: TrafficReport): string {
  const period = periodWords(report.since, report.until);
  const { totals } = report;
  const figures: [string, string, boolean?][] = [
    ['Visits', number(totals.visits)],
    ['Page views', number(totals.views)],
    ['Phone taps', number(totals.calls)],
    ['Estimate leads', number(totals.leads)],
    ['Taps + leads per 100 visits', perHundredText(totals), true],
  ];
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Website traffic, ${period.days}</title>
        <style>
          ${new Markup(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <header>
            <p class="eyebrow">Website traffic</p>
            <h1>${period.days}</h1>
            <p class="muted">${period.times ? `${period.times}, ` : ''}${REPORT_TIME_ZONE_NAME}</p>
          </header>
          <section aria-labelledby="totals-title">
            <h2 id="totals-title" class="visually-hidden">Totals</h2>
            <dl class="figures">
              ${figures.map(
                ([label, value, rate]) =>
                  html`<div class="figure${rate ? ' rate' : ''}">
                    <dt>${label}</dt>
                    <dd>${value}</dd>
                  </div> `,
              )}
            </dl>
          </section>
          ${chartSection(report.days.slice(-CHART_DAYS))} ${pagesSection(report)} ${sourcesSection(report)}
          <footer>
            <p>
              Counted by the website itself. A visit is one browser tab's time on the site; a phone tap is a tap on one of its phone
              numbers; a lead is an estimate request sent with the contact form. Page views and taps are sent by the visitor's browser, so a
              browser without JavaScript is not counted: read the figures as a floor. A lead sent that way still counts, under "Not known".
            </p>
            <p>
              A visit's source is the campaign its link named (utm_source), else the search engine or site that sent it, else none (typed or
              bookmarked). Made with npm run traffic.
            </p>
          </footer>
        </main>
      </body>
    </html> `;
  return page.text;
}

// ---------------------------------------------------------------- chart

/** The chart's frame in pixels: room for the marks above the highest bar, for the dates below, and for the scale. */
const CHART = { top: 30, bottom: 34, height: 240, axis: 40 };

/** A round number at or above `max` with 2–5 steps: 1, 2, 2.5 or 5 times a power of ten. */
function niceScale(max: number): { top: number; step: number } {
  if (max <= 4) return { top: Math.max(max, 1), step: 1 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough && Number.isInteger(candidate)) ?? 10 * power;
  return { top: Math.ceil(max / step) * step, step };
}

const percent = (value: number) => `${Number(value.toFixed(3))}%`;

/**
 * Visits per day as bars; a day with calls or leads has a brass
 * dot above its bar with their number. The SVG has no viewBox: bars are
 * placed in percentages of its width and text in pixels, so it stretches to
 * any width with its text at a readable size. Described by its title and a
 * summary, and its figures are in a table below it (WCAG 1.1.1).
 */
function chartSection(days: DayRow[]): Markup {
  if (days.length === 0) return html``;
  const title = `Visits per day, ${dayLabel(days[0]!.day, { month: 'short', day: 'numeric' })} – ${dayLabel(days.at(-1)!.day, { month: 'short', day: 'numeric', year: 'numeric' })}`;
  const busiest = days.reduce((best, day) => (day.visits > best.visits ? day : best), days[0]!);
  const contacts = (day: Counts) => day.calls + day.leads;
  const contactDays = days.filter((day) => contacts(day) > 0);
  const summary =
    `${busiest.visits === 0 ? 'No visits.' : `Most visits: ${number(busiest.visits)} on ${dayLabel(busiest.day, { weekday: 'long', month: 'long', day: 'numeric' })}.`} ` +
    `Phone taps or leads on ${contactDays.length} of the ${days.length} days, ${number(contactDays.reduce((sum, day) => sum + contacts(day), 0))} in all.`;
  const head = html`<div class="card-head">
    <h2 id="chart-heading">Visits per day</h2>
    <p class="muted">${days.length === 1 ? 'One day' : `Last ${days.length} days`}</p>
  </div>`;
  if (days.every((day) => day.views + day.visits + contacts(day) === 0)) {
    return html`<section class="card" aria-labelledby="chart-heading">
      ${head}
      <p class="empty">Nothing was counted on these days.</p>
    </section>`;
  }
  return html`<section class="card" aria-labelledby="chart-heading">
    ${head} ${chartSvg(days, title, summary)}
    <ul class="legend">
      <li><span class="swatch"></span>Visits</li>
      <li><span class="swatch dot"></span>Phone taps + leads that day</li>
    </ul>
    <details>
      <summary>The chart's figures</summary>
      <div class="table-wrap" tabindex="0" role="region" aria-label="Figures per day">
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Visits</th>
              <th scope="col">Phone taps</th>
              <th scope="col">Requests</th>
            </tr>
          </thead>
          <tbody>
            ${days.map(
              (day) =>
                html`<tr>
                  <th scope="row">${dayLabel(day.day, { weekday: 'short', month: 'short', day: 'numeric' })}</th>
                  <td>${number(day.visits)}</td>
                  <td>${number(day.calls)}</td>
                  <td>${number(day.leads)}</td>
                </tr> `,
            )}
          </tbody>
        </table>
      </div>
    </details>
  </section>`;
}

function chartSvg(days: DayRow[], title: string, summary: string): Markup {
  const { top, step } = niceScale(Math.max(...days.map((day) => day.visits)));
  const base = CHART.height - CHART.bottom;
  const y = (value: number) => Number((base - (value / top) * (base - CHART.top)).toFixed(1));
  const slot = 100 / days.length;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  // A date under the last bar and every seventh before it (the same weekday), and under the first when there is room.
  const labelled = days.map((_, i) => (days.length - 1 - i) % 7 === 0 || (i === 0 && (days.length - 1) % 7 >= 3));
  const dated = (day: DayRow, i: number) => {
    const [anchor, x] =
      i === days.length - 1 ? ['end', '100%']
      : i === 0 ? ['start', '0']
      : ['middle', percent((i + 0.5) * slot)];
    return html`<text class="axis" x="${x}" y="${base + 20}" text-anchor="${anchor}"
      >${dayLabel(day.day, { month: 'short', day: 'numeric' })}</text
    >`;
  };
  const bar = (day: DayRow, i: number) => {
    const center = percent((i + 0.5) * slot);
    const barTop = y(day.visits);
    const contacts = day.calls + day.leads;
    const tip = `${dayLabel(day.day, { weekday: 'short', month: 'short', day: 'numeric' })}: ${number(day.visits)} visits, ${contacts} taps + leads`;
    return html`<rect
        class="bar"
        x="${percent(i * slot + slot * 0.16)}"
        width="${percent(slot * 0.68)}"
        y="${barTop}"
        height="${Number((base - barTop).toFixed(1))}"
        rx="1.5"
        ><title>${tip}</title></rect
      >${
        contacts > 0 &&
        html`<circle class="mark" cx="${center}" cy="${barTop - 7}" r="4.5" /><text
            class="mark-count"
            x="${center}"
            y="${barTop - 15}"
            text-anchor="middle"
            >${contacts}</text
          >`
      }${labelled[i] && dated(day, i)} `;
  };
  // The scale's numbers sit in an SVG of their own, left of the bars, so no bar ever runs under them.
  return html`<div class="chart-frame">
    <svg class="y-axis" width="${CHART.axis}" height="${CHART.height}" aria-hidden="true">
      ${ticks.map((tick) => html`<text class="axis" x="${CHART.axis - 8}" y="${y(tick) + 4}" text-anchor="end">${number(tick)}</text> `)}
    </svg>
    <svg class="chart" height="${CHART.height}" role="img" aria-labelledby="chart-title chart-desc">
      <title id="chart-title">${title}</title>
      <desc id="chart-desc">${summary}</desc>
      ${ticks.map((tick) => html`<line class="${tick === 0 ? 'base' : 'grid'}" x1="0" x2="100%" y1="${y(tick) + 0.5}" y2="${y(tick) + 0.5}" /> `)}${days.map(bar)}
    </svg>
  </div>`;
}

// ---------------------------------------------------------------- tables

// What an owner reads first comes first: visits, then what they led to; page views last.
// The roles are those the elements have already: a phone lays the rows out as
// grids, and some browsers drop a table's semantics when its display changes.
const COUNT_HEADERS = html`<th scope="col" role="columnheader">Visits</th>
  <th scope="col" role="columnheader">Phone taps</th>
  <th scope="col" role="columnheader">Requests</th>
  <th scope="col" role="columnheader"><abbr title="Phone taps + leads per 100 visits">Per 100 visits</abbr></th>
  <th scope="col" role="columnheader">Views</th>`;

const countCells = (counts: Counts) =>
  html`<td role="cell">${number(counts.visits)}</td>
    <td role="cell">${number(counts.calls)}</td>
    <td role="cell">${number(counts.leads)}</td>
    <td role="cell" class="${(perHundredVisits(counts) ?? 0) > 0 ? 'rate' : ''}">${perHundredText(counts)}</td>
    <td role="cell" class="views">${number(counts.views)}</td>`;

/** A path that may break after each of its slashes (and at its hyphens), never inside a word. */
const breakablePath = (path: string): Value =>
  path.split('/').map((part, i) => (i === 0 ? part : [html`/${i > 1 ? html`<wbr />` : ''}`, part]));

function tableCard(id: string, heading: string, note: string, head: Markup, rows: Markup[], empty: string): Markup {
  return html`<section class="card" aria-labelledby="${id}">
    <div class="card-head">
      <h2 id="${id}">${heading}</h2>
      <p class="muted">${note}</p>
    </div>
    ${
      rows.length === 0 ?
        html`<p class="empty">${empty}</p>`
      : html`<div class="table-wrap" tabindex="0" role="region" aria-labelledby="${id}">
          <table class="stack" role="table">
            <thead role="rowgroup">
              <tr role="row">
                ${head}
              </tr>
            </thead>
            <tbody role="rowgroup">
              ${rows}
            </tbody>
          </table>
        </div>`
    }
  </section>`;
}

function pagesSection({ pages }: TrafficReport): Markup {
  const shown = pages.slice(0, TOP_PAGES);
  const note =
    pages.length > TOP_PAGES ?
      `Top ${TOP_PAGES} of ${number(pages.length)}`
    : `${pages.length === 1 ? 'One page' : `${number(pages.length)} pages`}`;
  return tableCard(
    'pages-heading',
    'Pages',
    note,
    html`<th scope="col" role="columnheader">Page</th>
      ${COUNT_HEADERS}`,
    shown.map(
      (row) =>
        html`<tr role="row">
          <th scope="row" role="rowheader">${breakablePath(row.path)}</th>
          ${countCells(row)}
        </tr> `,
    ),
    'No page was viewed in this period.',
  );
}

function sourcesSection({ sources }: TrafficReport): Markup {
  return tableCard(
    'sources-heading',
    'Where visits came from',
    sources.length === 1 ? 'One source' : `${number(sources.length)} sources`,
    html`<th scope="col" role="columnheader">Source</th>
      ${COUNT_HEADERS}`,
    sources.map(
      (row) =>
        html`<tr role="row">
          <th scope="row" role="rowheader">
            ${row.source}${KIND_LABEL[row.kind] && html`<span class="kind">${KIND_LABEL[row.kind]}</span>`}
          </th>
          ${countCells(row)}
        </tr> `,
    ),
    'No visits in this period.',
  );
}
