// The HTML page's stylesheet, inline in the page (nothing is fetched): the
// system's fonts, the business's brass on paper, a phone layout first and a
// desk layout from 720 px.
export const PAGE_STYLE = `
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
.table-wrap + .table-wrap { margin-top: 16px; }
.contact-note { margin-top: 12px; max-width: 72ch; }
h3 { margin: 0 0 10px; color: var(--muted); font-size: .8125rem; font-weight: 600; letter-spacing: .03em; text-transform: uppercase; }
.chart-pair { display: grid; gap: 20px; margin-bottom: 20px; }
.bars { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; font-size: .875rem; font-variant-numeric: tabular-nums; }
.bars li { display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: "label value" "track track"; gap: 3px 12px; align-items: baseline; }
.bar-label { grid-area: label; overflow-wrap: break-word; }
.bar-value { grid-area: value; font-weight: 600; white-space: nowrap; }
.bar-track { grid-area: track; height: 10px; border-radius: 5px; background: var(--paper); overflow: hidden; }
.bar-fill { display: block; height: 100%; border-radius: 5px; background: var(--bar); }
.bar-fill.earns { background: var(--brass); }
.lost-note { margin-top: 10px; }
.wide th:first-child { position: sticky; left: 0; z-index: 1; background: var(--card); padding-right: 10px; }
@media (max-width: 719.98px) { .wide th:first-child { min-width: 8.5rem; max-width: 8.5rem; } }
footer { margin-top: 24px; color: var(--muted); font-size: .8125rem; max-width: 72ch; }
footer p + p { margin-top: 6px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
/* On a phone each row is two lines: its page or source, then its figures under the headers. */
@media (max-width: 719.98px) {
  .stack, .stack thead, .stack tbody { display: block; }
  .stack tr { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); column-gap: 8px; padding: 10px 0; border-bottom: 1px solid var(--line); }
  .stack.three tr { grid-template-columns: repeat(3, minmax(0, 1fr)); }
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
  .chart-pair { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 40px; }
  /* The week and source tables of first contact, one above the other, keep their columns in line. */
  .three { table-layout: fixed; }
  .three th:first-child { width: 40%; }
}
`;
