// `npm run traffic -- --format html`: the traffic as one page an owner opens
// in a browser, on a phone or a desk: the period, the totals as large
// figures, a chart of visits per day (the last 30 days) with the days of
// calls and leads marked, what the leads became and earned, the top pages,
// every source, each language and how fast leads were first contacted. One file, no script and nothing
// fetched from anywhere: inline CSS and SVG, the system's fonts. Page paths
// and utm values come from visitors' URLs: React escapes every value, never
// code written by hand.
import { renderToStaticMarkup } from 'react-dom/server';
import { periodWords, TIME_ZONE_NAME } from '../toolkit/period-words';
import { ContactSection } from './contact-section';
import { OutcomeSection } from './outcome-section';
import { ChartSection } from './traffic-chart';
import { perHundredText, type TrafficReport } from './traffic-counts';
import { PAGE_STYLE } from './traffic-page-style';
import { PagesSection, SourcesSection, LanguagesSection } from './traffic-tables';
import { figure } from './page-text';

/** The number of days the chart shows. */
const CHART_DAYS = 30;

/** The report as a complete HTML document. */
export function trafficToHtml(report: TrafficReport): string {
  return `<!doctype html>\n${renderToStaticMarkup(<TrafficPage report={report} />)}\n`;
}

function TrafficPage({ report }: { report: TrafficReport }) {
  const period = periodWords(report.since, report.until);
  const { totals } = report;
  const figures: [string, string, boolean?][] = [
    ['Visits', figure(totals.visits)],
    ['Page views', figure(totals.views)],
    ['Phone taps', figure(totals.calls)],
    ['Leads', figure(totals.leads)],
    ['Taps + leads per 100 visits', perHundredText(totals), true],
  ];
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`Website traffic, ${period.days}`}</title>
        <style dangerouslySetInnerHTML={{ __html: PAGE_STYLE }} />
      </head>
      <body>
        <main>
          <header>
            <p className="eyebrow">Website traffic</p>
            <h1>{period.days}</h1>
            <p className="muted">{`${period.times ? `${period.times}, ` : ''}${TIME_ZONE_NAME}`}</p>
          </header>
          <section aria-labelledby="totals-title">
            <h2 id="totals-title" className="visually-hidden">
              Totals
            </h2>
            <dl className="figures">
              {figures.map(([label, value, rate]) => (
                <div key={label} className={rate ? 'figure rate' : 'figure'}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <ChartSection days={report.days.slice(-CHART_DAYS)} />
          <OutcomeSection report={report} />
          <PagesSection pages={report.pages} />
          <SourcesSection sources={report.sources} />
          <LanguagesSection languages={report.languages} />
          <ContactSection report={report} />
          <footer>
            <p>
              Counted by the website itself. A visit is one browser tab's time on the site; a phone tap is a tap on one of its phone
              numbers; a lead is what a visitor sends with the contact form. Page views and taps are sent by the visitor's browser, so a
              browser without JavaScript is not counted: read the figures as a floor. A lead sent that way still counts, under "Not known".
            </p>
            <p>
              A visit's source is the campaign its link named (utm_source), else the search engine or site that sent it, else none (typed or
              bookmarked). Made with npm run traffic.
            </p>
          </footer>
        </main>
      </body>
    </html>
  );
}
