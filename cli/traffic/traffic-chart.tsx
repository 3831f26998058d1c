// The HTML page's chart: visits per day as bars; a day with calls or leads
// has a brass dot above its bar with their number. The SVG has no viewBox:
// bars are placed in percentages of its width and text in pixels, so it
// stretches to any width with its text at a readable size. Described by its
// title and a summary, and its figures are in a table below it (WCAG 1.1.1).
import { Fragment } from 'react';
import type { Counts, DayRow } from './traffic-counts';
import { dayLabel, figure } from './page-text';

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
const contactsOf = (day: Counts) => day.calls + day.leads;

/** The chart of `days` (the last 30 of the period), with its legend and its figures; nothing without days. */
export function ChartSection({ days }: { days: DayRow[] }) {
  if (days.length === 0) return null;
  const head = (
    <div className="card-head">
      <h2 id="chart-heading">Visits per day</h2>
      <p className="muted">{days.length === 1 ? 'One day' : `Last ${days.length} days`}</p>
    </div>
  );
  if (days.every((day) => day.views + day.visits + contactsOf(day) === 0)) {
    return (
      <section className="card" aria-labelledby="chart-heading">
        {head}
        <p className="empty">Nothing was counted on these days.</p>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="chart-heading">
      {head}
      <ChartSvg days={days} />
      <ul className="legend">
        <li>
          <span className="swatch"></span>Visits
        </li>
        <li>
          <span className="swatch dot"></span>Phone taps + leads that day
        </li>
      </ul>
      <details>
        <summary>The chart's figures</summary>
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Figures per day">
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Visits</th>
                <th scope="col">Phone taps</th>
                <th scope="col">Leads</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{dayLabel(day.day, { weekday: 'short', month: 'short', day: 'numeric' })}</th>
                  <td>{figure(day.visits)}</td>
                  <td>{figure(day.calls)}</td>
                  <td>{figure(day.leads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** What a screen reader hears for the chart: the busiest day, and on how many days there were calls or leads. */
function chartSummary(days: DayRow[]): string {
  const busiest = days.reduce((best, day) => (day.visits > best.visits ? day : best), days[0]!);
  const contactDays = days.filter((day) => contactsOf(day) > 0);
  const most =
    busiest.visits === 0 ?
      'No visits.'
    : `Most visits: ${figure(busiest.visits)} on ${dayLabel(busiest.day, { weekday: 'long', month: 'long', day: 'numeric' })}.`;
  const total = figure(contactDays.reduce((sum, day) => sum + contactsOf(day), 0));
  return `${most} Phone taps or leads on ${contactDays.length} of the ${days.length} days, ${total} in all.`;
}

function ChartSvg({ days }: { days: DayRow[] }) {
  const title = `Visits per day, ${dayLabel(days[0]!.day, { month: 'short', day: 'numeric' })} – ${dayLabel(days.at(-1)!.day, { month: 'short', day: 'numeric', year: 'numeric' })}`;
  const { top, step } = niceScale(Math.max(...days.map((day) => day.visits)));
  const base = CHART.height - CHART.bottom;
  const y = (value: number) => Number((base - (value / top) * (base - CHART.top)).toFixed(1));
  const slot = 100 / days.length;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  // A date under the last bar and every seventh before it (the same weekday), and under the first when there is room.
  const labelled = (i: number) => (days.length - 1 - i) % 7 === 0 || (i === 0 && (days.length - 1) % 7 >= 3);
  const dateAt = (day: DayRow, i: number) => {
    const [anchor, x] =
      i === days.length - 1 ? (['end', '100%'] as const)
      : i === 0 ? (['start', '0'] as const)
      : (['middle', percent((i + 0.5) * slot)] as const);
    return (
      <text className="axis" x={x} y={base + 20} textAnchor={anchor}>
        {dayLabel(day.day, { month: 'short', day: 'numeric' })}
      </text>
    );
  };
  const bar = (day: DayRow, i: number) => {
    const center = percent((i + 0.5) * slot);
    const barTop = y(day.visits);
    const contacts = contactsOf(day);
    const tip = `${dayLabel(day.day, { weekday: 'short', month: 'short', day: 'numeric' })}: ${figure(day.visits)} visits, ${contacts} taps + leads`;
    return (
      <Fragment key={day.day}>
        <rect
          className="bar"
          x={percent(i * slot + slot * 0.16)}
          width={percent(slot * 0.68)}
          y={barTop}
          height={Number((base - barTop).toFixed(1))}
          rx="1.5"
        >
          <title>{tip}</title>
        </rect>
        {contacts > 0 && (
          <>
            <circle className="mark" cx={center} cy={barTop - 7} r="4.5" />
            <text className="mark-count" x={center} y={barTop - 15} textAnchor="middle">
              {contacts}
            </text>
          </>
        )}
        {labelled(i) && dateAt(day, i)}
      </Fragment>
    );
  };
  // The scale's numbers sit in an SVG of their own, left of the bars, so no bar ever runs under them.
  return (
    <div className="chart-frame">
      <svg className="y-axis" width={CHART.axis} height={CHART.height} aria-hidden="true">
        {ticks.map((tick) => (
          <text key={tick} className="axis" x={CHART.axis - 8} y={y(tick) + 4} textAnchor="end">
            {figure(tick)}
          </text>
        ))}
      </svg>
      <svg className="chart" height={CHART.height} role="img" aria-labelledby="chart-title chart-desc">
        <title id="chart-title">{title}</title>
        <desc id="chart-desc">{chartSummary(days)}</desc>
        {ticks.map((tick) => (
          <line key={tick} className={tick === 0 ? 'base' : 'grid'} x1="0" x2="100%" y1={y(tick) + 0.5} y2={y(tick) + 0.5} />
        ))}
        {days.map(bar)}
      </svg>
    </div>
  );
}
